/**
 * Marks server-rendered content that only the app can complete, such as what an invitation link is for (its token
 * rides in the fragment, which the server never sees). On a page that holds it, the boot script starts the app at
 * once instead of on the visitor's first interaction (src/web/boot.ts).
 */
export const AWAITS_APP_ATTRIBUTE = 'data-awaits-app';
