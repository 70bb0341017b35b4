import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_LINK_REFUSED_PATH, resetPasswordSchema } from '../../../../shared/auth';
import { PageContainer } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { resetPassword } from '../api';

/** Where the reset e-mail's link lands (?token=…); sets the new password with the same rule as sign-up. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (!token) return;
    setBusy(true);
    setError(undefined);
    try {
      await resetPassword(token, password);
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate('/login', { replace: true });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'An error occurred during authentication.';
      setError(message);
      toast({ title: 'Authentication Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageContainer>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Choose a new password</h1>
          <CardDescription>
            At least 8 characters with a letter and a digit; allowed: letters, digits and @$!%*#?&.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!token || linkError ? (
            <div role="alert" className="space-y-4">
              <p className="text-sm">
                This reset link is invalid or has expired. Reset links work once, for 15 minutes.
              </p>
              <Button asChild>
                <Link to={RESET_LINK_REFUSED_PATH}>Request a new link</Link>
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <TextField
                label="New Password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <TextField
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.target.value)}
              />
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? 'Saving...' : 'Set new password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
