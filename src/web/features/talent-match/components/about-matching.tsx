import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** What is scored, in the order a result's lines explain it. */
const SCORED = [
  'Required skills, synonyms included (ML counts as Machine Learning)',
  'High priority skills, which weigh more',
  'Years of experience against the years you need',
  'Education level',
  'Location or remote work, unless you expand the search globally',
  'Availability',
  'Hourly rate against your budget, when you give one',
  "How closely your description's words match the quant's headline, bio and skills",
];

/** Spec §2's about card: how a score is made, and whose profiles can be matched at all. */
export function AboutMatching() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">How matching works</h2>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-muted">
          Scores are deterministic: the same criteria and profiles always give the same ranking. A match % is the share
          of your criteria's weight a quant meets, from:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {SCORED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-muted">Each result says, requirement by requirement, what is met, partly met or missing.</p>
        <p className="flex gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            Only quants who chose to be visible to hiring firms, and who do not hide from your firm, are ever matched.
          </span>
        </p>
        <div className="space-y-2 border-t border-border pt-4">
          <p className="text-muted">Hiring for something unusual? Write to us and we will set up a call.</p>
          <Link to={ROUTES.contact} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Schedule Consultation
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
