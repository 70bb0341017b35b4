import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  signInSchema,
  signUpSchema,
  TWO_FACTOR_STEP_QUERY,
} from '../../../../shared/auth';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { cn } from '../../../lib/utils';
import { ApiError } from '../../../lib/api-client';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import {
  isFirstSignIn,
  requestPasswordReset,
  sendMagicLink,
  SIGN_UP_CHALLENGE_CODES,
  signInWithPassword,
  signUpWithPassword,
  verifyBackupCode,
  verifyTotp,
} from '../api';
import { useAuth } from '../../../lib/session';
import { afterSignInPath } from '../../../lib/pending-invitation';
import { linkOutcome, type LoginMode } from '../link-outcome';
import { ResendVerification } from './resend-verification';

// Loaded only when the server asks a sign-up for a proof of work, so the widget never weighs on the login page.
const HumanCheck = lazy(() => import('./human-check').then((module) => ({ default: module.HumanCheck })));

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

/** The card's fields: one form across the tabs, so an address typed on one tab is there on the next. */
interface Values {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The second-factor step's code (an authenticator code or a backup code). */
  code: string;
}

/** What each tab checks before asking the server: the same schemas the server's answers follow. */
const TAB_SCHEMAS: Record<LoginMode, z.ZodType> = {
  signin: signInSchema,
  signup: signUpSchema,
  magicLink: emailOnlySchema,
  forgotPassword: emailOnlySchema,
};

const NO_VALUES: Values = { fullName: '', email: '', password: '', confirmPassword: '', code: '' };

