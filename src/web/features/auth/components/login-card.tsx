import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  signInSchema,
  signUpSchema,
  TWO_FACTOR_STEP_QUERY,
} from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { cn } from '../../../lib/utils';
import { ApiError } from '../../../lib/api-client';
import {
  requestPasswordReset,
  sendMagicLink,
  SIGN_UP_CHALLENGE_CODES,
  signInWithPassword,
  signUpWithPassword,
  verifyBackupCode,
  verifyTotp,
} from '../api';
import { useAuth } from '../../../lib/session';
import { linkOutcome } from '../link-outcome';
import { ResendVerification } from './resend-verification';

// Loaded only when the server asks a sign-up for a proof of work, so the widget never weighs on the login page.
const HumanCheck = lazy(() => import('./human-check').then((module) => ({ default: module.HumanCheck })));

export type LoginMode = 'signin' | 'signup' | 'magicLink' | 'forgotPassword';

const TABS: { mode: LoginMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
  { mode: 'magicLink', label: 'Magic Link' },
  { mode: 'forgotPassword', label: 'Reset' },
];

const SUCCESS: Record<Exclude<LoginMode, 'signin'>, { message: string; title: string; description: string }> = {
  signup: {
    message: 'Registration successful! Please check your email to verify your account.',
    title: 'Account Created',
    description: 'Please check your email to verify your account.',
  },
  magicLink: {
    message: 'Magic link has been sent to your email. Please check your inbox.',
    title: 'Magic Link Sent',
    description: 'Check your email for a magic link to sign in.',
  },
  forgotPassword: {
    message: 'Password reset instructions have been sent to your email.',
    title: 'Password Reset Email Sent',
    description: 'Check your email for the password reset link.',
  },
};

const NOT_VERIFIED =
  'Your e-mail address is not verified yet. Open the link we sent you, or get a new one with the button below.';

/**
 * The four-tab login card of spec §2 and §4; every message is the spec's. A mailed link that lands here (verified,
 * used, expired) is explained at once, on the tab that can send a new link (link-outcome.ts).
 */
