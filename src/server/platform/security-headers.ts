import type { MiddlewareHandler } from 'hono';
import { setDefaultHeader } from './response-headers';

/**
 * Spec §9's meta-tag policy, sent as real HTTP headers (meta tags cannot set frame-ancestors).
 * No inline scripts: the prerendered pages load only hashed files from 'self'. Inline styles stay allowed
 * because Radix positions popovers with style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: for the local preview of a chosen avatar before it is uploaded.
  "img-src 'self' data: https: blob:",
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

/**
 * JSON answers are never rendered as documents, so they get the strictest policy (nothing may load, nothing may
 * frame them) and only the headers that mean something for a non-document (OWASP REST Security Cheat Sheet).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

function hstsHeader(options: { https: boolean }): Record<string, string> {
  return options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
}

/** Every header security adds to an /api answer, for answers that are built outside the middleware chain. */
export function apiSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return { ...API_SECURITY_HEADERS, ...hstsHeader(options) };
}

/**
 * Set before the handler runs, so they reach whatever response the handler or error handler builds.
 * (Touching c.res.headers afterwards would force @hono/node-server off its fast path, about 4x slower.)
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const pageHeaders = Object.entries({ ...SECURITY_HEADERS, ...hstsHeader(options) });
  const apiHeaders = Object.entries(apiSecurityHeaders(options));
  return async (c, next) => {
    const headers = c.req.path.startsWith('/api/') ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) setDefaultHeader(c, name, value);
    await next();
  };
}
