import { Hono } from 'hono';
import { EMAIL_TEST_MESSAGES, emailServiceErrorMessage, welcomeNameFor } from '../../../shared/email-test';
import type { EmailTestResult, EmailTestStatus } from '../../../shared/contracts/email-test';
import type { ErrorBody } from '../../../shared/contracts/common';
import type { AppEnv, SessionUser } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { getClientAddress, type ProxyTrust } from '../../platform/client-address';
import { requireCsrf } from '../../platform/csrf';
import type { Mailer } from '../../platform/mail/mailer';
import { operatorEmails } from '../../platform/operators';
import { consumeRateLimit } from '../../platform/rate-limit';
import { parseJson } from '../../platform/validate';
import { optionalUser, type SessionReader } from '../../platform/session';
import { testMail, welcomeMail } from '../../platform/mail/templates';
import { answer, contract } from '../../platform/contract';
import { getEmailTestStatusRoute, sendTestEmailRoute } from '../../../shared/contracts/email-test';

export const EMAIL_TEST_PER_HOUR = 5;

/** Longest part of a delivery error passed on to the operator; the full error is in the log. */
const MAX_REASON_LENGTH = 200;

/**
 * What the operator is told when sending failed. With SMTP the transport's own message ("Invalid login",
 * "connect ECONNREFUSED") is what they need to fix the setup, and only operators get this far. With the outbox a
 * failure is a database failure, whose text would show internals to anyone: it stays in the log.
 */
function failureReason(error: unknown, transport: Mailer['transport']): string {
  if (transport === 'outbox') return 'the development outbox could not store the message.';
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0]?.trim() || 'delivery failed.';
  return firstLine.length > MAX_REASON_LENGTH ? `${firstLine.slice(0, MAX_REASON_LENGTH)}…` : firstLine;
}

/**
 * The e-mail testing tool (spec §2 /email-test, §7 send-email). While mail stays in the development outbox anyone
 * may try it: nothing leaves the machine. Once SMTP delivers for real, only operators (ADMIN_EMAILS) may, or the
 * tool would relay mail to any address on behalf of anyone.
 */
export function emailTestRoutes(options: {
  auth: SessionReader;
  mailer: Mailer;
  secret: string;
  proxy: ProxyTrust;
  adminEmails: string[];
  perHour?: number;
}) {
  const { auth, mailer } = options;
  const isOperator = operatorEmails(options.adminEmails);
  const perHour = options.perHour ?? EMAIL_TEST_PER_HOUR;
  const mayUse = (user: SessionUser | null) =>
    mailer.transport === 'outbox' || (user !== null && isOperator(user.email));

  return new Hono<AppEnv>()
    .get('/status', contract(getEmailTestStatusRoute), optionalUser(auth), (c) => {
      const status: EmailTestStatus = { allowed: mayUse(c.var.user), transport: mailer.transport };
      return answer(c, getEmailTestStatusRoute, status);
    })
    .post('/', contract(sendTestEmailRoute), requireCsrf(options.secret), optionalUser(auth), async (c) => {
      // Validate first: a bad request sends nothing and does not count against the limit.
      const input = await parseJson(c, sendTestEmailRoute);
      const user = c.var.user;
      if (!mayUse(user)) throw new AppError('FORBIDDEN', EMAIL_TEST_MESSAGES.forbidden);
      const address = getClientAddress(c, options.proxy);
      await consumeRateLimit(c.var.db, { name: 'email-test', max: perHour, windowSeconds: 3600 }, address);

      const template = input.type === 'welcome' ? welcomeMail(welcomeNameFor(input)) : testMail();
      const log = {
        requestId: c.var.requestId,
        userId: user?.id ?? null,
        kind: template.kind,
        transport: mailer.transport,
      };
      try {
        await mailer.send({ ...template, to: input.email });
      } catch (error) {
        c.var.logger.error({ ...log, err: error }, 'email-test: sending failed');
        // 502: the upstream mail service failed, not this server. The envelope is the API's usual one.
        const body: ErrorBody = {
          error: {
            code: 'UNAVAILABLE',
            message: emailServiceErrorMessage(failureReason(error, mailer.transport)),
            requestId: c.var.requestId,
          },
        };
        return answer(c, sendTestEmailRoute, body, 502);
      }
      // Who sent what kind of mail, for accountability; the recipient stays out of the log.
      c.var.logger.info(log, 'email-test: mail sent');
      const result: EmailTestResult = { success: true, message: EMAIL_TEST_MESSAGES.sent };
      return answer(c, sendTestEmailRoute, result);
    });
}
