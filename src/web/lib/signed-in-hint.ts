import { SIGNED_IN_HINT_ATTRIBUTE, SIGNED_IN_HINT_COOKIE } from '../../shared/auth-links';

/**
 * Drops a signed-in hint the server has not cleared: a session cookie that expired or was lost in the browser
 * leaves nothing for the server to answer to, and the stale hint would show the signed-in header on every page.
 */
export function forgetSignedInHint(): void {
  if (!document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))) return;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  document.documentElement.removeAttribute(SIGNED_IN_HINT_ATTRIBUTE);
}
