import type { Mailer } from './mail/mailer';
import type { SessionReader } from './session';
import type { Storage } from './storage/storage';

/** What a feature's routes are built with (app.ts passes the same object to each). */
export interface RouteDeps {
  auth: SessionReader;
  storage: Storage;
  mailer: Mailer;
  /** APP_SECRET: signs the CSRF tokens. */
  secret: string;
  /** PUBLIC_URL: links in mail. */
  publicUrl: string;
}

/** What sending a mail with links needs (the secret signs its unsubscribe link). */
export type MailDeps = Pick<RouteDeps, 'mailer' | 'publicUrl' | 'secret'>;
