import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { PageContainer } from './page';
import { useRouteHandles, type RouteHandle } from './route-state';

/** Stands in for a screen a later issue builds, so every route of the spec exists and says so honestly. */
export function PlaceholderPage() {
  const title = (useRouteHandles().at(-1) as RouteHandle | undefined)?.title ?? 'This page';
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <Construction aria-hidden className="size-10 text-warning" />
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 max-w-md text-muted">
        This screen is not built yet. It is on our list; join the waitlist to hear when it opens.
      </p>
      <Button asChild className="mt-8">
        <Link to="/contact?source=waitlist">Join Waitlist</Link>
      </Button>
    </PageContainer>
  );
}
