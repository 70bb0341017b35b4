import { Hono } from 'hono';
import { AUDIENCE_MESSAGES } from '../../../shared/audience';
import { confirmNewsletterRoute, unsubscribeRoute } from '../../../shared/contracts/audience';
import type { AppEnv } from '../../app-env';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { MailDeps } from '../../platform/route-deps';
import { parseJson, parseQuery } from '../../platform/validate';
import { confirmNewsletter, unsubscribe } from './service';

/** /api/newsletter: the confirmation link of the newsletter's double opt-in. */
export function newsletterRoutes(options: MailDeps) {
  return new Hono<AppEnv>().post(
    '/confirm',
    contract(confirmNewsletterRoute),
    requireCsrf(options.secret),
    async (c) => {
      const { token } = await parseJson(c, confirmNewsletterRoute);
      await confirmNewsletter(c.var.db, options, token);
      return answer(c, confirmNewsletterRoute, { ok: true, message: AUDIENCE_MESSAGES.confirmed });
    },
  );
}

/**
 * /api/unsubscribe: the one-click unsubscribe of RFC 8058. A mail program POSTs here with no cookie and no CSRF
 * token (the signed token in the address is the proof), and the unsubscribe page posts the same token. Any body
 * (`List-Unsubscribe=One-Click`) is ignored; GET changes nothing, so a link scanner cannot unsubscribe anyone.
 */
export function unsubscribeRoutes(options: { secret: string }) {
  return new Hono<AppEnv>().post('/', contract(unsubscribeRoute), async (c) => {
    const { token } = parseQuery(c, unsubscribeRoute);
    return answer(c, unsubscribeRoute, await unsubscribe(c.var.db, options.secret, token));
  });
}
