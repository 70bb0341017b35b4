import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { RESET_LINK_REFUSED_PATH, resetPasswordSchema } from '../../../../shared/auth';
import { PageContainer } from '../../../components/layout/page';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { reportSubmitError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { resetPassword } from '../api';

type ResetValues = z.input<typeof resetPasswordSchema>;

const AUTH_ERROR = 'An error occurred during authentication.';

/** Where the reset e-mail's link lands (?token=…); sets the new password with the same rule as sign-up. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordSchema),
  });
  // One message at a time, as the sign-up form shows them: the password's rule first, then the match.
  const error = errors.password?.message ?? errors.confirmPassword?.message ?? errors.root?.server?.message;

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await resetPassword(token, password);
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate('/login', { replace: true });
    } catch (failure) {
      reportSubmitError<ResetValues>(failure, {
        form: { setError, fields: [], messageTo: 'root.server' },
        toast: (answer) => ({
          title: 'Authentication Error',
          description: answer?.message || AUTH_ERROR,
          variant: 'destructive',
        }),
      });
    }
  });

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
              <Link to={RESET_LINK_REFUSED_PATH} className={buttonVariants()}>
                Request a new link
              </Link>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <TextField label="New Password" type="password" autoComplete="new-password" {...register('password')} />
              <TextField
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                {...register('confirmPassword')}
              />
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Set new password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
