/** better-auth's session cookie (cookiePrefix 'quantleap' in features/auth/auth.ts), __Secure- prefixed behind HTTPS. */
export const SESSION_COOKIE_NAME = String.raw`(?:__Secure-)?quantleap\.session_token`;

const IN_COOKIE_HEADER = new RegExp(String.raw`(?:^|;)\s*${SESSION_COOKIE_NAME}=[^;\s]`);

/** Whether a request's Cookie header carries a session cookie (valid or not: only the session read can tell). */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && IN_COOKIE_HEADER.test(cookieHeader);
}
