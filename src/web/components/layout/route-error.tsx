import { Component, type ReactNode } from 'react';
import { Button, buttonVariants } from '../ui/button';
import { PageContainer } from './page';

/** The fallback when a page throws while rendering or its code fails to load. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
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
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go home
        </a>
      </div>
    </PageContainer>
  );
}

interface BoundaryProps {
  /** The address's history key: moving elsewhere (the back button) leaves the error page. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** The address that failed. */
  failedAt: string | undefined;
}

/** Shows RouteError instead of the app when rendering fails, until the visitor moves to another address. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error, failedAt: undefined };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { failed: false, error: undefined, failedAt: undefined };
    return null;
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