export function LoginCard({ initialMode = 'signin' }: { initialMode?: LoginMode }) {
  const [searchParams] = useSearchParams();
  // Read once: the message belongs to the landing, not to later tab switches.
  const [landing] = useState(() => linkOutcome(searchParams));
  const [mode, setMode] = useState<LoginMode>(landing?.mode ?? initialMode);
  const [error, setError] = useState(landing?.tone === 'error' ? landing.message : undefined);
  const [success, setSuccess] = useState(landing?.tone === 'success' ? landing.message : undefined);
  // Shown after a sign-in refused for an unverified address, or a refused verification link.
  const [offerResend, setOfferResend] = useState(landing?.offerResend ?? false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ fullName: '', email: '', password: '', confirmPassword: '' });
  // Counts the server's requests for a proof of work (0: none). Each one mounts a fresh widget with a fresh
  // challenge, since a solution works once.
  const [humanCheckRound, setHumanCheckRound] = useState(0);
  // Set when the password was right and the account asks for its second factor; a magic link that needs the
  // second factor lands here with the step in the address (the server holds the pending sign-in in a cookie).
  const [secondFactor, setSecondFactor] = useState<{ code: string; backup: boolean } | null>(() =>
    searchParams.get(TWO_FACTOR_STEP_QUERY.name) === TWO_FACTOR_STEP_QUERY.value ? { code: '', backup: false } : null,
  );
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;

  function switchMode(next: LoginMode) {
    // Spec §4: switching mode clears error and success messages.
    setMode(next);
    setError(undefined);
    setSuccess(undefined);
    setOfferResend(false);
  }

  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  function fail(message: string) {
    setError(message);
    toast({ title: 'Authentication Error', description: message, variant: 'destructive' });
  }

  async function finishSignIn() {
    await refresh();
    toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
    navigate(from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/', { replace: true });
  }

  async function onSecondFactor(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!secondFactor) return;
    setError(undefined);
    setBusy(true);
    try {
      const code = secondFactor.code.trim();
      await (secondFactor.backup ? verifyBackupCode(code) : verifyTotp(code));
      await finishSignIn();
    } catch (err) {
      // The pending sign-in lives in a short-lived cookie; once it is gone no code can finish it: start over.
      if (err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_COOKIE') {
        setSecondFactor(null);
        switchMode('signin');
        fail(AUTH_MESSAGES.secondFactorExpired);
        return;
      }
      fail(err instanceof Error && err.message ? err.message : 'An error occurred during authentication.');
    } finally {
      setBusy(false);
    }
  }

  async function signUp(challengeSolution?: string) {
    try {
      await signUpWithPassword(values, challengeSolution);
      setHumanCheckRound(0);
    } catch (err) {
      if (err instanceof ApiError && SIGN_UP_CHALLENGE_CODES.includes(err.code)) setHumanCheckRound((n) => n + 1);
      throw err;
    }
  }

  async function onHumanCheckSolved(payload: string) {
    setError(undefined);
    setBusy(true);
    try {
      await signUp(payload);
      const done = SUCCESS.signup;
      setSuccess(done.message);
      toast({ title: done.title, description: done.description });
      setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : 'An error occurred during authentication.');
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setSuccess(undefined);
    setOfferResend(false);
    if (mode === 'signup' && values.password !== values.confirmPassword) {
      setError(AUTH_MESSAGES.passwordMismatch);
      toast({
        title: "Passwords don't match",
        description: 'Please check your password and try again.',
        variant: 'destructive',
      });
      return;
    }
    const parsed =
      mode === 'signin'
        ? signInSchema.safeParse(values)
        : mode === 'signup'
          ? signUpSchema.safeParse(values)
          : emailOnlySchema.safeParse(values);
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? 'An error occurred during authentication.');
      return;
    }
    setBusy(true);
    try {
      if (mode === 'signin') {
        const result = await signInWithPassword(values.email.trim(), values.password);
        if (result.twoFactorRedirect) {
          setSecondFactor({ code: '', backup: false });
          return;
        }
        await finishSignIn();
        return;
      }
      if (mode === 'signup') await signUp();
      else if (mode === 'magicLink') await sendMagicLink(values.email.trim());
      else await requestPasswordReset(values.email.trim());
      const done = SUCCESS[mode];
      setSuccess(done.message);
      toast({ title: done.title, description: done.description });
      setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
    } catch (err) {
      // The password was right (better-auth checks it first); only the address is missing its confirmation.
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
        setOfferResend(true);
        fail(NOT_VERIFIED);
        return;
      }
      fail(err instanceof Error && err.message ? err.message : 'An error occurred during authentication.');
    } finally {
      setBusy(false);
    }
  }

  const submitLabel = {
    signin: 'Sign In',
    signup: 'Create Account',
    magicLink: 'Send Magic Link',
    forgotPassword: 'Send Reset Link',
  }[mode];

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <h2 className="text-2xl font-semibold">Welcome to QuantLeap</h2>
        <CardDescription>Sign in or create an account to build your quant profile.</CardDescription>
      </CardHeader>
      <CardContent>
        {secondFactor ? (
          <form onSubmit={onSecondFactor} className="space-y-4" noValidate>
            <p className="text-sm">
              {secondFactor.backup
                ? 'Enter one of your backup codes.'
                : 'Enter the 6-digit code from your authenticator app.'}
            </p>
            <TextField
              label={secondFactor.backup ? 'Backup code' : 'Authentication code'}
              autoComplete="one-time-code"
              inputMode={secondFactor.backup ? 'text' : 'numeric'}
              value={secondFactor.code}
              onChange={(e) => setSecondFactor({ ...secondFactor, code: e.target.value })}
            />
            <FormAlert tone="error">{error}</FormAlert>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Please wait...' : 'Verify'}
            </Button>
            <button
              type="button"
              className="w-full text-center text-sm text-primary underline underline-offset-4"
              onClick={() => setSecondFactor({ code: '', backup: !secondFactor.backup })}
            >
              {secondFactor.backup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
            </button>
            <button
              type="button"
              className="w-full text-center text-sm text-muted underline underline-offset-4"
              onClick={() => {
                setSecondFactor(null);
                switchMode('signin');
              }}
            >
              Back to sign in
            </button>
          </form>
        ) : (
          <TabsRoot value={mode} onValueChange={(v) => switchMode(v as LoginMode)}>
            {/* One line per label on a 390 px phone (the smaller type below sm); the list scrolls rather than the
                page if a narrower screen still cannot hold it. */}
            <TabsList
              aria-label="How to sign in"
              className="flex flex-nowrap gap-1 overflow-x-auto rounded-lg bg-background p-1"
            >
              {TABS.map((tab) => (
                <TabsTrigger
                  key={tab.mode}
                  value={tab.mode}
                  className={cn(
                    'flex-1 rounded-md px-1.5 py-1.5 text-xs font-medium whitespace-nowrap text-muted transition-colors hover:text-foreground sm:px-2 sm:text-sm',
                    'data-[state=active]:bg-surface-raised data-[state=active]:text-foreground',
                  )}
                >
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((tab) => (
              <TabsContent key={tab.mode} value={tab.mode} className="mt-6 outline-none">
                <form onSubmit={onSubmit} className="space-y-4" noValidate>
                  {tab.mode === 'signup' && (
                    <TextField
                      label="Full Name"
                      autoComplete="name"
                      value={values.fullName}
                      onChange={set('fullName')}
                    />
                  )}
                  <TextField
                    label="Email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={set('email')}
                    // After the verification link: the address is confirmed, the next step is signing in.
                    autoFocus={landing?.tone === 'success' && tab.mode === 'signin'}
                  />
                  {(tab.mode === 'signin' || tab.mode === 'signup') && (
                    <TextField
                      label="Password"
                      type="password"
                      autoComplete={tab.mode === 'signup' ? 'new-password' : 'current-password'}
                      value={values.password}
                      onChange={set('password')}
                    />
                  )}
                  {tab.mode === 'signup' && (
                    <>
                      <TextField
                        label="Confirm Password"
                        type="password"
                        autoComplete="new-password"
                        value={values.confirmPassword}
                        onChange={set('confirmPassword')}
                      />
                      <p className="text-xs text-muted">
                        At least 8 characters with a letter and a digit; allowed: letters, digits and @$!%*#?&.
                      </p>
                    </>
                  )}
                  {tab.mode === 'signup' && humanCheckRound > 0 && (
                    <Suspense fallback={<p className="text-sm text-muted">Loading the human check…</p>}>
                      <HumanCheck key={humanCheckRound} onSolved={(payload) => void onHumanCheckSolved(payload)} />
                    </Suspense>
                  )}
                  <FormAlert tone="error">{error}</FormAlert>
                  <FormAlert tone="success">{success}</FormAlert>
                  <Button type="submit" className="w-full" disabled={busy}>
                    {busy ? 'Please wait...' : submitLabel}
                  </Button>
                  {tab.mode === 'signin' && offerResend && <ResendVerification email={values.email} />}
                </form>
              </TabsContent>
            ))}
          </TabsRoot>
        )}
        <p className="mt-6 text-center text-sm text-muted">
          {mode === 'signup' ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button
            type="button"
            className="font-medium text-primary underline underline-offset-4"
            onClick={() => switchMode(mode === 'signup' ? 'signin' : 'signup')}
          >
            {mode === 'signup' ? 'Sign in' : 'Sign up'}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}
