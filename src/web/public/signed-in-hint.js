/* global document */
// Served as written: see SIGNED_IN_HINT_ATTRIBUTE in src/shared/auth-links.ts.
if (/(?:^|;\s*)quantleap_signed_in=1(?:;|$)/.test(document.cookie)) {
  document.documentElement.setAttribute('data-signed-in', '');
}
