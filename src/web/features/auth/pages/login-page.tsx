import { Navigate, useLocation, type Location } from 'react-router';
import { PageContainer } from '../../../components/layout/page';
import { afterSignInPath } from '../../../lib/pending-invitation';
import { useAuth } from '../../../lib/session';
import { LoginCard } from '../components/login-card';
import type { LoginMode } from '../link-outcome';

function AuthScreen({ initialMode }: { initialMode: LoginMode }) {
  const { user } = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  // A signed-in visitor goes back where they came from, to an invitation opened before signing up, or home (spec §2). While the session is still being asked
  // for, the form shows: it is in the prerendered HTML and takes typing before the app has loaded.
  if (user) return <Navigate to={afterSignInPath(from)} replace />;
  return (
    <PageContainer>
      <h1 className="sr-only">{initialMode === 'signup' ? 'Sign up' : 'Sign in'}</h1>
      <LoginCard initialMode={initialMode} />
    </PageContainer>
  );
}

export function LoginPage() {
  return <AuthScreen initialMode="signin" />;
}

export function SignUpPage() {
  return <AuthScreen initialMode="signup" />;
}
