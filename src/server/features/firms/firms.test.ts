import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_CATEGORIES } from '../../../shared/firms';
import type { FirmsList, FirmsPage } from '../../../shared/contracts/firms';
import { eq } from 'drizzle-orm';
import { competitions, firms, interviewQuestions } from '../../db/schema';
import { COMPETITIONS } from '../../db/seed/competitions';
import { FIRMS } from '../../db/seed/firms';
import { INTERVIEW_QUESTIONS } from '../../db/seed/interview-questions';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { startTestServer, type TestServer } from '../../test/test-server';
import pino from 'pino';
import { gunzipSync } from 'node:zlib';

type FirmsBody = FirmsPage;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());

async function getFirms(query = ''): Promise<{ status: number; body: FirmsBody }> {
  const response = await server.fetch(`/api/firms${query}`);
  return { status: response.status, body: (await response.json()) as FirmsBody };
}

describe('GET /api/firms', () => {
  it('lists the seeded firms, sorted by name, with their categories and the last-updated note', async () => {
    const { status, body } = await getFirms('?pageSize=100');
    expect(status).toBe(200);
    expect(body.total).toBe(FIRMS.length);
    expect(body.firms).toHaveLength(100);
    expect(body.lastUpdated).toBe('May 2025');
    const names = body.firms.map((f) => f.name);
    const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    expect(names).toEqual([...names].sort(byLowerCase));
    expect(body.categories.length).toBeGreaterThan(1);
    for (const category of body.categories) expect(FIRM_CATEGORIES).toContain(category);
  });

  it('searches name and description case-insensitively', async () => {
    const { body } = await getFirms('?q=JANE%20street');
    expect(body.firms.map((f) => f.name)).toContain('Jane Street');
    for (const firm of body.firms) expect(`${firm.name} ${firm.description}`.toLowerCase()).toContain('jane street');
  });

  it('filters by exact category', async () => {
    const { body } = await getFirms('?category=Bank');
    expect(body.firms.length).toBeGreaterThan(0);
    expect(body.firms.every((f) => f.category === 'Bank')).toBe(true);
  });

  it('answers an empty list for a search that matches nothing', async () => {
    const { status, body } = await getFirms('?q=zzzz-no-such-firm');
    expect(status).toBe(200);
    expect(body.firms).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('refuses an unknown category with a clear message', async () => {
    const { status, body } = await getFirms('?category=Casino');
    expect(status).toBe(400);
    expect((body as unknown as { error: { fields: Record<string, string> } }).error.fields.category).toBe(
      'Unknown category',
    );
  });

  it('refuses an over-long search text', async () => {
    const { status } = await getFirms(`?q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
  });
});

describe('GET /api/firms/all (the whole list the firms page filters in the browser)', () => {
  it('answers every seeded firm at once, sorted by name, with the categories present and the last-updated note', async () => {
    const response = await server.fetch('/api/firms/all');
    expect(response.status).toBe(200);
    const body = (await response.json()) as FirmsList;
    expect(body.firms).toHaveLength(FIRMS.length);
    expect(new Set(body.firms.map((f) => f.name))).toEqual(new Set(FIRMS.map((f) => f.name)));
    const { body: paged } = await getFirms('?pageSize=100');
    expect(body.firms.slice(0, 100)).toEqual(paged.firms);
    expect(body.categories).toEqual(FIRM_CATEGORIES.filter((c) => FIRMS.some((f) => f.category === c)));
    expect(body.lastUpdated).toBe('May 2025');
    expect(Object.keys(body).sort()).toEqual(['categories', 'firms', 'lastUpdated']);
  });

  it('is cached like the rest of the reference data, and compressed', async () => {
    const response = await server.fetch('/api/firms/all', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('reference data sync', () => {
  it('restores every column of a changed row and removes rows the seed no longer has', async () => {
    const db = server.database.db;
    const [firm] = FIRMS;
    const question = INTERVIEW_QUESTIONS[0]!;
    await db
      .update(firms)
      .set({ description: 'tampered', url: 'https://tampered.example' })
      .where(eq(firms.name, firm!.name));
    await db
      .update(competitions)
      .set({ perks: 'tampered', categories: [] })
      .where(eq(competitions.slug, COMPETITIONS[0]!.slug));
    await db
      .update(interviewQuestions)
      .set({ solution: 'tampered', position: 999 })
      .where(eq(interviewQuestions.slug, question.slug));
    await db
      .insert(firms)
      .values({ name: 'Not In The Seed', url: 'https://x.example', category: 'Bank', description: 'gone soon' });

    await syncReferenceData(db);

    const [restoredFirm] = await db.select().from(firms).where(eq(firms.name, firm!.name));
    expect(restoredFirm).toMatchObject({ description: firm!.description, url: firm!.url });
    const [restoredCompetition] = await db
      .select()
      .from(competitions)
      .where(eq(competitions.slug, COMPETITIONS[0]!.slug));
    expect(restoredCompetition).toMatchObject({
      perks: COMPETITIONS[0]!.perks,
      categories: COMPETITIONS[0]!.categories,
    });
    const [restoredQuestion] = await db
      .select()
      .from(interviewQuestions)
      .where(eq(interviewQuestions.slug, question.slug));
    expect(restoredQuestion).toMatchObject({ solution: question.solution, position: 1 });
    expect(await db.select().from(firms).where(eq(firms.name, 'Not In The Seed'))).toEqual([]);
  });

  it('is idempotent: running it again changes nothing', async () => {
    await syncReferenceData(server.database.db);
    await syncReferenceData(server.database.db);
    const { body } = await getFirms();
    expect(body.total).toBe(FIRMS.length);
  });
});

describe('transport', () => {
  it('compresses the answer for a client that accepts gzip, and not otherwise', async () => {
    const zipped = await server.fetch('/api/firms', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(((await zipped.json()) as FirmsBody).firms).toHaveLength(25);
    expect((await server.raw('/api/firms')).headers['content-encoding']).toBeUndefined();
  });

  it('lets browsers cache the reference list for five minutes', async () => {
    const response = await server.fetch('/api/firms');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers the same invalid query with 400 every time (errors are never cached)', async () => {
    expect((await server.fetch('/api/firms?page=0')).status).toBe(400);
    expect((await server.fetch('/api/firms?page=0')).status).toBe(400);
  });
});

describe('pagination', () => {
  it('answers 25 firms per page by default, with the page count', async () => {
    const { body } = await getFirms();
    expect(body.firms).toHaveLength(25);
    expect(body.pageSize).toBe(25);
    expect(body.page).toBe(1);
    expect(body.pageCount).toBe(Math.ceil(FIRMS.length / 25));
  });

  it('walks every firm exactly once across the pages', async () => {
    const seen: string[] = [];
    const { body: first } = await getFirms('?pageSize=40');
    for (let page = 1; page <= first.pageCount; page++) {
      const { body } = await getFirms(`?pageSize=40&page=${page}`);
      seen.push(...body.firms.map((f) => f.name));
    }
    expect(seen).toHaveLength(FIRMS.length);
    expect(new Set(seen).size).toBe(FIRMS.length);
  });

  it('answers an empty page past the end', async () => {
    const { status, body } = await getFirms('?page=999');
    expect(status).toBe(200);
    expect(body.firms).toEqual([]);
  });

  it.each(['page=0', 'page=-1', 'page=1.5', 'page=abc', 'pageSize=0', 'pageSize=101', 'pageSize=x'])(
    'refuses %s with a 400 naming the field',
    async (query) => {
      const response = await server.fetch(`/api/firms?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual([query.split('=')[0]]);
    },
  );
});

describe('shared answers (replayed before the middleware chain)', () => {
  // A debug-level access log tells which path answered: the chain logs 'request', the shared answers add shared.
  const lines: { msg: string; path?: string; shared?: boolean; status?: number }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let logged: TestServer;
  beforeAll(async () => {
    logged = await startTestServer({ database: server.database, logger });
  });
  afterAll(() => logged.close());

  const VOLATILE = new Set(['x-request-id', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
  const stable = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));
  /** Which path answered the latest request (requests here run one at a time). */
  const answeredFrom = () => {
    const line = lines.findLast((l) => l.msg === 'request');
    return line?.path !== '/api/firms' ? 'nothing logged' : line.shared ? 'shared' : 'chain';
  };

  it.each([
    ['identity', {}, (body: Buffer) => body],
    ['gzip', { 'Accept-Encoding': 'gzip' }, (body: Buffer) => gunzipSync(body)],
  ])(
    'answers a repeated %s request from the shared answers with the same headers and body',
    async (_, headers, decode) => {
      const path = `/api/firms?pageSize=30&q=${encodeURIComponent(Object.keys(headers).length ? 'a' : 'e')}`;
      const first = await logged.raw(path, headers);
      expect(answeredFrom()).toBe('chain');
      const second = await logged.raw(path, headers);
      expect(answeredFrom()).toBe('shared');
      expect(second.status).toBe(200);
      expect(stable(second.headers)).toEqual(stable(first.headers));
      expect(decode(second.body).toString()).toBe(decode(first.body).toString());
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    },
  );

  it('adds HSTS on both paths when the server is served over https', async () => {
    const secure = await startTestServer({
      database: server.database,
      config: { publicUrl: 'https://quantleap.example' },
    });
    try {
      const first = await secure.fetch('/api/firms?page=2');
      const second = await secure.fetch('/api/firms?page=2');
      for (const response of [first, second])
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('never keeps an error: a repeated bad query goes through the chain again', async () => {
    expect((await logged.raw('/api/firms?category=Casino')).status).toBe(400);
    expect((await logged.raw('/api/firms?category=Casino')).status).toBe(400);
    expect(answeredFrom()).toBe('chain');
  });
});
