import { Hono } from 'hono';
import { contactSuccessMessage } from '../../../shared/contact';
import type { AppEnv } from '../../app-env';
import { getClientAddress, type ProxyTrust } from '../../platform/client-address';
import { CSRF_HEADER, issueCsrfToken, requireCsrf } from '../../platform/csrf';
import { admitSubmission } from '../../platform/anonymous-submission';
import { parseJson } from '../../platform/validate';
import { createContactSubmission } from './service';
import { answer, contract } from '../../platform/contract';
import { getCsrfTokenRoute, submitContactRoute } from '../../../shared/contracts/contact';

export function contactRoutes(options: { secret: string; secureCookies: boolean; proxy: ProxyTrust; perHour: number }) {
  return new Hono<AppEnv>()
    .get('/csrf', contract(getCsrfTokenRoute), (c) => {
      c.header('Cache-Control', 'no-store');
      return answer(c, getCsrfTokenRoute, { csrfToken: issueCsrfToken(c, options.secret, options.secureCookies) });
    })
    .post('/', contract(submitContactRoute), requireCsrf(options.secret), async (c) => {
      // Validate first: a bad submission changes nothing, not even the sender's rate-limit counter.
      const input = await parseJson(c, submitContactRoute);
      await admitSubmission(c, {
        form: 'contact',
        perHour: options.perHour,
        sender: getClientAddress(c, options.proxy),
        honeypot: input.website,
        store: (db) => createContactSubmission(db, input, c.req.header(CSRF_HEADER) ?? ''),
        log: { formType: input.formType },
      });
      return answer(c, submitContactRoute, { ok: true, message: contactSuccessMessage(input.formType) }, 201);
    });
}
