import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session';

/** The sign-in guard of spec §2: a spinner while the session loads, then /login with the requested location kept. */
export function RequireAuth({ redirectTo = '/login' }: { redirectTo?: string }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  // Signing out on a guarded page ends on the home page (spec §2), not on the sign-in form.
  if (!user && signedOut) return <Navigate to="/" replace />;
  if (!user) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return <Outlet />;
}
