import { SIGNED_IN_HINT_COOKIE } from '../../../shared/auth';
import { SESSION_COOKIE_NAME } from '../../platform/session-cookie';

/** A Set-Cookie header of better-auth's session cookie, and its value. */
const SESSION_COOKIE = new RegExp(`^${SESSION_COOKIE_NAME}=([^;]*)`);

function isExpiry(cookie: string, value: string): boolean {
  const expires = /;\s*Expires=([^;]+)/i.exec(cookie)?.[1];
  return value === '' || /;\s*Max-Age=0(;|$)/i.test(cookie) || (!!expires && Date.parse(expires) <= Date.now());
}

/**
 * Mirrors the session cookie in a cookie script can read (SIGNED_IN_HINT_COOKIE): set with the same lifetime when
 * better-auth sets the session cookie, cleared when it clears it. Every way a session starts or ends passes through
 * better-auth's answers (sign-in, magic link, second factor, sign-out, a session found gone), so this one place
 * keeps the hint in step. An answer that does not touch the session cookie is returned as it is.
 */
export function withSignedInHint(response: Response): Response {
  let sessionCookie: { cookie: string; value: string } | undefined;
  for (const cookie of response.headers.getSetCookie()) {
    const match = SESSION_COOKIE.exec(cookie);
    if (match) sessionCookie = { cookie, value: match[1] ?? '' };
  }
  if (!sessionCookie) return response;

  const { cookie, value } = sessionCookie;
  const cleared = isExpiry(cookie, value);
  const lifetime = cleared
    ? ['Max-Age=0']
    : [/;\s*(Max-Age=\d+)/i.exec(cookie)?.[1], /;\s*(Expires=[^;]+)/i.exec(cookie)?.[1]].filter(Boolean);
  const hint = [
    `${SIGNED_IN_HINT_COOKIE}=${cleared ? '' : '1'}`,
    'Path=/',
    'SameSite=Lax',
    ...lifetime,
    ...(/;\s*Secure(;|$)/i.test(cookie) ? ['Secure'] : []),
  ].join('; ');

  // A fresh Response: the one a handler returns may have immutable headers.
  const answer = new Response(response.body, response);
  answer.headers.append('Set-Cookie', hint);
  return answer;
}
