import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPENSATION_MESSAGES,
  compensationSubmissionSchema,
  currentYear,
  yearRangeMessage,
  type CompensationSubmissionInput,
} from '../../../shared/compensation';
import { compensationEntries, compensationHistogram, rateLimits, user } from '../../db/schema';
import { BrowserSession } from '../../test/browser-session';
import { sessionFor, signedInUser, uniqueEmail } from '../../test/accounts';
import { csrfHeaders, startTestServer, type TestServer } from '../../test/test-server';
import { bumpStatsGeneration } from './histogram';
import { createCompensationEntry, hideCompensationEntry } from './service';

const OPERATOR = `operator-${Date.now()}@example.com`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { compensationRateLimit: 3, adminEmails: [OPERATOR] } });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(compensationEntries);
  await server.database.db.delete(compensationHistogram);
  await server.database.db.delete(rateLimits);
  // The counters were emptied behind the service's back: remembered statistics must not survive that.
  await bumpStatsGeneration(server.database.db);
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON

async function storedCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(compensationEntries);
  return row?.n ?? 0;
}

async function post(body: unknown, headers?: Record<string, string>) {
  const response = await server.fetch('/api/compensation/entries', {
    method: 'POST',
    headers: headers ?? (await csrfHeaders(server)),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function get(path: string) {
  const response = await server.fetch(path);
  return { status: response.status, body: (await response.json()) as Json };
}

const valid = {
  role: 'Quant Researcher',
  level: 'Senior',
  region: 'EMEA',
  baseSalary: 200000,
  bonus: 100000,
  stockValue: 50000,
  notes: 'Hedge fund, London',
  year: 2024,
};

/** Inserts through the service (as the API does), for tests about reading. */
async function seed(entries: Partial<CompensationSubmissionInput>[]) {
  for (const entry of entries) {
    await createCompensationEntry(server.database.db, compensationSubmissionSchema.parse({ ...valid, ...entry }));
  }
}

/** Signs in with a chosen address (the operator's is fixed before the server starts), made on first use. */
async function signIn(email: string) {
  const [existing] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return sessionFor(server, existing.id);
  return (await signedInUser(server, 'Op Erator', { email })).session;
}

describe('POST /api/compensation/entries', () => {
  it('stores the entry with the total computed by the server, whatever the client sends', async () => {
    const { status, body } = await post({ ...valid, totalComp: 1, total_comp: 2 });
    expect(status).toBe(201);
    expect(body.message).toBe('Your compensation data has been recorded anonymously.');
    const [row] = await server.database.db.select().from(compensationEntries);
    expect(row).toMatchObject({ ...valid, totalComp: 350000, isDemo: false, hiddenAt: null });
  });

  it('counts missing bonus and stock as 0, and keeps them missing', async () => {
    await post({ ...valid, bonus: undefined, stockValue: null });
    const [row] = await server.database.db.select().from(compensationEntries);
    expect(row).toMatchObject({ baseSalary: 200000, bonus: null, stockValue: null, totalComp: 200000 });
  });

  it('stores nothing that identifies the sender, even a signed-in one', async () => {
    const email = uniqueEmail();
    const session = await signIn(email);
    const me = await session.request('/api/auth/get-session');
    const userId = me.body.user.id as string;
    const answer = await session.request('/api/compensation/entries', {
      json: valid,
      headers: { ...(await session.csrfHeader()), 'User-Agent': 'Mozilla/5.0 SpecialAgent/1.0' },
    });
    expect(answer.status).toBe(201);
    const [row] = await server.database.db.select().from(compensationEntries);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'id',
        'role',
        'level',
        'region',
        'baseSalary',
        'bonus',
        'stockValue',
        'totalComp',
        'notes',
        'year',
        'isDemo',
        'submittedOn',
        'hiddenAt',
        'hiddenReason',
        'review',
        'reviewNote',
      ].sort(),
    );
    const stored = JSON.stringify(row);
    for (const secret of [userId, email, '127.0.0.1', 'SpecialAgent']) expect(stored).not.toContain(secret);
    // The rate-limit counter does not hold the address either.
    const keys = (await server.database.db.select().from(rateLimits)).map((r) => r.key);
    const compensationKeys = keys.filter((key) => key.startsWith('compensation:'));
    expect(compensationKeys).toHaveLength(1);
    expect(compensationKeys.join()).not.toContain('127.0.0.1');
  });

  it('maps the region codes US and UK to North America and EMEA', async () => {
    await post({ ...valid, region: 'US' });
    await post({ ...valid, region: 'UK' });
    const regions = (await server.database.db.select().from(compensationEntries)).map((r) => r.region).sort();
    expect(regions).toEqual(['EMEA', 'North America']);
  });

  it('keeps markup in notes exactly as typed (it is rendered as text)', async () => {
    await post({ ...valid, notes: '<img src=x onerror=alert(1)> & co' });
    const [row] = await server.database.db.select().from(compensationEntries);
    expect(row?.notes).toBe('<img src=x onerror=alert(1)> & co');
  });

  it('answers every missing required field with the spec message and stores nothing', async () => {
    const { status, body } = await post({});
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toMatchObject({
      role: 'Role is required',
      level: 'Level is required',
      region: 'Region is required',
      baseSalary: 'Base salary is required',
      year: 'Year is required',
    });
    expect(await storedCount()).toBe(0);
  });

  it.each([
    ['an unknown role', { role: 'Astronaut' }, 'role', COMPENSATION_MESSAGES.role],
    ['an empty level', { level: '' }, 'level', COMPENSATION_MESSAGES.level],
    ['an unknown region', { region: 'Mars' }, 'region', COMPENSATION_MESSAGES.region],
    ['an empty base salary', { baseSalary: '' }, 'baseSalary', COMPENSATION_MESSAGES.baseSalary],
    ['a base salary under $1,000', { baseSalary: 999 }, 'baseSalary', COMPENSATION_MESSAGES.baseSalaryRange],
    ['a base salary over $10M', { baseSalary: 10_000_001 }, 'baseSalary', COMPENSATION_MESSAGES.baseSalaryRange],
    ['a negative bonus', { bonus: -1 }, 'bonus', COMPENSATION_MESSAGES.bonusRange],
    ['a bonus over $20M', { bonus: 20_000_001 }, 'bonus', COMPENSATION_MESSAGES.bonusRange],
    ['a stock value over $50M', { stockValue: 50_000_001 }, 'stockValue', COMPENSATION_MESSAGES.stockValueRange],
    ['notes over 1,000 characters', { notes: 'x'.repeat(1001) }, 'notes', COMPENSATION_MESSAGES.notes],
    ['a year before 2020', { year: 2019 }, 'year', yearRangeMessage()],
    ['a year after this one', { year: currentYear() + 1 }, 'year', yearRangeMessage()],
    ['no year', { year: undefined }, 'year', COMPENSATION_MESSAGES.year],
  ])('refuses %s with its message and stores nothing', async (_label, change, field, message) => {
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
    expect(await storedCount()).toBe(0);
  });

  it('accepts exactly the bounds', async () => {
    expect((await post({ ...valid, baseSalary: 1000, bonus: 0, stockValue: 0, year: 2020 })).status).toBe(201);
    expect(
      (await post({ ...valid, baseSalary: 10_000_000, notes: 'x'.repeat(1000), year: currentYear() })).status,
    ).toBe(201);
    expect(await storedCount()).toBe(2);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const { status, body } = await post({ ...valid, website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body.ok).toBe(true);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a post without a CSRF token', async () => {
    const { status, body } = await post(valid, { 'Content-Type': 'application/json' });
    expect(status).toBe(403);
    expect(body.error.code).toBe('CSRF_FAILED');
    expect(await storedCount()).toBe(0);
  });

  it('refuses the fourth entry in an hour from one address (limit 3), and does not count invalid ones', async () => {
    const headers = await csrfHeaders(server);
    for (let i = 0; i < 4; i++) expect((await post({ ...valid, role: 'nope' }, headers)).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await post(valid, headers)).status).toBe(201);
    const blocked = await post(valid, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(await storedCount()).toBe(3);
  });
});

describe('GET /api/compensation/entries', () => {
  beforeEach(() =>
    seed([
      { role: 'Quant Trader', level: 'Junior', region: 'APAC', baseSalary: 120000, bonus: 30000, stockValue: null },
      { role: 'Quant Trader', level: 'Senior', region: 'EMEA', baseSalary: 250000, bonus: 400000, stockValue: 0 },
      { role: 'Quant Developer', level: 'Mid', region: 'EMEA', baseSalary: 180000, bonus: 20000, stockValue: 300000 },
      { role: 'Data Scientist', level: 'Intern', region: 'Remote', baseSalary: 60000, bonus: null, stockValue: null },
    ]),
  );

  it('lists by total compensation, highest first, by default', async () => {
    const { body } = await get('/api/compensation/entries');
    expect(body.entries.map((e: Json) => e.totalComp)).toEqual([650000, 500000, 150000, 60000]);
    expect(body.nextCursor).toBeNull();
  });

  it('filters by role, level and region with equality', async () => {
    const byRole = await get('/api/compensation/entries?role=Quant%20Trader');
    expect(byRole.body.entries.map((e: Json) => e.level)).toEqual(['Senior', 'Junior']);
    const byAll = await get('/api/compensation/entries?role=Quant%20Trader&level=Junior&region=APAC');
    expect(byAll.body.entries).toHaveLength(1);
    const none = await get('/api/compensation/entries?region=South%20America');
    expect(none.body.entries).toEqual([]);
  });

  it('sorts by the chosen column in either direction', async () => {
    const asc = await get('/api/compensation/entries?sort=baseSalary&dir=asc');
    expect(asc.body.entries.map((e: Json) => e.baseSalary)).toEqual([60000, 120000, 180000, 250000]);
    const desc = await get('/api/compensation/entries?sort=bonus&dir=desc');
    expect(desc.body.entries.map((e: Json) => e.bonus)).toEqual([400000, 30000, 20000, null]);
  });

  it('leaves stock or bonus out of the shown total, and sorts by that total', async () => {
    const noStock = await get('/api/compensation/entries?includeStock=false');
    expect(noStock.body.entries.map((e: Json) => e.shownTotal)).toEqual([650000, 200000, 150000, 60000]);
    const noBonus = await get('/api/compensation/entries?includeBonus=false&sort=total&dir=asc');
    expect(noBonus.body.entries.map((e: Json) => e.shownTotal)).toEqual([60000, 120000, 250000, 480000]);
  });

  it('pages with a cursor, without repeats or gaps, ties broken by id', async () => {
    await seed(Array.from({ length: 6 }, () => ({ baseSalary: 100000, bonus: null, stockValue: null })));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/compensation/entries?sort=baseSalary&dir=desc&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const { body } = await get(query);
      seen.push(...body.entries.map((e: Json) => e.id as string));
      cursor = body.nextCursor as string | null;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(10);
  });

  it('answers on every page how many visible entries match the filter, so the pager can say "of N"', async () => {
    const all = await get('/api/compensation/entries?limit=3');
    expect(all.body.total).toBe(4);
    const second = await get(`/api/compensation/entries?limit=3&cursor=${all.body.nextCursor as string}`);
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.total).toBe(4);
    const traders = await get('/api/compensation/entries?role=Quant%20Trader&includeStock=false');
    expect(traders.body.total).toBe(2);
    expect((await get('/api/compensation/entries?region=South%20America')).body.total).toBe(0);

    const [hidden] = await server.database.db
      .select({ id: compensationEntries.id })
      .from(compensationEntries)
      .where(eq(compensationEntries.level, 'Intern'));
    await hideCompensationEntry(server.database.db, hidden!.id, 'test');
    expect((await get('/api/compensation/entries')).body.total).toBe(3);
  });

  it('refuses a bad filter, sort or cursor with 400', async () => {
    for (const query of ['role=CEO', 'sort=notes', 'dir=up', 'limit=500', 'includeStock=maybe', 'cursor=abc']) {
      const { status, body } = await get(`/api/compensation/entries?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a cursor whose value no sort column can hold (beyond integer, negative, fractional) with 400', async () => {
    const id = '0b0a8f6e-4f5e-4d8e-9a3c-2f1e0d9c8b7a';
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify([value, id])).toString('base64url');
    const values = [2 ** 31, Number.MAX_SAFE_INTEGER, -1, -(2 ** 31) - 1, 1.5, '100', null, 1e308];
    for (const value of values) {
      for (const sort of ['total', 'baseSalary', 'year']) {
        const { status, body } = await get(`/api/compensation/entries?sort=${sort}&cursor=${cursorOf(value)}`);
        expect(status, `${sort} after ${String(value)}`).toBe(400);
        expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid cursor' });
      }
    }
    expect((await get(`/api/compensation/entries?cursor=${cursorOf(2 ** 31 - 1)}`)).status).toBe(200);
  });
});

describe('GET /api/compensation/statistics', () => {
  it('answers from memory until the data changes, even when another app process changed it', async () => {
    await seed(Array.from({ length: 5 }, (_, i) => ({ baseSalary: 100000 + i * 1000 })));
    const other = await startTestServer({ database: server.database, config: { compensationRateLimit: 3 } });
    try {
      expect((await get('/api/compensation/statistics')).body.count).toBe(5);
      expect((await get('/api/compensation/statistics')).body.count).toBe(5);
      const viaOther = await other.fetch('/api/compensation/entries', {
        method: 'POST',
        headers: await csrfHeaders(other),
        body: JSON.stringify(valid),
      });
      expect(viaOther.status).toBe(201);
      expect((await get('/api/compensation/statistics')).body.count).toBe(6);
    } finally {
      await other.close();
    }
  });

  it('gives no percentiles and no chart for a group under 5 entries', async () => {
    await seed(Array.from({ length: 4 }, (_, i) => ({ baseSalary: 100000 + i * 1000 })));
    const { body } = await get('/api/compensation/statistics');
    expect(body).toMatchObject({ count: 4, enoughData: false, total: null, base: null, bonus: null, distribution: [] });
    expect(body.medianByLevel.every((l: Json) => l.median === null)).toBe(true);
  });

  it('equals PostgreSQL percentile_cont over the entries for amounts in whole thousands', async () => {
    const amounts = [95, 110, 120, 150, 151, 180, 200, 230, 260, 400, 1250];
    await seed(
      amounts.map((k, i) => ({
        baseSalary: k * 1000,
        bonus: i % 3 === 0 ? null : k * 300,
        stockValue: i % 2 === 0 ? k * 100 : null,
        level: i < 6 ? 'Mid' : 'Senior',
      })),
    );
    const exact = await server.database.db
      .select({
        total: sql<
          number[]
        >`percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by ${compensationEntries.totalComp})`,
        base: sql<
          number[]
        >`percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by ${compensationEntries.baseSalary})`,
        bonus: sql<
          number[]
        >`percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by coalesce(${compensationEntries.bonus}, 0))`,
      })
      .from(compensationEntries);
    const asPercentiles = (values: number[] | undefined) => {
      const [p25, p50, p75, p90] = (values ?? []).map((v) => Math.round(Number(v)));
      return { p25, p50, p75, p90 };
    };
    const { body } = await get('/api/compensation/statistics');
    expect(body.count).toBe(11);
    expect(body.total).toEqual(asPercentiles(exact[0]?.total));
    expect(body.base).toEqual(asPercentiles(exact[0]?.base));
    expect(body.bonus).toEqual(asPercentiles(exact[0]?.bonus));
    const binned = body.distribution.reduce((n: number, bin: Json) => n + (bin.count as number), 0);
    expect(binned).toBe(11);
    const byLevel = Object.fromEntries(body.medianByLevel.map((l: Json) => [l.level, l.median]));
    expect(byLevel).toEqual({
      Intern: null,
      Junior: null,
      Mid: expect.any(Number),
      Senior: expect.any(Number),
      Lead: null,
    });
  });

  it('follows the filter and the stock and bonus switches', async () => {
    await seed(
      Array.from({ length: 5 }, (_, i) => ({ baseSalary: 100000 + i * 10000, bonus: 50000, stockValue: 20000 })),
    );
    await seed(
      Array.from({ length: 5 }, () => ({ role: 'Risk Analyst', baseSalary: 90000, bonus: null, stockValue: null })),
    );
    const all = await get('/api/compensation/statistics?role=Quant%20Researcher');
    expect(all.body.count).toBe(5);
    expect(all.body.total.p50).toBe(190000);
    const noStock = await get('/api/compensation/statistics?role=Quant%20Researcher&includeStock=false');
    expect(noStock.body.total.p50).toBe(170000);
    const noBonus = await get('/api/compensation/statistics?role=Quant%20Researcher&includeBonus=false');
    expect(noBonus.body.total.p50).toBe(140000);
    expect(noBonus.body.bonus).toBeNull();
    const neither = await get(
      '/api/compensation/statistics?role=Quant%20Researcher&includeBonus=false&includeStock=false',
    );
    expect(neither.body.total).toEqual(neither.body.base);
    const risk = await get('/api/compensation/statistics?role=Risk%20Analyst&level=Senior&region=EMEA');
    expect(risk.body).toMatchObject({ count: 5, total: { p25: 90000, p50: 90000, p75: 90000, p90: 90000 } });
  });

  it('refuses an unknown filter value', async () => {
    const { status, body } = await get('/api/compensation/statistics?level=CEO');
    expect(status).toBe(400);
    expect(body.error.fields.level).toBe('Unknown level');
  });
});

describe('POST /api/compensation/entries/:id/hide', () => {
  async function onlyEntryId(): Promise<string> {
    const [row] = await server.database.db.select({ id: compensationEntries.id }).from(compensationEntries);
    return row?.id ?? '';
  }

  it('lets an operator hide an entry: it leaves the list and the statistics, the reason is kept', async () => {
    await seed(Array.from({ length: 5 }, (_, i) => ({ baseSalary: 100000 + i * 1000 })));
    await seed([{ baseSalary: 9_000_000, notes: 'obviously fake' }]);
    const [fake] = await server.database.db
      .select({ id: compensationEntries.id })
      .from(compensationEntries)
      .where(eq(compensationEntries.baseSalary, 9_000_000));
    expect((await get('/api/compensation/statistics')).body.count).toBe(6);

    const operator = await signIn(OPERATOR);
    const answer = await operator.request(`/api/compensation/entries/${fake?.id}/hide`, {
      json: { reason: 'Implausible amount' },
      headers: await operator.csrfHeader(),
    });
    expect(answer.status).toBe(200);

    const list = await get('/api/compensation/entries');
    expect(list.body.entries.map((e: Json) => e.id)).not.toContain(fake?.id);
    const stats = await get('/api/compensation/statistics');
    expect(stats.body.count).toBe(5);
    expect(stats.body.total.p90).toBeLessThan(1_000_000);
    const [row] = await server.database.db
      .select()
      .from(compensationEntries)
      .where(eq(compensationEntries.id, fake?.id ?? ''));
    expect(row?.hiddenReason).toBe('Implausible amount');
    expect(row?.hiddenAt).toBeInstanceOf(Date);

    const again = await operator.request(`/api/compensation/entries/${fake?.id}/hide`, {
      json: { reason: 'Implausible amount' },
      headers: await operator.csrfHeader(),
    });
    expect(again.status).toBe(404);
  });

  it('refuses anyone who is not an operator, and hides nothing', async () => {
    await seed([{}]);
    const id = await onlyEntryId();
    const anonymous = new BrowserSession(server);
    const unauthenticated = await anonymous.request(`/api/compensation/entries/${id}/hide`, {
      json: { reason: 'spam entry' },
      headers: await anonymous.csrfHeader(),
    });
    expect(unauthenticated.status).toBe(401);
    const user = await signIn(uniqueEmail());
    const forbidden = await user.request(`/api/compensation/entries/${id}/hide`, {
      json: { reason: 'spam entry' },
      headers: await user.csrfHeader(),
    });
    expect(forbidden.status).toBe(403);
    const [row] = await server.database.db.select().from(compensationEntries);
    expect(row?.hiddenAt).toBeNull();
  });

  it('asks the operator for a reason', async () => {
    await seed([{}]);
    const id = await onlyEntryId();
    const operator = await signIn(OPERATOR);
    const answer = await operator.request(`/api/compensation/entries/${id}/hide`, {
      json: { reason: '' },
      headers: await operator.csrfHeader(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.reason).toBe('A reason is required');
  });
});

describe('entries held for review', () => {
  /** Ten ordinary entries in the cell of `valid` (Quant Researcher, Senior, EMEA): totals $250k to $259k. */
  const fillCell = () => seed(Array.from({ length: 10 }, (_, i) => ({ baseSalary: 100000 + i * 1000 })));

  async function rowOf(id: string) {
    const [row] = await server.database.db.select().from(compensationEntries).where(eq(compensationEntries.id, id));
    return row;
  }

  async function act(session: BrowserSession, path: string, json?: unknown) {
    return session.request(path, {
      ...(json === undefined ? { method: 'POST' } : { json }),
      headers: await session.csrfHeader(),
    });
  }

  async function heldId(): Promise<string> {
    const [row] = await server.database.db
      .select({ id: compensationEntries.id })
      .from(compensationEntries)
      .where(eq(compensationEntries.review, 'held'));
    return row?.id ?? '';
  }

  it('holds an entry far outside its cell out of the statistics and lists until an operator approves it', async () => {
    await fillCell();
    const submitted = await post({ ...valid, baseSalary: 2_000_000, notes: 'far out' });
    // The sender is told what every sender is told.
    expect(submitted).toEqual({
      status: 201,
      body: { ok: true, message: 'Your compensation data has been recorded anonymously.' },
    });
    const id = await heldId();
    const row = await rowOf(id);
    expect(row).toMatchObject({ review: 'held', totalComp: 2_150_000 });
    expect(row?.hiddenReason).toMatch(/above the cell's upper quartile/);
    // Only the day, like submitted_on: a held entry must not date its sender more precisely than any other.
    expect(row?.hiddenAt?.getUTCHours()).toBe(0);
    expect(row?.hiddenAt?.getUTCMinutes()).toBe(0);
    expect((await get('/api/compensation/statistics')).body.count).toBe(10);
    expect((await get('/api/compensation/entries')).body.entries.map((e: Json) => e.id)).not.toContain(id);

    const operator = await signIn(OPERATOR);
    const queue = await operator.request('/api/compensation/review');
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(queue.body.entries[0]).toMatchObject({
      id,
      held: true,
      totalComp: 2_150_000,
      notes: 'far out',
      cell: { count: 10, p25: 252250, p50: 254500, p75: 256750 },
    });

    expect((await act(operator, `/api/compensation/entries/${id}/approve`)).status).toBe(200);
    expect((await get('/api/compensation/statistics')).body.count).toBe(11);
    expect((await get('/api/compensation/entries')).body.entries[0].id).toBe(id);
    expect(await rowOf(id)).toMatchObject({ review: 'approved', hiddenAt: null, hiddenReason: null });
    expect((await operator.request('/api/compensation/review')).body.total).toBe(0);

    const again = await act(operator, `/api/compensation/entries/${id}/approve`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(COMPENSATION_MESSAGES.heldNotFound);
  });

  it('holds a total above its level’s cap even in an empty cell, and nothing ordinary', async () => {
    await seed([{ level: 'Intern', baseSalary: 900_000, bonus: 200_000, stockValue: null }]);
    await seed([{ level: 'Mid', baseSalary: 400_000 }]);
    const rows = await server.database.db.select().from(compensationEntries);
    const intern = rows.find((r) => r.level === 'Intern');
    expect(intern).toMatchObject({ review: 'held' });
    expect(intern?.hiddenReason).toBe('Total above $1,000,000, the cap for the Intern level');
    expect(rows.find((r) => r.level === 'Mid')).toMatchObject({ review: null, hiddenAt: null });
    expect((await get('/api/compensation/statistics')).body.count).toBe(1);
  });

  it('hides a held entry with a reason, lists it among hidden ones, and shows it again with a reason', async () => {
    await fillCell();
    await post({ ...valid, baseSalary: 3_000_000 });
    const id = await heldId();
    const operator = await signIn(OPERATOR);

    const noReason = await act(operator, `/api/compensation/entries/${id}/hide`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('A reason is required');
    expect(await rowOf(id)).toMatchObject({ review: 'held' });

    expect((await act(operator, `/api/compensation/entries/${id}/hide`, { reason: 'Spam submission' })).status).toBe(
      200,
    );
    expect(await rowOf(id)).toMatchObject({ review: null, hiddenReason: 'Spam submission' });
    expect((await operator.request('/api/compensation/review?queue=held')).body.total).toBe(0);
    const hidden = await operator.request('/api/compensation/review?queue=hidden');
    expect(hidden.body.entries).toEqual([
      expect.objectContaining({
        id,
        held: false,
        reason: 'Spam submission',
        cell: expect.objectContaining({ count: 10 }),
      }),
    ]);
    expect((await get('/api/compensation/statistics')).body.count).toBe(10);

    const blank = await act(operator, `/api/compensation/entries/${id}/unhide`, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.reason).toBe('A reason is required');
    expect((await rowOf(id))?.hiddenAt).toBeInstanceOf(Date);

    const shown = await act(operator, `/api/compensation/entries/${id}/unhide`, { reason: 'Confirmed by the firm' });
    expect(shown.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ hiddenAt: null, reviewNote: 'Confirmed by the firm' });
    expect((await get('/api/compensation/statistics')).body.count).toBe(11);
    expect((await operator.request('/api/compensation/review?queue=hidden')).body.total).toBe(0);

    const again = await act(operator, `/api/compensation/entries/${id}/unhide`, { reason: 'Confirmed by the firm' });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(COMPENSATION_MESSAGES.hiddenNotFound);
  });

  it('refuses a bad id, a visible entry, a held one to unhide and a bad queue, changing nothing', async () => {
    await fillCell();
    await post({ ...valid, baseSalary: 3_000_000 });
    const held = await heldId();
    const [visible] = await server.database.db
      .select({ id: compensationEntries.id })
      .from(compensationEntries)
      .where(sql`${compensationEntries.review} is null`);
    const operator = await signIn(OPERATOR);

    expect((await act(operator, '/api/compensation/entries/not-an-id/approve')).status).toBe(404);
    expect((await act(operator, `/api/compensation/entries/${visible?.id}/approve`)).status).toBe(404);
    expect((await act(operator, `/api/compensation/entries/${visible?.id}/unhide`, { reason: 'why not' })).status).toBe(
      404,
    );
    // Held entries are approved, not shown again: that keeps "approved" on the record.
    expect((await act(operator, `/api/compensation/entries/${held}/unhide`, { reason: 'why not' })).status).toBe(404);
    const badQueue = await operator.request('/api/compensation/review?queue=all');
    expect(badQueue.status).toBe(400);
    expect(badQueue.body.error.fields.queue).toBe('Use held or hidden');
    expect((await operator.request('/api/compensation/review?page=0')).status).toBe(400);

    expect(await rowOf(held)).toMatchObject({ review: 'held' });
    expect(await rowOf(visible?.id ?? '')).toMatchObject({ review: null, hiddenAt: null });
    expect((await get('/api/compensation/statistics')).body.count).toBe(10);
  });

  it('is for operators only: 401 signed out, 403 for anyone else, and nothing changes', async () => {
    await fillCell();
    await post({ ...valid, baseSalary: 3_000_000 });
    const id = await heldId();
    const anonymous = new BrowserSession(server);
    const someone = await signIn(uniqueEmail());
    for (const [session, status] of [
      [anonymous, 401],
      [someone, 403],
    ] as const) {
      expect((await session.request('/api/compensation/review')).status).toBe(status);
      expect((await act(session, `/api/compensation/entries/${id}/approve`)).status).toBe(status);
      expect((await act(session, `/api/compensation/entries/${id}/unhide`, { reason: 'let it in' })).status).toBe(
        status,
      );
    }
    expect(await rowOf(id)).toMatchObject({ review: 'held' });
    expect((await get('/api/compensation/statistics')).body.count).toBe(10);
  });
});
