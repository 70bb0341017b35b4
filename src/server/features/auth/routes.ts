import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getClientAddress } from '../../platform/client-address';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth';

/**
 * Hands /api/auth/* to better-auth. better-auth reads the caller's address from a header (it never sees the
 * socket), so the header is always overwritten here with the address our own rules trust (TRUSTED_PROXY):
 * a forged X-Forwarded-For cannot reset a sign-in rate limit.
 */
export function authRoutes(auth: Auth, options: { trustedProxyHops: number }) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, getClientAddress(c, options.trustedProxyHops));
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}
