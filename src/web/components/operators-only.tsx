import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { buttonVariants } from './ui/button';
import { Card, CardContent } from './ui/card';

/**
 * What a signed-in account that is not an operator sees on an operators' page (company reviews, reported
 * conversations): the API's own reason, and a way back.
 */
export function OperatorsOnly({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <Lock aria-hidden className="size-10 text-warning" />
        <h2 className="text-xl font-semibold">For QuantLeap operators</h2>
        <p className="text-muted">{message}</p>
        <Link to={ROUTES.dashboard} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          Go to your dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
