import ipaddr from 'ipaddr.js';

/** An IPv6 subscriber usually gets a whole /64: counting its single addresses would give it 2^64 rate-limit buckets. */
const IPV6_BUCKET_PREFIX = 64;

/**
 * The rate-limit bucket of a client address: IPv4 (and IPv4-mapped IPv6, the same host) stays as it is, IPv6 becomes
 * its /64 network ("2001:db8:1:2::/64"). Anything that is not an address (e.g. "unknown") is its own bucket, so a
 * caller never has to special-case it.
 */
export function addressBucket(address: string): string {
  const trimmed = address.trim();
  if (!ipaddr.isValid(trimmed)) return trimmed;
  const parsed = ipaddr.process(trimmed);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_BUCKET_PREFIX}`);
  return `${network.toString()}/${IPV6_BUCKET_PREFIX}`;
}
