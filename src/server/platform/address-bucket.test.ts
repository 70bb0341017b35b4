import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('keeps an IPv4 address as it is, and maps IPv4-mapped IPv6 to the same IPv4 bucket', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses of one /64, however they are written', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(addressBucket('2001:0db8:0001:0002:abcd::9')).toBe(bucket);
  });

  it('keeps different /64 networks apart', () => {
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });

  it('leaves a value that is not an address as its own bucket', () => {
    expect(addressBucket('unknown')).toBe('unknown');
    expect(addressBucket('')).toBe('');
  });
});
