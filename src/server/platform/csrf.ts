import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from './app-error';

/**
 * Signed double-submit CSRF protection. The server hands out a token (random value + HMAC) and sets the same token
 * in an httpOnly cookie; a state-changing request must echo it in the X-CSRF-Token header. A cross-site page can
 * make the browser send the cookie but cannot read the token to put in the header, and cannot mint a token of its
 * own without the secret.
 */
export const CSRF_COOKIE = 'ql_csrf';
export const CSRF_HEADER = 'x-csrf-token';

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`csrf:${value}`).digest('base64url');
}

export function createCsrfToken(secret: string): string {
  const value = randomBytes(18).toString('base64url');
  return `${value}.${sign(secret, value)}`;
}

function isSignedBy(secret: string, token: string): boolean {
  const [value, signature, extra] = token.split('.');
  if (!value || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, value));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Issues a token and sets its cookie; the JSON answer carries the token for the page to echo. */
export function issueCsrfToken(c: Context, secret: string, secure: boolean): string {
  const existing = getCookie(c, CSRF_COOKIE);
  // Reuse a valid cookie so that two tabs do not invalidate each other's token.
  const token = existing && isSignedBy(secret, existing) ? existing : createCsrfToken(secret);
  setCookie(c, CSRF_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: '/', maxAge: 60 * 60 * 12 });
  return token;
}

/** Rejects the request unless header and cookie carry the same, validly signed token. */
export function requireCsrf(secret: string): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header(CSRF_HEADER) ?? '';
    const cookie = getCookie(c, CSRF_COOKIE) ?? '';
    if (!header || !cookie || !tokensMatch(header, cookie) || !isSignedBy(secret, header)) {
      throw new AppError('CSRF_FAILED', 'Your session expired. Please reload the page and try again.');
    }
    await next();
  };
}
