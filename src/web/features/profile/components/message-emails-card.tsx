import { EmailPreferenceCard } from './email-preference-card';

/**
 * The say over message e-mails: on by default, so a reply is not missed, and batched by the server so a busy
 * conversation does not flood the inbox.
 */
export function MessageEmailsCard() {
  return (
    <EmailPreferenceCard
      preference="messageEmails"
      label="E-mail me about new messages"
      hint="At most one e-mail per conversation every 15 minutes, when someone writes to you. Your messages page always shows every conversation."
      savedOn="We will e-mail you about new messages, at most once per conversation every 15 minutes."
      savedOff="No more e-mails about messages; the header still shows how many you have not read."
    />
  );
}
