/**
 * The auth constants the app shell needs (session, sign-out, the signed-in hint, the mailed links' landing places),
 * kept free of zod so the shell's JavaScript does not carry the form schemas of src/shared/auth.ts.
 */

/**
 * Where a sign-in by link (magic link) that still needs the second factor lands: the login page opens on its code
 * step. The query flag is what the page looks for.
 */
export const TWO_FACTOR_STEP_QUERY = { name: 'step', value: 'two-factor' } as const;
export const TWO_FACTOR_STEP_PATH = `/login?${TWO_FACTOR_STEP_QUERY.name}=${TWO_FACTOR_STEP_QUERY.value}`;

/**
 * Where mailed links land. The login page reads `link` to tell which link brought the visitor, and better-auth
 * appends `error=<code>` when the link was refused (used, expired, unknown), so the page can say what happened and
 * offer a new link. A verification link without an error means the address is now verified.
 */
export const MAILED_LINK_QUERY = 'link';
export const VERIFICATION_CALLBACK_PATH = `/login?${MAILED_LINK_QUERY}=verification`;
export const MAGIC_LINK_ERROR_PATH = `/login?${MAILED_LINK_QUERY}=magic-link`;
/** Where the reset page sends a visitor whose reset link no longer works: the Reset tab, to ask for a new one. */
export const RESET_LINK_REFUSED_PATH = `/login?${MAILED_LINK_QUERY}=reset`;

/**
 * Marks server-rendered content that only the app can complete, such as what a mailed invitation link is for (its
 * token rides in the fragment, which the server never sees). On a page that holds it, the boot script starts the
 * app at once instead of on the visitor's first interaction (src/web/boot.ts). Kept here, with the boot script's
 * other constants, so the boot script shares no module with the pages.
 */
export const AWAITS_APP_ATTRIBUTE = 'data-awaits-app';

/**
 * A cookie the server sets beside the httpOnly session cookie, with the same lifetime, and clears with it: pages can
 * then show the signed-in header at first paint, before any script asks the server. It is not a credential (anyone
 * can set it); the app still asks the server who is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'quantleap_signed_in';
/**
 * The attribute the hint script (public/signed-in-hint.js) sets on <html> when the hint cookie is present; the
 * header's CSS then shows Dashboard instead of Sign In. The script is a classic script in <head>: it holds the parser,
 * so no part of <body> paints before it (a module script, like boot.ts, may run after a first paint). It is served
 * as written, so its explanation lives here and it repeats these two names.
 */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';
