import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { hasForwardingHeaders, isLoopbackAddress, resolveClient, type ProxyTrust } from '../../platform/client-address';
import type { Mailer } from '../../platform/mail/mailer';
import type { DevMailboxState } from './dev-mailbox-switch';
import { listOutbox } from './service';
import { answer, contract } from '../../platform/contract';
import { getDevMailboxRoute } from '../../../shared/contracts/mail';

export const DEV_MAILBOX_MESSAGES = {
  smtp: 'The development mailbox is off: mail is delivered through SMTP.',
  forwarded:
    'The development mailbox refuses requests that came through a proxy: behind a reverse proxy every visitor ' +
    'would look like this machine. Open it on the machine itself, or set TRUSTED_PROXY and TRUSTED_PROXY_ADDRESSES.',
  notLocal: 'The development mailbox is only available from the machine running QuantLeap.',
} as const;

/**
 * The development mailbox: the outbox, readable where no SMTP server is configured, so a newcomer can open their
 * verification link on a fresh machine. It holds every sign-in and reset link, so it answers only requests from
 * this machine. A proxy on the same host makes every visitor's socket look local, so a request carrying any
 * forwarding header counts as local only when a trusted proxy (TRUSTED_PROXY, TRUSTED_PROXY_ADDRESSES) vouches
 * that the visitor is.
 */
export function devMailboxRoutes(mailer: Mailer, options: { mailbox: DevMailboxState; proxy: ProxyTrust }) {
  return new Hono<AppEnv>().get('/mailbox', contract(getDevMailboxRoute), async (c) => {
    if (!options.mailbox.enabled) throw new AppError('NOT_FOUND', options.mailbox.reason);
    if (mailer.transport !== 'outbox') throw new AppError('NOT_FOUND', DEV_MAILBOX_MESSAGES.smtp);
    const client = resolveClient(c, options.proxy);
    if (hasForwardingHeaders(c) && !client.forwardedByTrustedProxy) {
      throw new AppError('FORBIDDEN', DEV_MAILBOX_MESSAGES.forwarded);
    }
    if (!isLoopbackAddress(client.address)) throw new AppError('FORBIDDEN', DEV_MAILBOX_MESSAGES.notLocal);
    return answer(c, getDevMailboxRoute, { messages: await listOutbox(c.var.db) });
  });
}
