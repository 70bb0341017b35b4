import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Sign-up budgets, made small here: 2 sign-ups per address and hour without a challenge (hard cap 8), and on a
 * second server 2 per hour from everyone (hard cap 8). The servers trust one proxy hop, so X-Forwarded-For is the
 * client address.
 */
let perAddress: TestServer;
let global: TestServer;
beforeAll(async () => {
  [perAddress, global] = await Promise.all([
    startTestServer({ config: { trustedProxyHops: 1, signUpRateLimit: 2, signUpGlobalRateLimit: 1000 } }),
    startTestServer({ config: { trustedProxyHops: 1, signUpRateLimit: 1000, signUpGlobalRateLimit: 2 } }),
  ]);
});
afterAll(() => Promise.all([perAddress.close(), global.close()]));

const signUp = (server: TestServer, address: string, altcha?: string) =>
  new BrowserSession(server, { 'X-Forwarded-For': address }).request('/api/auth/sign-up/email', {
    json: {
      name: 'Ada Lovelace',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      callbackURL: '/login',
      ...(altcha === undefined ? {} : { altcha }),
    },
  });

/** What the widget does: fetch a challenge, find the counter, send base64 of {challenge, solution}. */
async function solvedPayload(server: TestServer) {
  const response = await server.fetch('/api/auth-challenge');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  return {
    valid: encode({ challenge, solution }),
    forged: encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
  };
}

async function setCount(server: TestServer, key: string, count: number) {
  await server.database.db.update(rateLimits).set({ count }).where(eq(rateLimits.key, key));
}

describe('sign-up admission per address', () => {
  it('asks for a challenge past the normal budget; a solved one passes once, a forged one never', async () => {
    const address = '198.51.100.20';
    expect((await signUp(perAddress, address)).status).toBe(200);
    expect((await signUp(perAddress, address)).status).toBe(200);

    const asked = await signUp(perAddress, address);
    expect(asked.status).toBe(428);
    expect(asked.body.error.code).toBe('CHALLENGE_REQUIRED');

    const { valid, forged } = await solvedPayload(perAddress);
    const refusedForgery = await signUp(perAddress, address, forged);
    expect(refusedForgery.status).toBe(403);
    expect(refusedForgery.body.error.code).toBe('CHALLENGE_FAILED');
    expect((await signUp(perAddress, address, 'bm90IGpzb24=')).status).toBe(403);

    expect((await signUp(perAddress, address, valid)).status).toBe(200);
    const replay = await signUp(perAddress, address, valid);
    expect(replay.status).toBe(403);
    expect(replay.body.error.code).toBe('CHALLENGE_FAILED');
  }, 60_000);

  it('refuses with 429 past the hard cap, whatever the request carries', async () => {
    const address = '198.51.100.30';
    expect((await signUp(perAddress, address)).status).toBe(200);
    await setCount(perAddress, `sign-up:${address}`, 8);
    const refused = await signUp(perAddress, address, 'anything');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });

  it('counts IPv6 addresses of one /64 together, and another /64 apart', async () => {
    expect((await signUp(perAddress, '2001:db8:5:6::1')).status).toBe(200);
    expect((await signUp(perAddress, '2001:db8:5:6:ffff::2')).status).toBe(200);
    expect((await signUp(perAddress, '2001:db8:5:6::3')).status).toBe(428);
    expect((await signUp(perAddress, '2001:db8:5:7::1')).status).toBe(200);
  });
});

describe('sign-up admission for everyone together', () => {
  it('asks every address for a challenge past the global budget, and refuses all past the global cap', async () => {
    expect((await signUp(global, '203.0.113.1')).status).toBe(200);
    expect((await signUp(global, '203.0.113.2')).status).toBe(200);
    expect((await signUp(global, '203.0.113.3')).body.error.code).toBe('CHALLENGE_REQUIRED');

    await setCount(global, 'sign-up:all', 8);
    const refused = await signUp(global, '203.0.113.4', 'anything');
    expect(refused.status).toBe(429);
  });
});
