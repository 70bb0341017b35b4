import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages';
import { PAY_MESSAGES } from '../../../shared/pay';
import { compensationEntries, conversations } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, firm, OFFER, quant } from './messages-world';

/**
 * Issue 42: a full-time role is paid yearly. A firm's first message may state a yearly salary with an optional
 * bonus, compared with QuantLeap's compensation data for the role, level and region per year.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
  await server.database.db.insert(compensationEntries).values(
    [100_000, 110_000, 120_000, 130_000, 140_000].map((baseSalary) => ({
      role: 'Quant Researcher' as const,
      level: 'Junior' as const,
      region: 'EMEA',
      baseSalary,
      totalComp: baseSalary,
      year: 2026,
    })),
  );
});
afterAll(() => server.close());

const approach = (session: Parameters<typeof call>[0], profileId: string, pay: unknown) =>
  call(session, 'POST', '/api/messages/conversations', {
    as: 'company',
    to: { kind: 'profile', profileId },
    offer: { ...OFFER, pay },
    body: 'We are hiring a full-time volatility researcher.',
  });

describe('a first message with a yearly salary', () => {
  it('carries the salary and bonus, with QuantLeap data per year beside it', async () => {
    const { owner } = await firm(server);
    const q = await quant(server, { name: 'Yara Yearly' });
    const started = await approach(owner.session, q.profileId, {
      period: 'year',
      min: 150_000,
      max: 170_000,
      bonus: 40_000,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const offer = (started.body as Conversation).offer!;
    expect(offer.pay).toEqual({ period: 'year', min: 150_000, max: 170_000, bonus: 40_000 });
    expect(offer.benchmark).toMatchObject({ period: 'year', count: 5, p25: 110_000, median: 120_000, p75: 130_000 });

    const benchmark = await call(
      owner.session,
      'GET',
      '/api/messages/offer-benchmark?role=Quant%20Researcher&level=Junior&region=EMEA',
    );
    expect(benchmark.body.year).toMatchObject({ period: 'year', median: 120_000 });
    expect(benchmark.body.month).toMatchObject({ period: 'month', median: 10_000 });
  });

  it.each([
    [
      'a bonus with monthly pay',
      { period: 'month', min: 9000, max: 11_000, bonus: 5000 },
      'bonus',
      PAY_MESSAGES.bonusYearlyOnly,
    ],
    [
      'a salary above the yearly limit',
      { period: 'year', min: 150_000, max: 2_500_000 },
      'max',
      PAY_MESSAGES.tooHigh('year'),
    ],
    [
      'a monthly amount above the monthly limit',
      { period: 'month', min: 9000, max: 150_000 },
      'max',
      PAY_MESSAGES.tooHigh('month'),
    ],
    [
      'a bonus that is not whole dollars',
      { period: 'year', min: 150_000, max: 170_000, bonus: 10.5 },
      'bonus',
      PAY_MESSAGES.bonus,
    ],
    ['a period that is not one', { period: 'week', min: 1000, max: 2000 }, 'period', PAY_MESSAGES.offerPeriod],
  ])('refuses %s and stores nothing', async (_label, pay, field, message) => {
    const { owner, company } = await firm(server);
    const q = await quant(server);
    const refused = await approach(owner.session, q.profileId, pay);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ [`offer.pay.${field}`]: message });
    expect(
      await server.database.db.select().from(conversations).where(eq(conversations.companyId, company.id)),
    ).toEqual([]);
  });
});
