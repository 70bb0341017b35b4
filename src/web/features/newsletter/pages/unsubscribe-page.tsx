import { MailX } from 'lucide-react';
import { useUnsubscribe } from '../api';
import { MailLinkPage } from './mail-link-page';

/** The unsubscribe link of a mail (/unsubscribe?token=…): works without signing in. */
export function UnsubscribePage() {
  const unsubscribe = useUnsubscribe();
  return (
    <MailLinkPage
      icon={MailX}
      title="Unsubscribe"
      busyLabel="Unsubscribing"
      action={unsubscribe}
      success="Signed-in members can turn e-mails back on from their profile page."
    />
  );
}
