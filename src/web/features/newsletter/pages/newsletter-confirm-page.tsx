import { MailCheck } from 'lucide-react';
import { useConfirmNewsletter } from '../api';
import { MailLinkPage } from './mail-link-page';

/** The newsletter's confirmation link (/newsletter/confirm?token=…): the second step of the double opt-in. */
export function NewsletterConfirmPage() {
  const confirm = useConfirmNewsletter();
  return (
    <MailLinkPage
      icon={MailCheck}
      title="Newsletter subscription"
      busyLabel="Confirming your address"
      action={confirm}
      success="Every newsletter e-mail carries a link to unsubscribe with one click."
    />
  );
}
