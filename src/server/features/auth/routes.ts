import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { getClientAddress, type ProxyTrust } from '../../platform/client-address';
import { forwardedRequest } from '../../platform/forwarded-request';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth';
import { enforceSingleUseTotp, revokeOtherSessionsAfterTwoFactorChange } from './one-time-codes';
import { withSignedInHint } from './signed-in-hint';

/**
 * Hands /api/auth/* to better-auth. better-auth reads the caller's address from a header (it never sees the
 * socket), so the header is always overwritten here with the address our own rules trust (TRUSTED_PROXY and
 * TRUSTED_PROXY_ADDRESSES): a forged X-Forwarded-For cannot reset a sign-in rate limit.
 * Every answer carries the signed-in hint cookie in step with the session cookie (signed-in-hint.ts).
 */
export function authRoutes(auth: Auth, options: { db: Db; proxy: ProxyTrust }) {
  const answer = async (c: Context<AppEnv>): Promise<Response> => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, getClientAddress(c, options.proxy));
    if (c.req.method === 'POST' && c.req.path === '/api/auth/two-factor/verify-totp') {
      let code = '';
      try {
        code = String((JSON.parse(await c.req.text()) as { code?: unknown }).code ?? '');
      } catch {
        // Not JSON: better-auth answers it with its own 400 below.
      }
      const request = await forwardedRequest(c, headers);
      // With a session already open this confirms enrolment (a two-factor change); without, it is a sign-in.
      const enrolling = !!(await auth.api.getSession({ headers }));
      const answer = await enforceSingleUseTotp(options.db, auth, request, await auth.handler(request.clone()), code);
      return enrolling ? revokeOtherSessionsAfterTwoFactorChange(options.db, auth, request, answer) : answer;
    }
    if (c.req.method === 'POST' && c.req.path === '/api/auth/two-factor/disable') {
      const request = await forwardedRequest(c, headers);
      return revokeOtherSessionsAfterTwoFactorChange(options.db, auth, request, await auth.handler(request.clone()));
    }
    return auth.handler(await forwardedRequest(c, headers));
  };
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) =>
    withSignedInHint(await inOurEnvelope(await answer(c), c.var.requestId)),
  );
}

/** The code of an error better-auth answered without one (its rate limiter's 429, for one). */
const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
};

/**
 * better-auth answers its errors as `{message, code}`; the browser gets the API's one envelope instead,
 * `{error: {code, message, requestId}}`, with better-auth's own code and message (issue 12). Successes, redirects
 * (a bad link lands on its page with `?error=`) and other error answers without a JSON body pass as they are.
 */
async function inOurEnvelope(response: Response, requestId: string): Promise<Response> {
  if (response.status < 400) return response;
  // better-auth's router answers a path it does not know with an empty 404: the same answer as the rest of /api.
  if (response.status === 404 && response.body === null) {
    return envelopeAnswer(response, { code: 'NOT_FOUND', message: 'No such API endpoint.', requestId });
  }
  if (!response.headers.get('Content-Type')?.startsWith('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== 'object' || body === null || 'error' in body) return response;
  const { code, message } = body as { code?: unknown; message?: unknown };
  return envelopeAnswer(response, {
    code: typeof code === 'string' && code ? code : (CODE_BY_STATUS[response.status] ?? 'AUTH_FAILED'),
    message: typeof message === 'string' && message ? message : 'An error occurred during authentication.',
    requestId,
  });
}

/** better-auth's answer with its body replaced by the envelope; status and headers (cookies) kept. */
function envelopeAnswer(response: Response, error: { code: string; message: string; requestId: string }): Response {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify({ error }), { status: response.status, statusText: response.statusText, headers });
}
