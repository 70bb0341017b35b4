import QRCode from 'qrcode';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { reportSubmitError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '../../auth/api';
import { useAuth } from '../../../lib/session';
import { BackupCodes } from './backup-codes';

type Step =
  { name: 'idle' } | { name: 'enrolling'; qr: string; secret: string; backupCodes: string[] } | { name: 'disabling' };

function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

interface Values {
  password: string;
  code: string;
}

/** Two-factor authentication in the profile's security section: enrol an authenticator app, or remove it. */
export function TwoFactorCard() {
  const { user, renewSession } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useForm<Values>({ defaultValues: { password: '', code: '' } });
  const enabled = !!user?.twoFactorEnabled;

  /** Each step's submit; a failure's message (a wrong password or code) shows under the form, with no toast. */
  const submit = (action: (values: Values) => Promise<void>) =>
    handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        reportSubmitError<Values>(error, {
          form: { setError, fields: [], messageTo: 'root.server' },
          toast: () => null,
        });
      }
    });

  const goTo = (next: Step) => {
    reset();
    setStep(next);
  };

  const start = submit(async ({ password }) => {
    const { totpURI, backupCodes } = await enableTwoFactor(password);
    const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 192 });
    goTo({ name: 'enrolling', qr, secret: secretOf(totpURI), backupCodes });
  });

  const confirm = submit(async ({ code }) => {
    await renewSession(() => verifyTotp(code.trim()));
    goTo({ name: 'idle' });
    toast({
      title: 'Two-factor authentication on',
      description: 'Sign-in now asks for a code from your authenticator app.',
    });
  });

  const remove = submit(async ({ password }) => {
    await renewSession(() => disableTwoFactor(password));
    goTo({ name: 'idle' });
    toast({ title: 'Two-factor authentication off' });
  });

  const passwordField = (
    <TextField label="Current password" type="password" autoComplete="current-password" {...register('password')} />
  );
  const error = errors.root?.server?.message;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldCheck aria-hidden className="size-5 text-primary" /> Two-factor authentication
          </h2>
          <Badge variant={enabled ? 'success' : 'outline'}>{enabled ? 'On' : 'Off'}</Badge>
        </div>
        <p className="text-sm text-muted">
          A code from an authenticator app (Google Authenticator, 1Password, …) at every sign-in.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {step.name === 'enrolling' ? (
          <form onSubmit={confirm} className="space-y-4">
            <p className="text-sm">Scan this code with your authenticator app, or type the secret in by hand.</p>
            <img
              src={step.qr}
              alt="QR code for your authenticator app"
              width={192}
              height={192}
              className="rounded-lg bg-white p-2"
            />
            <p className="text-sm">
              Secret:{' '}
              <code className="rounded bg-background px-1.5 py-0.5 break-all" data-testid="totp-secret">
                {step.secret}
              </code>
            </p>
            <BackupCodes codes={step.backupCodes} />
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              {...register('code')}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? 'Checking...' : 'Turn on'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => goTo({ name: 'idle' })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : step.name === 'disabling' ? (
          <form onSubmit={remove} className="space-y-4">
            {passwordField}
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" disabled={busy}>
                {busy ? 'Removing...' : 'Remove authenticator'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => goTo({ name: 'idle' })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : enabled ? (
          <Button variant="outline" onClick={() => goTo({ name: 'disabling' })}>
            Remove authenticator
          </Button>
        ) : (
          <form onSubmit={start} className="space-y-4">
            {passwordField}
            <Button type="submit" disabled={busy}>
              {busy ? 'Starting...' : 'Set up authenticator'}
            </Button>
          </form>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
