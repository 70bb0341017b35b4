/**
 * A page rendered on the server carries the queries it was rendered with in
 * `<script type="application/json" id="page-state">`, which the browser reads before hydrating. A JSON script is
 * data, never executed, so the Content-Security-Policy (no inline scripts) does not apply to it.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** JSON safe inside a script element: no `</script>`, `<!--` or line separators can end or change it. */
export function serializePageState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
