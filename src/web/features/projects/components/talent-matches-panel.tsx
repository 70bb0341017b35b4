import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** Spec §2's Talent Matches panel: where to find quants for a project, and whom a match can show. */
export function TalentMatchesPanel() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Talent Matches</h2>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-muted">
        <p>
          Find quants whose skills fit your projects. Only talent who opted to be visible to hiring firms are shown.
        </p>
        <Link to={ROUTES.talentMatch} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Sparkles aria-hidden /> Open AI Talent Match
        </Link>
      </CardContent>
    </Card>
  );
}