const AUTH_FAILED = 'An error occurred during authentication.';

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
  // A mailed link's refusal is in the first HTML (the page renders it on the server), so it is state of its own
  // until the visitor acts; every later failure is the form's root error.
  const [landingError, setLandingError] = useState(landing?.tone === 'error' ? landing.message : undefined);
  const [success, setSuccess] = useState(landing?.tone === 'success' ? landing.message : undefined);
  // Shown after a sign-in refused for an unverified address, or a refused verification link.
  const [offerResend, setOfferResend] = useState(landing?.offerResend ?? false);
  const [busy, setBusy] = useState(false);
  // Counts the server's requests for a proof of work (0: none). Each one mounts a fresh widget with a fresh
  // challenge, since a solution works once.
  const [humanCheckRound, setHumanCheckRound] = useState(0);
  // Set when the password was right and the account asks for its second factor; a magic link that needs the
  // second factor lands here with the step in the address (the server holds the pending sign-in in a cookie).
  const [secondFactor, setSecondFactor] = useState<{ backup: boolean } | null>(() =>
    searchParams.get(TWO_FACTOR_STEP_QUERY.name) === TWO_FACTOR_STEP_QUERY.value ? { backup: false } : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    resetField,
    watch,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: NO_VALUES,
    // The shared schema of the tab on screen (the code step has none: only the server can check a code).
    resolver: secondFactor ? undefined : schemaResolver<Values>(TAB_SCHEMAS[mode]),
  });
  const error = errors.root?.server?.message ?? landingError;
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = location.state as { from?: Location; invitedEmail?: string; companyName?: string } | null;
  const from = navigation?.from;
  // Sent here by a company invitation: the card speaks to the invited colleague and fills in the invited address.
  // Read once running, as the page is prerendered without the navigation's state and hydration must meet the same
  // text.
  const [invited, setInvited] = useState<{ email: string; companyName: string } | null>(null);
  useEffect(() => {
    if (from?.pathname !== ROUTES.companyInvitation || !navigation?.invitedEmail) return;
    setInvited({ email: navigation.invitedEmail, companyName: navigation.companyName ?? 'your company' });
    if (!getValues('email')) setValue('email', navigation.invitedEmail);
    // Once per landing: the visitor may then change the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from?.pathname]);

  function clearMessages() {
    setLandingError(undefined);
    clearErrors('root.server');
    setSuccess(undefined);
  }

  function switchMode(next: LoginMode) {
    // Spec §4: switching mode clears error and success messages.
    setMode(next);
    clearMessages();
    setOfferResend(false);
  }

  /** A refusal the card found itself (a field rule): in the card and on the spec's toast. */
  function fail(message: string) {
    setError('root.server', { type: 'validation', message });
    toast({ title: 'Authentication Error', description: message, variant: 'destructive' });
  }

  /** The one error path (lib/form-errors.ts): the server's message in the card and on the spec's toast. */
  function reportFailure(err: unknown) {
    reportSubmitError<Values>(err, {
      form: { setError, fields: [], messageTo: 'root.server' },
      toast: (answer) => ({
        title: 'Authentication Error',
        description: answer?.message || AUTH_FAILED,
        variant: 'destructive',
      }),
    });
  }

  /** After an account was created or a link sent: the spec's message and toast; the passwords are cleared. */
  function succeed(done: { message: string; title: string; description: string }) {
    setSuccess(done.message);
    toast({ title: done.title, description: done.description });
    resetField('password');
    resetField('confirmPassword');
  }

  async function finishSignIn() {
    const [first] = await Promise.all([isFirstSignIn(), refresh()]);
    toast(
      first
        ? { title: 'Welcome to QuantLeap!', description: 'Your account is ready.' }
        : { title: 'Welcome back!', description: 'You have successfully signed in.' },
    );
    // An invitation opened before the account existed: signing in after confirming the address lands on it.
    navigate(afterSignInPath(from), { replace: true });
  }

  const onSecondFactor = handleSubmit(async ({ code }) => {
    if (!secondFactor) return;
    clearMessages();
    setBusy(true);
    try {
      await (secondFactor.backup ? verifyBackupCode(code.trim()) : verifyTotp(code.trim()));
      await finishSignIn();
    } catch (err) {
      // The pending sign-in lives in a short-lived cookie; once it is gone no code can finish it: start over.
      if (err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_COOKIE') {
        setSecondFactor(null);
        switchMode('signin');
        fail(AUTH_MESSAGES.secondFactorExpired);
        return;
      }
      reportFailure(err);
    } finally {
      setBusy(false);
    }
  });

  async function signUp(challengeSolution?: string) {
    try {
      await signUpWithPassword(getValues(), challengeSolution);
      setHumanCheckRound(0);
    } catch (err) {
      if (err instanceof ApiError && SIGN_UP_CHALLENGE_CODES.includes(err.code)) setHumanCheckRound((n) => n + 1);
      throw err;
    }
  }

  async function onHumanCheckSolved(payload: string) {
    clearMessages();
    setBusy(true);
    try {
      await signUp(payload);
      succeed(SUCCESS.signup);
    } catch (err) {
      reportFailure(err);
    } finally {
      setBusy(false);
    }
  }

  /** The tab's schema refused the fields: the card shows one message, the first (spec §4), with its toast. */
  function onInvalid(found: FieldErrors<Values>) {
    clearMessages();
    setOfferResend(false);
    const { password, confirmPassword } = getValues();
    if (mode === 'signup' && password !== confirmPassword) {
      setError('root.server', { type: 'validation', message: AUTH_MESSAGES.passwordMismatch });
      toast({
        title: "Passwords don't match",
        description: 'Please check your password and try again.',
        variant: 'destructive',
      });
      return;
    }
    fail(Object.values(found).find((error) => error?.message)?.message ?? AUTH_FAILED);
  }

  const onSubmit = handleSubmit(async (values) => {
    clearMessages();
    setOfferResend(false);
    setBusy(true);
    try {
      if (mode === 'signin') {
        const result = await signInWithPassword(values.email.trim(), values.password);
        if (result.twoFactorRedirect) {
          setSecondFactor({ backup: false });
          return;
        }
        await finishSignIn();
        return;
      }
      if (mode === 'signup') await signUp();
      else if (mode === 'magicLink') await sendMagicLink(values.email.trim());
      else await requestPasswordReset(values.email.trim());
      succeed(SUCCESS[mode]);
    } catch (err) {
      // The password was right (better-auth checks it first); only the address is missing its confirmation.
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
        setOfferResend(true);
        fail(NOT_VERIFIED);
        return;
      }
      reportFailure(err);
    } finally {
      setBusy(false);
    }
  }, onInvalid);

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
        <CardDescription>
          {invited
            ? `${invited.companyName} invited ${invited.email}. Sign in, or create your account with that address, to join the team.`
            : 'Sign in or create an account: quants build a profile, hiring firms set up their company.'}
        </CardDescription>
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
              {...register('code')}
            />
            <FormAlert tone="error">{error}</FormAlert>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Please wait...' : 'Verify'}
            </Button>
            <button
              type="button"
              className="w-full text-center text-sm text-primary underline underline-offset-4"
              onClick={() => {
                setValue('code', '');
                setSecondFactor({ backup: !secondFactor.backup });
              }}
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
                    <TextField label="Full Name" autoComplete="name" {...register('fullName')} />
                  )}
                  <TextField
                    label="Email"
                    type="email"
                    autoComplete="email"
                    {...register('email')}
                    // After the verification link: the address is confirmed, the next step is signing in.
                    autoFocus={landing?.tone === 'success' && tab.mode === 'signin'}
                  />
                  {(tab.mode === 'signin' || tab.mode === 'signup') && (
                    <TextField
                      label="Password"
                      type="password"
                      autoComplete={tab.mode === 'signup' ? 'new-password' : 'current-password'}
                      {...register('password')}
                    />
                  )}
                  {tab.mode === 'signup' && (
                    <>
                      <TextField
                        label="Confirm Password"
                        type="password"
                        autoComplete="new-password"
                        {...register('confirmPassword')}
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
                  {tab.mode === 'signin' && offerResend && <ResendVerification email={watch('email')} />}
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
