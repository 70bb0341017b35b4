import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button';
import { PageContainer } from './page';

/** The router's fallback when a page throws while rendering or its code fails to load. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-2 max-w-lg text-muted">
        Something went wrong while showing this page. Reloading usually helps; if it keeps happening, please tell us
        through the contact page.
      </p>
      {detail && (
        <pre className="mt-4 max-w-lg overflow-x-auto rounded-lg bg-surface p-3 text-left text-xs text-muted">
          {detail}
        </pre>
      )}
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <a href="/">Go home</a>
        </Button>
      </div>
    </PageContainer>
  );
}
