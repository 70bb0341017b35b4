/* global document */
// Runs before the first paint: a classic script in <head> holds the parser, so no part of <body> can paint before
// it (a module script, like boot.ts, may run after a first paint). When the signed-in hint cookie is present it
// marks <html>, and the header's CSS shows Dashboard instead of Sign In. The cookie and attribute names are
// SIGNED_IN_HINT_COOKIE and SIGNED_IN_HINT_ATTRIBUTE in src/shared/auth.ts; the server keeps the cookie in step
// with the session (src/server/features/auth/signed-in-hint.ts). It is a hint, not a credential.
if (/(?:^|;\s*)quantleap_signed_in=1(?:;|$)/.test(document.cookie)) {
  document.documentElement.setAttribute('data-signed-in', '');
}
