import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import proxyaddr from 'proxy-addr';

/**
 * Which peers may tell us who the client is. Built once from TRUSTED_PROXY (how many proxies) and
 * TRUSTED_PROXY_ADDRESSES (which addresses they have), and handed to every route that needs a client address.
 */
export interface ProxyTrust {
  /** How many proxies in front (TRUSTED_PROXY); 0 means forwarding headers are never read. */
  readonly hops: number;
  /** Whether `address`, met `hop` steps from the socket (0 = the socket peer itself), is one of our proxies. */
  readonly trusts: (address: string, hop: number) => boolean;
}

/** The headers a proxy adds to say whom it forwards for. Any of them means the socket peer is not the client. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Compiles the trust list with proxy-addr (addresses, CIDR ranges, netmasks and the names `loopback`, `linklocal`,
 * `uniquelocal`). Throws an Error naming the entry it cannot read, so a wrong setting stops the server at start.
 */
export function createProxyTrust(options: { hops: number; addresses: readonly string[] }): ProxyTrust {
  const { hops } = options;
  if (options.addresses.length === 0) throw new Error('list at least one proxy address, e.g. loopback');
  for (const entry of options.addresses) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(`"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`);
    }
  }
  const isProxyAddress = proxyaddr.compile([...options.addresses]);
  return { hops, trusts: (address, hop) => hop < hops && isProxyAddress(address, hop) };
}

const isLoopback = proxyaddr.compile('loopback');

/** 127.0.0.0/8 and ::1, IPv4-mapped forms included; anything that is not an address is not loopback. */
export function isLoopbackAddress(address: string): boolean {
  return isLoopback(address, 0);
}

/** The socket peer, or 'unknown' outside a Node socket (e.g. app.request() in a script: such callers share a bucket). */
export function getSocketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function hasForwardingHeaders(c: Context): boolean {
  return FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
}

export interface ResolvedClient {
  address: string;
  /** True when a trusted proxy sent the request and named the client in X-Forwarded-For. */
  forwardedByTrustedProxy: boolean;
}

/**
 * proxy-addr's walk: start at the socket peer and step right-to-left through X-Forwarded-For while the address we
 * stand on is a trusted proxy (and at most `hops` times). Entries further left are whatever the client sent, so a
 * forged header cannot change the answer, and a header from a peer that is not our proxy is not read at all.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  proxy: ProxyTrust,
): ResolvedClient {
  const chain = [
    socketAddress,
    ...(forwardedFor ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .reverse(),
  ];
  let hop = 0;
  while (hop < chain.length - 1 && proxy.trusts(chain[hop] ?? '', hop)) hop += 1;
  return { address: chain[hop] ?? socketAddress, forwardedByTrustedProxy: hop > 0 };
}

/** The address a request came from, as far as the configured proxies vouch for it. The one answer the app uses. */
export function getClientAddress(c: Context, proxy: ProxyTrust): string {
  return resolveClient(c, proxy).address;
}

export function resolveClient(c: Context, proxy: ProxyTrust): ResolvedClient {
  return resolveClientAddress(getSocketAddress(c), c.req.header('x-forwarded-for'), proxy);
}
