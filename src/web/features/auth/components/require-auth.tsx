import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session';

/**
 * A signed-in page arrives in steps after the header (the session, then the page's data), so it holds a screen's
 * height (less the 4 rem header) from the first step: the footer stays below the fold instead of showing under a
 * spinner and then being pushed away (on /dashboard on a phone, a layout shift of 0.86).
 */
const GUARDED_PAGE_CLASS = 'min-h-[calc(100dvh-4rem)]';

/** The sign-in guard of spec §2: a spinner while the session loads, then /login with the requested location kept. */
export function RequireAuth({ redirectTo = '/login' }: { redirectTo?: string }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className={`flex justify-center py-24 ${GUARDED_PAGE_CLASS}`}>
        <Spinner label="Checking your session" />
      </div>
    );
  }
  // Signing out on a guarded page ends on the home page (spec §2), not on the sign-in form.
  if (!user && signedOut) return <Navigate to="/" replace />;
  if (!user) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return (
    <div className={GUARDED_PAGE_CLASS}>
      <Outlet />
    </div>
  );
}
