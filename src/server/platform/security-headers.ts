import type { MiddlewareHandler } from 'hono';

/**
 * Spec §9's meta-tag policy, sent as real HTTP headers (meta tags cannot set frame-ancestors).
 * No inline scripts: the prerendered pages load only hashed files from 'self'. Inline styles stay allowed
 * because Radix positions popovers with style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (options.https) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
