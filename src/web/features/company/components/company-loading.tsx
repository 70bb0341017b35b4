import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';

/** While the caller's company is being asked for. */
export function CompanyLoading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Loading your company" />
    </div>
  );
}

/** The company could not be loaded (network, server): a retry rather than a guess at the welcome. */
export function CompanyLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer className="max-w-xl">
      <LoadError message="Your company could not be loaded. Please try again." onRetry={onRetry} />
    </PageContainer>
  );
}
