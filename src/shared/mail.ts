export type { MailboxEntry } from './contracts/mail';
