import { useState } from 'react';
import { emailOnlySchema } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { resendVerificationEmail } from '../api';

export const VERIFICATION_RESENT = 'Verification e-mail sent. Please check your inbox.';

/**
 * "Resend verification e-mail" under the sign-in form, for an account whose address is not verified yet (or a
 * verification link that expired). It sends to the address typed in the form; the server limits it per address.
 */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  async function resend() {
    setSent(false);
    setError(undefined);
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await resendVerificationEmail(parsed.data.email);
      setSent(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'An error occurred during authentication.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void resend()}>
        {busy ? 'Please wait...' : 'Resend verification e-mail'}
      </Button>
      <FormAlert tone="success">{sent ? VERIFICATION_RESENT : undefined}</FormAlert>
      <FormAlert tone="error">{error}</FormAlert>
    </div>
  );
}
