import { Hono } from 'hono';
import { contactSubmissionSchema, contactSuccessMessage } from '../../../shared/contact';
import type { AppEnv } from '../../app-env';
import { getClientAddress } from '../../platform/client-address';
import { CSRF_HEADER, issueCsrfToken, requireCsrf } from '../../platform/csrf';
import { consumeRateLimit } from '../../platform/rate-limit';
import { parseJson } from '../../platform/validate';
import { createContactSubmission } from './service';

export function contactRoutes(options: {
  secret: string;
  secureCookies: boolean;
  trustedProxyHops: number;
  perHour: number;
}) {
  return new Hono<AppEnv>()
    .get('/csrf', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ csrfToken: issueCsrfToken(c, options.secret, options.secureCookies) });
    })
    .post('/', requireCsrf(options.secret), async (c) => {
      // Validate first: a bad submission changes nothing, not even the sender's rate-limit counter.
      const input = await parseJson(c, contactSubmissionSchema);
      const address = getClientAddress(c, options.trustedProxyHops);
      await consumeRateLimit(c.var.db, { name: 'contact', max: options.perHour, windowSeconds: 3600 }, address);
      const message = contactSuccessMessage(input.formType);
      // A filled honeypot is a bot: answer exactly like a success so it learns nothing, and store nothing.
      if (input.website) {
        c.var.logger.info(
          { requestId: c.var.requestId, formType: input.formType },
          'contact: honeypot filled, submission dropped',
        );
        return c.json({ ok: true, message }, 201);
      }
      await createContactSubmission(c.var.db, input, c.req.header(CSRF_HEADER) ?? '');
      return c.json({ ok: true, message }, 201);
    });
}
