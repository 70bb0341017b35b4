import QRCode from 'qrcode';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '../../auth/api';
import { useAuth } from '../../../lib/session';
import { BackupCodes } from './backup-codes';

type Step =
  { name: 'idle' } | { name: 'enrolling'; qr: string; secret: string; backupCodes: string[] } | { name: 'disabling' };

function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** Two-factor authentication in the profile's security section: enrol an authenticator app, or remove it. */
export function TwoFactorCard() {
  const { user, refresh } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const enabled = !!user?.twoFactorEnabled;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { totpURI, backupCodes } = await enableTwoFactor(password);
      const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 192 });
      setStep({ name: 'enrolling', qr, secret: secretOf(totpURI), backupCodes });
      setPassword('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await verifyTotp(code.trim());
      setStep({ name: 'idle' });
      setCode('');
      await refresh();
      toast({
        title: 'Two-factor authentication on',
        description: 'Sign-in now asks for a code from your authenticator app.',
      });
    });
  };

  const remove = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await disableTwoFactor(password);
      setStep({ name: 'idle' });
      setPassword('');
      await refresh();
      toast({ title: 'Two-factor authentication off' });
    });
  };

  const passwordField = (
    <TextField
      label="Current password"
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );

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
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? 'Checking...' : 'Turn on'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setStep({ name: 'idle' })}>
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
              <Button type="button" variant="ghost" onClick={() => setStep({ name: 'idle' })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : enabled ? (
          <Button variant="outline" onClick={() => setStep({ name: 'disabling' })}>
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
