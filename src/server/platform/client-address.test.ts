import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, startTestServer, type TestServer } from '../test/test-server';
import { createProxyTrust, isLoopbackAddress, resolveClientAddress } from './client-address';

/** Behind one trusted proxy, the rightmost X-Forwarded-For entry is the client; entries left of it are ignored. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustedProxyHops: 1, contactRateLimit: 1 } });
});
afterAll(() => server.close());

const body = JSON.stringify({ formType: 'newsletter', email: 'reader@example.com' });

async function postFrom(forwardedFor: string): Promise<number> {
  const headers = await csrfHeaders(server, { 'X-Forwarded-For': forwardedFor });
  return (await server.fetch('/api/contact', { method: 'POST', headers, body })).status;
}

describe('client address behind a trusted proxy', () => {
  it('limits each client separately', async () => {
    expect(await postFrom('192.0.2.10')).toBe(201);
    expect(await postFrom('192.0.2.11')).toBe(201);
    expect(await postFrom('192.0.2.10')).toBe(429);
  });

  it('ignores what the client prepends to the header', async () => {
    expect(await postFrom('192.0.2.20')).toBe(201);
    expect(await postFrom('6.6.6.6, 192.0.2.20')).toBe(429);
  });
});

describe('public forms count an IPv6 /64 as one sender', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      database: server.database,
      config: { trustedProxyHops: 1, contactRateLimit: 1, compensationRateLimit: 1 },
    });
  });
  afterAll(() => limited.close());

  const entry = JSON.stringify({
    role: 'Quant Researcher',
    level: 'Senior',
    region: 'EMEA',
    baseSalary: 200000,
    bonus: 100000,
    stockValue: 50000,
    notes: '',
    year: new Date().getFullYear(),
  });
  const postFrom = async (path: string, payload: string, forwardedFor: string) => {
    const headers = await csrfHeaders(limited, { 'X-Forwarded-For': forwardedFor });
    return (await limited.fetch(path, { method: 'POST', headers, body: payload })).status;
  };

  it.each([
    ['/api/contact', body],
    ['/api/compensation/entries', entry],
  ])('%s: a second address in the same /64 is refused, another /64 is not', async (path, payload) => {
    expect(await postFrom(path, payload, '2001:db8:aa:1::1')).toBe(201);
    expect(await postFrom(path, payload, '2001:db8:aa:1:ffff::2')).toBe(429);
    expect(await postFrom(path, payload, '2001:db8:aa:2::1')).toBe(201);
  });
});

describe('client address when the peer is not a trusted proxy', () => {
  // TRUSTED_PROXY=1 but only 10.0.0.0/8 may forward: the test client on 127.0.0.1 is a visitor, not a proxy.
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({
      database: server.database,
      config: { trustedProxyHops: 1, trustedProxyAddresses: ['10.0.0.0/8'], contactRateLimit: 1 },
    });
  });
  afterAll(() => direct.close());

  it('ignores a forged X-Forwarded-For and counts the socket address', async () => {
    const post = async (forwardedFor: string) => {
      const headers = await csrfHeaders(direct, { 'X-Forwarded-For': forwardedFor });
      return (await direct.fetch('/api/contact', { method: 'POST', headers, body })).status;
    };
    expect(await post('192.0.2.30')).toBe(201);
    expect(await post('192.0.2.31')).toBe(429);
  });
});

describe('resolveClientAddress (proxy-addr walk from the socket leftwards)', () => {
  const twoProxies = createProxyTrust({ hops: 2, addresses: ['loopback', '192.0.2.0/24'] });
  const resolve = (socket: string, forwardedFor: string | undefined, proxy = twoProxies) =>
    resolveClientAddress(socket, forwardedFor, proxy).address;

  it('believes exactly the configured number of hops', () => {
    // 127.0.0.1 (proxy 1) was reached by 192.0.2.1 (proxy 2), which was reached by the client 198.51.100.7.
    expect(resolve('127.0.0.1', '198.51.100.7, 192.0.2.1')).toBe('198.51.100.7');
    expect(resolve('127.0.0.1', '6.6.6.6, 198.51.100.7, 192.0.2.1')).toBe('198.51.100.7');
    expect(resolve('127.0.0.1', '192.0.2.9, 192.0.2.8, 192.0.2.1')).toBe('192.0.2.8');
  });

  it('stops at the first address that is not a trusted proxy', () => {
    expect(resolve('127.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('203.0.113.5', '127.0.0.1')).toBe('203.0.113.5');
  });

  it('reads nothing when TRUSTED_PROXY is 0, whatever the peer', () => {
    const none = createProxyTrust({ hops: 0, addresses: ['loopback'] });
    expect(resolve('127.0.0.1', '198.51.100.7', none)).toBe('127.0.0.1');
  });

  it('treats an IPv4-mapped socket address like the IPv4 one', () => {
    expect(resolve('::ffff:127.0.0.1', '198.51.100.7, 192.0.2.1')).toBe('198.51.100.7');
  });

  it('keeps the socket address when there is no header or no Node socket', () => {
    expect(resolve('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', ' , ')).toBe('127.0.0.1');
    expect(resolve('unknown', '198.51.100.7')).toBe('unknown');
  });

  it('says whether a trusted proxy named the client', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', twoProxies).forwardedByTrustedProxy).toBe(true);
    expect(resolveClientAddress('203.0.113.5', '127.0.0.1', twoProxies).forwardedByTrustedProxy).toBe(false);
    expect(resolveClientAddress('127.0.0.1', undefined, twoProxies).forwardedByTrustedProxy).toBe(false);
  });
});

describe('createProxyTrust', () => {
  it.each(['10.0.0.0/33', 'proxy.internal', '2001:db8::/129'])('names the entry it cannot read: %s', (entry) => {
    expect(() => createProxyTrust({ hops: 1, addresses: ['loopback', entry] })).toThrow(`"${entry}"`);
  });
  it('accepts proxy-addr names, addresses, ranges and netmasks', () => {
    const trust = createProxyTrust({
      hops: 1,
      addresses: ['uniquelocal', '203.0.113.7', '2001:db8::/32', '198.51.100.0/255.255.255.0'],
    });
    expect(['10.1.2.3', '203.0.113.7', '2001:db8::1', '198.51.100.9'].map((a) => trust.trusts(a, 0))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(trust.trusts('8.8.8.8', 0)).toBe(false);
    expect(trust.trusts('10.1.2.3', 1)).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['unknown', false],
  ])('%s → %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
