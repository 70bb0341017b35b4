import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../../shared/routes';
import { buttonVariants } from '../../../../components/ui/button';

/** The API's 404: no verified company at this address (unverified companies have no public page). */
export function CompanyNotFound() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h1 className="mt-4 text-2xl font-semibold">Company not found</h1>
      <p className="mt-2 max-w-md text-muted">
        No verified company has a page at this address. The link may be mistyped, or the company may have changed its
        name or not be verified yet.
      </p>
      <Link to={ROUTES.firmsList} className={buttonVariants({ className: 'mt-8' })}>
        Browse the quant firms list
      </Link>
    </div>
  );
}
