/** One message of the development mailbox, as the API answers it. */
export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
}
