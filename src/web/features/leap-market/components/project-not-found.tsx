import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';

/**
 * The API's 404: no project here that this visitor may see. A draft, a private project the visitor was not invited
 * to and a mistyped address look the same, so nothing is revealed about which it is.
 */
export function ProjectNotFound() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h1 className="mt-4 text-2xl font-semibold">Project not found</h1>
      <p className="mt-2 max-w-md text-muted">
        There is no project at this address that you can see. The link may be mistyped, or the project may be private or
        no longer listed.
      </p>
      <Link to={ROUTES.leapMarket} className={buttonVariants({ className: 'mt-8' })}>
        Back to LeapMarket
      </Link>
    </div>
  );
}
