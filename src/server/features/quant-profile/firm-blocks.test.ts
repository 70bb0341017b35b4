import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES } from '../../../shared/quant-profile';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { firms, quantFirmBlocks } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createCompany, createQuantProfile } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let janeStreetId: number;
beforeAll(async () => {
  server = await startTestServer();
  await syncReferenceData(server.database.db);
  const [firm] = await server.database.db.select({ id: firms.id }).from(firms).where(eq(firms.name, 'Jane Street'));
  janeStreetId = firm!.id;
});
afterAll(() => server.close());

/** A word no other test of this file uses, so each test's companies are its own. */
const uniqueWord = () => `z${randomUUID().slice(0, 7)}`;

async function block(session: BrowserSession, body: unknown) {
  return session.request('/api/quant-profile/blocks', { json: body, headers: await session.csrfHeader() });
}

async function unblock(session: BrowserSession, id: string) {
  return session.request(`/api/quant-profile/blocks/${id}`, { method: 'DELETE', headers: await session.csrfHeader() });
}

const search = (session: BrowserSession, q: string) =>
  session.request(`/api/quant-profile/block-candidates?q=${encodeURIComponent(q)}`);

const blocksOf = (userId: string) =>
  server.database.db.select().from(quantFirmBlocks).where(eq(quantFirmBlocks.userId, userId));

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/quant-profile/blocks'],
    ['GET', '/api/quant-profile/block-candidates?q=jane'],
    ['POST', '/api/quant-profile/blocks'],
    ['DELETE', `/api/quant-profile/blocks/${randomUUID()}`],
  ])('%s %s answers 401', async (method, path) => {
    const anonymous = new BrowserSession(server);
    const headers = method === 'GET' ? {} : await anonymous.csrfHeader();
    const body = method === 'POST' ? { kind: 'firm', id: janeStreetId } : undefined;
    expect((await anonymous.request(path, { method, headers, json: body })).status).toBe(401);
  });
});

describe('GET /api/quant-profile/block-candidates', () => {
  it('finds verified companies and reference firms by part of the name, in any case', async () => {
    const word = uniqueWord();
    const company = await createCompany(server.database.db, { name: `Orbit ${word} Capital` });
    await createCompany(server.database.db, { name: `Orbit ${word} Pending`, verification: 'pending' });
    const { session } = await signedInUser(server);

    const found = await search(session, word.toUpperCase());
    expect(found.status).toBe(200);
    // The unverified company is not offered.
    expect(found.body.candidates).toEqual([
      { kind: 'company', id: company.id, name: company.name, domain: company.domain },
    ]);

    const firm = await search(session, 'jane str');
    expect(firm.body.candidates).toContainEqual({
      kind: 'firm',
      id: String(janeStreetId),
      name: 'Jane Street',
      domain: 'janestreet.com',
    });
  });

  it('answers at most 10, names that start with the text first', async () => {
    const { session } = await signedInUser(server);
    const { candidates } = (await search(session, 'capital')).body;
    expect(candidates).toHaveLength(10);
    expect(candidates[0].name).toBe('Capital Fund Management (CFM)');
  });

  it('lists a company and the reference firm at its domain once, and leaves out what is blocked', async () => {
    const word = uniqueWord();
    const company = await createCompany(server.database.db, { name: `Man Group ${word}`, domain: 'man.com' });
    const [manGroup] = await server.database.db.select({ id: firms.id }).from(firms).where(eq(firms.name, 'Man Group'));
    const { session } = await signedInUser(server);
    // The company at the firm's domain stands for both.
    expect((await search(session, 'man group')).body.candidates).toEqual([
      { kind: 'company', id: company.id, name: company.name, domain: 'man.com' },
    ]);
    // Blocking the firm covers its domain, so the company too.
    await block(session, { kind: 'firm', id: manGroup!.id });
    expect((await search(session, 'man group')).body.candidates).toEqual([]);
    expect((await search(session, word)).body.candidates).toEqual([]);
  });

  it.each([
    ['one letter', 'j', 'Type at least 2 letters of a firm name'],
    ['two spaces around a letter', ' j ', 'Type at least 2 letters of a firm name'],
    ['101 characters', 'a'.repeat(101), 'Firm name must be at most 100 characters'],
  ])('refuses %s', async (_label, q, message) => {
    const { session } = await signedInUser(server);
    const response = await search(session, q);
    expect(response.status).toBe(400);
    expect(response.body.error.fields.q).toBe(message);
  });

  it('refuses a search without text', async () => {
    const { session } = await signedInUser(server);
    const response = await session.request('/api/quant-profile/block-candidates');
    expect(response.status).toBe(400);
    expect(response.body.error.fields.q).toBe('Type part of a firm name');
  });
});

