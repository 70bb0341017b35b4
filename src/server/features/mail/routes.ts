import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { getClientAddress } from '../../platform/client-address';
import type { Mailer } from '../../platform/mail/mailer';
import { listOutbox } from './service';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The development mailbox: the outbox, readable where no SMTP server is configured, so a newcomer can open their
 * verification link on a fresh machine. It holds sign-in links, so it answers only requests from this machine.
 */
export function devMailboxRoutes(mailer: Mailer, options: { trustedProxyHops: number }) {
  return new Hono<AppEnv>().get('/mailbox', async (c) => {
    if (mailer.transport !== 'outbox') {
      throw new AppError('NOT_FOUND', 'The development mailbox is off: mail is delivered through SMTP.');
    }
    if (!LOOPBACK.test(getClientAddress(c, options.trustedProxyHops))) {
      throw new AppError('FORBIDDEN', 'The development mailbox is only available from the machine running QuantLeap.');
    }
    return c.json({ messages: await listOutbox(c.var.db) });
  });
}
