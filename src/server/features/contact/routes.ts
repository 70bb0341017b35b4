import { Hono } from 'hono';
import { contactSuccessMessage } from '../../../shared/contact';
import type { AppEnv } from '../../app-env';
import { getClientAddress, type ProxyTrust } from '../../platform/client-address';
import { CSRF_HEADER, issueCsrfToken, requireCsrf } from '../../platform/csrf';
import { admitSubmission } from '../../platform/anonymous-submission';
import { parseJson } from '../../platform/validate';
import type { MailDeps } from '../../platform/route-deps';
import { requestNewsletterSubscription } from '../newsletter/service';
import { createContactSubmission } from './service';
import { answer, contract } from '../../platform/contract';
import { getCsrfTokenRoute, submitContactRoute } from '../../../shared/contracts/contact';

export function contactRoutes(options: MailDeps & { secureCookies: boolean; proxy: ProxyTrust; perHour: number }) {
  return new Hono<AppEnv>()
    .get('/csrf', contract(getCsrfTokenRoute), (c) => {
      c.header('Cache-Control', 'no-store');
      return answer(c, getCsrfTokenRoute, { csrfToken: issueCsrfToken(c, options.secret, options.secureCookies) });
    })
    .post('/', contract(submitContactRoute), requireCsrf(options.secret), async (c) => {
      // Validate first: a bad submission changes nothing, not even the sender's rate-limit counter.
      const input = await parseJson(c, submitContactRoute);
      let stored = false;
      await admitSubmission(c, {
        form: 'contact',
        perHour: options.perHour,
        sender: getClientAddress(c, options.proxy),
        honeypot: input.website,
        store: async (db) => {
          await createContactSubmission(db, input, c.req.header(CSRF_HEADER) ?? '');
          stored = true;
        },
        log: { formType: input.formType },
      });
      // Double opt-in: the address is mailed a confirmation link. The answer is the same whether it was mailed, was
      // already subscribed or had its confirmation mail for today, so it reveals nothing about the address.
      const wantsNewsletter = input.formType === 'newsletter' || input.newsletterSignup;
      if (stored && wantsNewsletter) {
        await requestNewsletterSubscription(c.var.db, options, input.email).catch((error: unknown) =>
          c.var.logger.error({ err: error, requestId: c.var.requestId }, 'newsletter confirmation mail failed'),
        );
      }
      return answer(c, submitContactRoute, { ok: true, message: contactSuccessMessage(input.formType) }, 201);
    });
}