describe('POST /api/quant-profile/blocks', () => {
  it('hides from a company or a firm, with its name and domain, and blocking twice changes nothing', async () => {
    const company = await createCompany(server.database.db, { name: `Harbour ${uniqueWord()}` });
    const { session, userId } = await signedInUser(server);

    const first = await block(session, { kind: 'company', id: company.id });
    expect(first.status).toBe(200);
    expect(first.body.blocks).toEqual([
      {
        id: expect.any(String),
        kind: 'company',
        name: company.name,
        domain: company.domain,
        createdAt: expect.any(String),
      },
    ]);
    // The id as the search answers it (text) is accepted for a firm.
    const second = await block(session, { kind: 'firm', id: String(janeStreetId) });
    expect(second.body.blocks).toContainEqual(
      expect.objectContaining({ kind: 'firm', name: 'Jane Street', domain: 'janestreet.com' }),
    );
    expect((await block(session, { kind: 'firm', id: janeStreetId })).status).toBe(200);
    expect((await block(session, { kind: 'company', id: company.id })).status).toBe(200);
    expect(await blocksOf(userId)).toHaveLength(2);
    expect((await session.request('/api/quant-profile/blocks')).body.blocks).toHaveLength(2);
  });

  it.each([
    ['an unknown company', () => ({ kind: 'company', id: randomUUID() }), 404, BLOCK_MESSAGES.noCompany],
    ['an unknown firm', () => ({ kind: 'firm', id: 999_999 }), 404, BLOCK_MESSAGES.noFirm],
    ['a malformed company id', () => ({ kind: 'company', id: 'jane-street' }), 400, BLOCK_MESSAGES.noCompany],
    ['a firm id that is not a number', () => ({ kind: 'firm', id: true }), 400, BLOCK_MESSAGES.noFirm],
    ['a firm id past the column', () => ({ kind: 'firm', id: 99_999_999_999 }), 400, BLOCK_MESSAGES.noFirm],
    ['a bad kind', () => ({ kind: 'person', id: janeStreetId }), 400, BLOCK_MESSAGES.pick],
    ['no kind', () => ({ id: janeStreetId }), 400, BLOCK_MESSAGES.pick],
  ])('refuses %s and writes nothing', async (_label, body, status, message) => {
    const { session, userId } = await signedInUser(server);
    const response = await block(session, body());
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(await blocksOf(userId)).toEqual([]);
  });

  it('refuses an unverified company as unknown', async () => {
    const pending = await createCompany(server.database.db, { name: `Tide ${uniqueWord()}`, verification: 'pending' });
    const { session, userId } = await signedInUser(server);
    const response = await block(session, { kind: 'company', id: pending.id });
    expect(response.status).toBe(404);
    expect(await blocksOf(userId)).toEqual([]);
  });

  it('needs the CSRF token', async () => {
    const { session, userId } = await signedInUser(server);
    const response = await session.request('/api/quant-profile/blocks', { json: { kind: 'firm', id: janeStreetId } });
    expect(response.status).toBe(403);
    expect(await blocksOf(userId)).toEqual([]);
  });
});

