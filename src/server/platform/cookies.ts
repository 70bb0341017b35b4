/**
 * The `Cookie` header a browser would send after `response`: each Set-Cookie's `name=value`, without its
 * attributes. Lets the server ask "who is signed in after this answer?" the way the next request would.
 */
export function cookieHeaderAfter(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
