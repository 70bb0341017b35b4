import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeTopic } from '../../../shared/audience';
import { AUDIENCE_MESSAGES, UNSUBSCRIBE_TOPICS } from '../../../shared/audience';
import { AppError } from '../app-error';

/**
 * Signed links in mail that work without signing in: confirming a newsletter address and unsubscribing. The token
 * carries what it is for, whom it is about and until when it works, signed with APP_SECRET, so it cannot be guessed
 * or altered, and no table of tokens is needed.
 */
export type MailLinkPurpose = 'newsletter-confirm' | `unsubscribe:${UnsubscribeTopic}`;

interface Payload {
  /** What the token is for. */
  p: MailLinkPurpose;
  /** Whom it is about: an e-mail address (newsletter) or an account id (preferences). */
  s: string;
  /** Issued at and expires at, in milliseconds since the epoch. */
  i: number;
  e: number;
}

const DAY = 24 * 60 * 60;
/** A confirmation link is for the next few days; an unsubscribe link must work as long as the mail is kept. */
export const LINK_LIFETIME_SECONDS = { confirm: 7 * DAY, unsubscribe: 365 * DAY } as const;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`mail-link:${body}`).digest();

export function createMailToken(
  secret: string,
  purpose: MailLinkPurpose,
  subject: string,
  lifetimeSeconds: number,
  now = new Date(),
): string {
  const issued = now.getTime();
  const payload: Payload = { p: purpose, s: subject, i: issued, e: issued + lifetimeSeconds * 1000 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/**
 * The token's payload when it is signed by us, for `purposes` and not expired; otherwise a 400 saying why (a
 * tampered token and one for another purpose read alike: not valid).
 */
export function readMailToken<P extends MailLinkPurpose>(
  secret: string,
  token: string,
  purposes: readonly P[],
  expiredMessage: (purpose: P) => string,
  now = new Date(),
): { purpose: P; subject: string; issuedAt: Date } {
  const invalid = new AppError('BAD_REQUEST', AUDIENCE_MESSAGES.badLink);
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw invalid;
  const expected = sign(secret, body);
  const actual = Buffer.from(signature, 'base64url');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    throw invalid;
  }
  const valid =
    typeof payload === 'object' &&
    payload !== null &&
    purposes.includes(payload.p as P) &&
    typeof payload.s === 'string' &&
    typeof payload.i === 'number' &&
    typeof payload.e === 'number';
  if (!valid) throw invalid;
  if (payload.e <= now.getTime()) throw new AppError('BAD_REQUEST', expiredMessage(payload.p as P));
  return { purpose: payload.p as P, subject: payload.s, issuedAt: new Date(payload.i) };
}

export const UNSUBSCRIBE_PURPOSES = UNSUBSCRIBE_TOPICS.map((t) => `unsubscribe:${t}` as const);

/**
 * The one-click unsubscribe of a mail: the link for its text (a page that says it worked) and the RFC 8058 headers,
 * whose address a mail program POSTs to without opening anything.
 */
export function unsubscribeLink(
  deps: { secret: string; publicUrl: string },
  topic: UnsubscribeTopic,
  subject: string,
): { url: string; headers: Record<string, string> } {
  const token = encodeURIComponent(
    createMailToken(deps.secret, `unsubscribe:${topic}`, subject, LINK_LIFETIME_SECONDS.unsubscribe),
  );
  return {
    url: `${deps.publicUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${deps.publicUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