describe('DELETE /api/quant-profile/blocks/{id}', () => {
  it('removes only the caller’s own block; another quant cannot see or remove it', async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const { blocks } = (await block(owner.session, { kind: 'firm', id: janeStreetId })).body;
    const id = blocks[0].id as string;

    expect((await other.session.request('/api/quant-profile/blocks')).body.blocks).toEqual([]);
    const foreign = await unblock(other.session, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(BLOCK_MESSAGES.notFound);
    expect(await blocksOf(owner.userId)).toHaveLength(1);

    const removed = await unblock(owner.session, id);
    expect(removed.status).toBe(200);
    expect(removed.body.blocks).toEqual([]);
    expect(await blocksOf(owner.userId)).toEqual([]);
    expect((await unblock(owner.session, id)).status).toBe(404);
  });

  it('answers a malformed id with 404', async () => {
    const { session } = await signedInUser(server);
    const response = await unblock(session, 'not-a-block');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(BLOCK_MESSAGES.notFound);
  });
});

describe('suggestions: the current employer', () => {
  const job = (company: string, toDate: string, jobTitle = 'Quant Trader') => ({
    jobTitle,
    company,
    fromDate: '01/2022',
    toDate,
    description: '',
  });

  it('offers the firms of a current job, with the reason, and not those of past jobs', async () => {
    const { session, userId } = await signedInUser(server);
    await createQuantProfile(server.database.db, userId, {
      experienceData: [
        job('Jane Street Group, LLC', 'present'),
        job('Citadel', '12/2021'),
        job('Goldman Sachs', 'Present'),
      ],
    });
    const { suggestions } = (await session.request('/api/quant-profile/blocks')).body;
    expect(suggestions).toEqual([
      {
        kind: 'firm',
        id: String(janeStreetId),
        name: 'Jane Street',
        domain: 'janestreet.com',
        reason: 'Your current job (Quant Trader, Present)',
      },
      expect.objectContaining({ name: 'Goldman Sachs', reason: 'Your current job (Quant Trader, Present)' }),
    ]);
    // 'Goldman Sachs' does not suggest Man Group, and the past job at Citadel suggests nothing.
    expect(suggestions.map((s: { name: string }) => s.name)).not.toContain('Man Group');

    const after = await block(session, { kind: 'firm', id: janeStreetId });
    expect(after.body.suggestions.map((s: { name: string }) => s.name)).toEqual(['Goldman Sachs']);
  });

  it('matches companies on the platform whose name holds the job’s, or is held in it', async () => {
    const word = uniqueWord();
    const exact = await createCompany(server.database.db, { name: `Société ${word} Partners LLC` });
    const longer = await createCompany(server.database.db, { name: `Societe ${word} Partners Europe` });
    const shorter = await createCompany(server.database.db, { name: `Societe ${word}` });
    await createCompany(server.database.db, { name: `Other ${word} Partners` });
    await createCompany(server.database.db, { name: `Societe ${word} Partners`, verification: 'pending' });
    const { session, userId } = await signedInUser(server);
    await createQuantProfile(server.database.db, userId, {
      experienceData: [job(`Societe ${word} Partners`, 'Present', 'Researcher')],
    });
    const { suggestions } = (await session.request('/api/quant-profile/blocks')).body;
    expect(suggestions.map((s: { id: string }) => s.id).sort()).toEqual([exact.id, longer.id, shorter.id].sort());
    expect(suggestions[0].reason).toBe('Your current job (Researcher, Present)');
  });

  it('offers nothing without a current job', async () => {
    const { session, userId } = await signedInUser(server);
    await createQuantProfile(server.database.db, userId, { experienceData: [job('Jane Street', '06/2023')] });
    expect((await session.request('/api/quant-profile/blocks')).body).toEqual({ blocks: [], suggestions: [] });
    const { session: noProfile } = await signedInUser(server);
    expect((await noProfile.request('/api/quant-profile/blocks')).body).toEqual({ blocks: [], suggestions: [] });
  });
});
