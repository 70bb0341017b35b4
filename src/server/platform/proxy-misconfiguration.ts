import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { getSocketAddress, hasForwardingHeaders, isLoopbackAddress, type ProxyTrust } from './client-address';

export const UNTRUSTED_LOCAL_PROXY_WARNING =
  'A request arrived from this machine with a forwarding header (X-Forwarded-For, Forwarded or X-Real-IP), but ' +
  'forwarding headers from this peer are not trusted: a reverse proxy on this host makes every visitor share ' +
  'one client address, so one rate-limit bucket. Set TRUSTED_PROXY to the number of proxies in front, and ' +
  'TRUSTED_PROXY_ADDRESSES to their addresses (default loopback).';

/**
 * Warns once per app (one process) when a reverse proxy on this host forwards to a server that does not trust
 * it. Only loopback peers count: a visitor on the internet may send any header, but a local proxy is the operator's
 * own. After the warning every request costs one boolean check.
 */
export function warnAboutUntrustedLocalProxy(proxy: ProxyTrust): MiddlewareHandler<AppEnv> {
  let warned = false;
  return async (c, next) => {
    if (!warned && hasForwardingHeaders(c)) {
      const peer = getSocketAddress(c);
      if (isLoopbackAddress(peer) && !proxy.trusts(peer, 0)) {
        warned = true;
        c.var.logger.warn(
          { trustedProxy: proxy.hops, peer, requestId: c.var.requestId },
          UNTRUSTED_LOCAL_PROXY_WARNING,
        );
      }
    }
    await next();
  };
}
