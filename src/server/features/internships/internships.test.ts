import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMIC_MESSAGES, APPLICATION_MESSAGES, INTERNSHIPS_PAGE_SIZE } from '../../../shared/internships';
import { internshipPositions, userApplications } from '../../db/schema';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { INTERNSHIPS } from '../../db/seed/internships';
import { createLocalStorage } from '../../platform/storage/storage';
import { signedInUser } from '../../test/accounts';
import { addCompanyMember, createCompany, createPosition } from '../../test/factories';
import { BrowserSession } from '../../test/browser-session';
import {
  activeContentIn,
  linksIn,
  makePdf,
  makePdfWithEveryActiveContent,
  makePdfWithLink,
  makePdfWithScriptInResources,
  pageTexts,
} from '../../test/pdf';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
const uploads = mkdtempSync(path.join(tmpdir(), 'quantleap-resumes-'));
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 }, storage: createLocalStorage(uploads) });
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());

const db = () => server.database.db;
const storedResumes = () => {
  try {
    return readdirSync(path.join(uploads, 'resumes'), { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
  } catch {
    return [];
  }
};

async function finder(session: BrowserSession, query = '') {
  return session.request(`/api/internships${query}`);
}

describe('reference internships at start', () => {
  it('carry no deadline (the firms recruit on a rolling basis), keep firm-posted positions, and drop retired listings', async () => {
    const fresh = await startTestServer();
    try {
      await syncReferenceData(fresh.database.db);
      const rows = await fresh.database.db.select().from(internshipPositions);
      expect(rows).toHaveLength(30);
      for (const row of rows) expect(row.deadline, row.referenceKey!).toBeNull();

      // An install from before: a deadline rolled forward into the listing, and a tampered title.
      const key = INTERNSHIPS[0]!.key;
      await fresh.database.db
        .update(internshipPositions)
        .set({ title: 'tampered', deadline: '2027-06-15' })
        .where(eq(internshipPositions.referenceKey, key));
      await fresh.database.db.insert(internshipPositions).values([
        {
          referenceKey: 'retired-listing',
          company: 'Gone',
          title: 'Old',
          location: 'Nowhere',
          region: 'Asia',
          role: 'Data Scientist',
          description: 'Retired.',
        },
        {
          company: 'Posted By A Firm',
          title: 'Posted',
          location: 'London, UK',
          region: 'Europe',
          role: 'Data Scientist',
          deadline: '2027-07-01',
          description: 'Not reference data.',
        },
      ]);
      await syncReferenceData(fresh.database.db);
      const after = await fresh.database.db.select().from(internshipPositions);
      expect(after).toHaveLength(31);
      const posted = after.filter((r) => r.referenceKey === null);
      expect(posted.map((r) => [r.company, r.deadline])).toEqual([['Posted By A Firm', '2027-07-01']]);
      const restored = after.find((r) => r.referenceKey === key)!;
      expect(restored).toMatchObject({ title: INTERNSHIPS[0]!.title, deadline: null });
    } finally {
      await fresh.close();
    }
  });

  it('refuses a position that is neither a reference listing nor dated', async () => {
    await expect(
      db().insert(internshipPositions).values({
        company: 'No Deadline Partners',
        title: 'Undated',
        location: 'London, UK',
        region: 'Europe',
        role: 'Data Scientist',
        description: 'A posted position must say until when it takes applications.',
      }),
    ).rejects.toThrow();
  });
});

describe('GET /api/internships (the finder)', () => {
  it('lists the 30 reference internships, 12 a page, open ones first', async () => {
    const session = new BrowserSession(server);
    const first = await finder(session);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: INTERNSHIPS_PAGE_SIZE, pageCount: 3 });
    expect(first.body.internships).toHaveLength(12);
    expect(first.body.internships.every((i: { isOpen: boolean }) => i.isOpen)).toBe(true);
    expect(first.body.internships[0]).toMatchObject({ kind: 'external', myApplication: null });
    const last = await finder(session, '?page=3');
    expect(last.body.internships).toHaveLength(6);
    const ids = new Set(
      [first, await finder(session, '?page=2'), last].flatMap((p) =>
        p.body.internships.map((i: { id: string }) => i.id),
      ),
    );
    expect(ids.size).toBe(30);
    // Every location with its region, whatever the filter: the finder narrows the Location select by Region.
    const expected = [...new Map(INTERNSHIPS.map((i) => [i.location, { location: i.location, region: i.region }]))]
      .map(([, pair]) => pair)
      .sort((a, b) => a.location.localeCompare(b.location));
    const sorted = (list: { location: string }[]) => [...list].sort((a, b) => a.location.localeCompare(b.location));
    expect(sorted(first.body.locations)).toEqual(expected);
    const inAsia = await finder(session, '?region=Asia');
    expect(sorted(inAsia.body.locations)).toEqual(expected);
  });

  it('searches title, company and description case-insensitively, and takes % literally', async () => {
    const session = new BrowserSession(server);
    const company = INTERNSHIPS[0]!.company;
    const byCompany = await finder(session, `?q=${encodeURIComponent(company.toUpperCase())}`);
    expect(byCompany.body.total).toBe(
      INTERNSHIPS.filter(
        (i) =>
          i.company.toLowerCase().includes(company.toLowerCase()) ||
          i.title.toLowerCase().includes(company.toLowerCase()) ||
          i.description.toLowerCase().includes(company.toLowerCase()),
      ).length,
    );
    expect(byCompany.body.total).toBeGreaterThan(0);
    expect((await finder(session, '?q=%25')).body.total).toBe(
      INTERNSHIPS.filter((i) => `${i.title}${i.company}${i.description}`.includes('%')).length,
    );
  });

  it('filters region, role and location exactly, and combines them', async () => {
    const session = new BrowserSession(server);
    const europe = await finder(session, '?region=Europe');
    expect(europe.body.total).toBe(INTERNSHIPS.filter((i) => i.region === 'Europe').length);
    const sample = INTERNSHIPS.find((i) => i.region === 'Asia')!;
    const combined = await finder(
      session,
      `?region=Asia&role=${encodeURIComponent(sample.role)}&location=${encodeURIComponent(sample.location)}`,
    );
    expect(combined.body.total).toBe(
      INTERNSHIPS.filter((i) => i.region === 'Asia' && i.role === sample.role && i.location === sample.location).length,
    );
    const partialLocation = await finder(session, `?location=${encodeURIComponent(sample.location.slice(0, 3))}`);
    expect(partialLocation.body.total).toBe(0);
  });

  it.each([
    ['?region=Mars', 'region', 'Unknown region'],
    ['?role=Astronaut', 'role', 'Unknown role'],
    ['?page=0', 'page', 'Page must be a whole number from 1'],
    ['?page=two', 'page', 'Page must be a whole number from 1'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
  ])('refuses %s with the field named', async (query, field, message) => {
    const response = await finder(new BrowserSession(server), query);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
  });
});

describe("the finder's order", () => {
  it('lists dated open positions soonest first, then the rolling reference listings by firm, then closed ones', async () => {
    const fresh = await startTestServer({ config: { authRateLimitScale: 100 } });
    try {
      await syncReferenceData(fresh.database.db);
      const firm = await signedInUser(fresh);
      const headers = await firm.session.csrfHeader();
      await createCompany(fresh.database.db, { ownerUserId: firm.userId, name: 'Order Capital' });
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const post = async (title: string, deadline: string) => {
        const posted = await firm.session.request('/api/internship-board/positions', {
          method: 'POST',
          json: {
            title,
            location: 'London, UK',
            region: 'Europe',
            role: 'Quantitative Researcher',
            deadline,
            description: 'Research systematic signals with our team over ten weeks in the summer.',
            pay: { period: 'month', min: 8000, max: 9500 },
          },
          headers,
        });
        expect(posted.status).toBe(201);
        return posted.body.id as string;
      };
      await post('Later Intern', inDays(40));
      await post('Sooner Intern', inDays(10));
      const closedId = await post('Closed Intern', inDays(5));
      await fresh.database.db
        .update(internshipPositions)
        .set({ deadline: sql`current_date - 1` })
        .where(eq(internshipPositions.id, closedId));

      const session = new BrowserSession(fresh);
      const pages = await Promise.all([1, 2, 3].map((page) => session.request(`/api/internships?page=${page}`)));
      const cards: { title: string; company: string; deadline: string | null; isOpen: boolean; kind: string }[] =
        pages.flatMap((p) => p.body.internships);
      expect(cards).toHaveLength(33);
      expect(cards.slice(0, 2)).toMatchObject([
        { title: 'Sooner Intern', deadline: inDays(10), isOpen: true, kind: 'platform' },
        { title: 'Later Intern', deadline: inDays(40), isOpen: true, kind: 'platform' },
      ]);
      const rolling = cards.slice(2, 32);
      for (const card of rolling) expect(card).toMatchObject({ kind: 'external', deadline: null, isOpen: true });
      // One firm's listings sit together (the order of firm names is the database's collation).
      const firms = rolling.map((card) => card.company);
      expect(firms.filter((company, i) => company !== firms[i - 1])).toHaveLength(new Set(firms).size);
      expect(cards[32]).toMatchObject({ title: 'Closed Intern', isOpen: false });
    } finally {
      await fresh.close();
    }
  });
});

/** A hiring firm (signed in) with a company profile and one open position, made by the factories. */
async function firmWithPosition(overrides: Parameters<typeof createPosition>[2] = {}) {
  const firm = await signedInUser(server);
  const company = await createCompany(db(), {
    ownerUserId: firm.userId,
    name: 'Example Quant Partners',
    website: 'https://example.com',
  });
  const position = await createPosition(db(), company.id, { requirements: ['Python', 'Statistics'], ...overrides });
  return { firm, positionId: position.id };
}

const COVER = 'I would love to join your research team this summer; my thesis was on volatility forecasting.';

/** What the apply dialog sends about the applicant's studies. */
const STUDIES = { university: 'University of Chicago', degreeLevel: 'Ph.D.', gpa: '3.9', graduationYear: '2027' };

async function applyTo(
  session: BrowserSession,
  positionId: string,
  parts: { cover?: string; file?: Blob | null; name?: string; studies?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.set('positionId', positionId);
  if (parts.cover !== undefined || !('cover' in parts)) form.set('coverLetter', parts.cover ?? COVER);
  for (const [name, value] of Object.entries({ ...STUDIES, ...parts.studies })) form.set(name, value);
  const file =
    parts.file === undefined ? new Blob([new Uint8Array(await makePdf())], { type: 'application/pdf' }) : parts.file;
  if (file) form.set('resume', file, parts.name ?? 'cv.pdf');
  return session.postForm('/api/applications', form, await session.csrfHeader());
}

async function applicationRows(userId: string) {
  return db().select().from(userApplications).where(eq(userApplications.userId, userId));
}

describe('applying to an on-platform position', () => {
  it('creates one application with status New, visible in My applications and on the finder card', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const response = await applyTo(quant.session, positionId);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'New',
      resumeName: 'cv.pdf',
      position: { id: positionId, title: 'Quantitative Research Intern', company: 'Example Quant Partners' },
    });
    const mine = await quant.session.request('/api/applications');
    expect(mine.body).toHaveLength(1);
    const card = (await finder(quant.session, '?q=Example%20Quant')).body.internships[0];
    expect(card).toMatchObject({ kind: 'platform', myApplication: { status: 'New' } });
    const download = await quant.session.request(`/api/applications/${response.body.id}/resume`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(String(download.body).startsWith('%PDF-')).toBe(true);
  });

  it("stores the applicant's studies with the application (GPA in tenths; none when left empty)", async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    expect((await applyTo(quant.session, positionId)).status).toBe(201);
    const other = await signedInUser(server);
    expect((await applyTo(other.session, positionId, { studies: { gpa: '' } })).status).toBe(201);
    const [stored] = await applicationRows(quant.userId);
    expect(stored).toMatchObject({
      university: 'University of Chicago',
      degreeLevel: 'Ph.D.',
      gpaTenths: 39,
      graduationYear: 2027,
    });
    expect((await applicationRows(other.userId))[0]?.gpaTenths).toBeNull();
  });

  it.each([
    ['a GPA of 4.5', { gpa: '4.5' }, 'gpa', ACADEMIC_MESSAGES.gpa],
    ['graduation in 1990', { graduationYear: '1990' }, 'graduationYear', ACADEMIC_MESSAGES.graduationYear],
    ['no university', { university: '' }, 'university', ACADEMIC_MESSAGES.university],
    ['an unknown degree level', { degreeLevel: 'Diploma' }, 'degreeLevel', ACADEMIC_MESSAGES.degreeLevel],
  ])('refuses %s beside its field and stores nothing', async (_label, studies, field, message) => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const response = await applyTo(quant.session, positionId, { studies });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await applicationRows(quant.userId)).toEqual([]);
  });

  it('stores a résumé that carried scripts, triggers and attachments without any of them, keeping its link', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const malicious = await makePdfWithEveryActiveContent(['Ada Lovelace', 'Second page']);
    expect(await activeContentIn(malicious)).toEqual(expect.arrayContaining(['AA', 'JavaScript', 'Launch', 'Widget']));
    const response = await applyTo(quant.session, positionId, {
      file: new Blob([new Uint8Array(malicious)], { type: 'application/pdf' }),
    });
    expect(response.status).toBe(201);

    const [row] = await applicationRows(quant.userId);
    const stored = (await createLocalStorage(uploads).get(row!.resumeKey!))!;
    expect(await activeContentIn(stored)).toEqual([]);
    expect(await pageTexts(stored)).toEqual(['Ada Lovelace', 'Second page']);
    // The download is the stored file (compared as the text a client decodes, the same way on both sides).
    const download = await quant.session.request(`/api/applications/${response.body.id}/resume`);
    expect(download.status).toBe(200);
    expect(download.body).toBe(new TextDecoder().decode(stored));

    const linked = await signedInUser(server);
    const withLink = await applyTo(linked.session, positionId, {
      file: new Blob([new Uint8Array(await makePdfWithLink('https://ada.example.com/cv'))]),
    });
    expect(withLink.status).toBe(201);
    const [linkedRow] = await applicationRows(linked.userId);
    expect(await linksIn((await createLocalStorage(uploads).get(linkedRow!.resumeKey!))!)).toEqual([
      ['https://ada.example.com/cv'],
    ]);
  });

  it('refuses a résumé whose pages reach a script it cannot strip, and writes nothing', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const before = storedResumes().length;
    const response = await applyTo(quant.session, positionId, {
      file: new Blob([new Uint8Array(await makePdfWithScriptInResources())], { type: 'application/pdf' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.resume).toBe(APPLICATION_MESSAGES.resumeActiveContent);
    expect(await applicationRows(quant.userId)).toHaveLength(0);
    expect(storedResumes()).toHaveLength(before);
  });

  it('refuses a second application to the same position', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    expect((await applyTo(quant.session, positionId)).status).toBe(201);
    const before = storedResumes().length;
    const again = await applyTo(quant.session, positionId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(APPLICATION_MESSAGES.alreadyApplied);
    expect(await applicationRows(quant.userId)).toHaveLength(1);
    expect(storedResumes()).toHaveLength(before);
  });

  it("refuses its own company's owner and recruiters, and writes nothing; another firm's member may apply", async () => {
    const { firm, positionId } = await firmWithPosition();
    const [position] = await db()
      .select({ companyId: internshipPositions.companyId })
      .from(internshipPositions)
      .where(eq(internshipPositions.id, positionId));
    const recruiter = await signedInUser(server, 'Rita Recruiter');
    await addCompanyMember(db(), position!.companyId!, recruiter.userId, 'recruiter');
    const before = storedResumes().length;
    for (const member of [firm, recruiter]) {
      const refused = await applyTo(member.session, positionId);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        message: APPLICATION_MESSAGES.ownCompany,
        fields: { positionId: APPLICATION_MESSAGES.ownCompany },
      });
      expect(await applicationRows(member.userId)).toHaveLength(0);
    }
    expect(storedResumes()).toHaveLength(before);

    const elsewhere = await signedInUser(server, 'Olga Otherfirm');
    await createCompany(db(), { ownerUserId: elsewhere.userId });
    expect((await applyTo(elsewhere.session, positionId)).status).toBe(201);
  });

  it.each([
    [
      'a text file named .pdf',
      { file: new Blob(['just text, not a PDF'], { type: 'application/pdf' }) },
      400,
      'resume',
      APPLICATION_MESSAGES.resumeNotPdf,
    ],
    [
      'a PDF header with nothing behind it',
      { file: new Blob(['%PDF-1.7\n%%EOF'], { type: 'application/pdf' }) },
      400,
      'resume',
      APPLICATION_MESSAGES.resumeNotPdf,
    ],
    ['no résumé', { file: null }, 400, 'resume', APPLICATION_MESSAGES.resumeMissing],
    [
      'a résumé over 5 MB',
      { file: new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: 'application/pdf' }) },
      413,
      null,
      null,
    ],
    ['a short cover letter', { cover: 'Hire me.' }, 400, 'coverLetter', APPLICATION_MESSAGES.coverLetterShort],
    ['no cover letter', { cover: undefined }, 400, 'coverLetter', 'Cover letter is required'],
  ] as const)('refuses %s, and writes nothing', async (_label, parts, status, field, message) => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const before = storedResumes().length;
    const response = await applyTo(quant.session, positionId, { ...parts });
    expect(response.status).toBe(status);
    if (field) expect(response.body.error.fields[field]).toBe(message);
    expect(await applicationRows(quant.userId)).toHaveLength(0);
    expect(storedResumes()).toHaveLength(before);
  });

  it('refuses a body that is not multipart, saying what to send, and writes nothing', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const response = await quant.session.request('/api/applications', {
      method: 'POST',
      json: { positionId, coverLetter: COVER },
      headers: await quant.session.csrfHeader(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Send the application as multipart/form-data.');
    expect(await applicationRows(quant.userId)).toHaveLength(0);
  });

  it('refuses external listings, closed and draft positions, and unknown or malformed ids', async () => {
    const quant = await signedInUser(server);
    const [external] = await db()
      .select({ id: internshipPositions.id })
      .from(internshipPositions)
      .where(eq(internshipPositions.referenceKey, INTERNSHIPS[0]!.key));
    const externalAnswer = await applyTo(quant.session, external!.id);
    expect(externalAnswer.status).toBe(409);
    expect(externalAnswer.body.error.message).toBe(APPLICATION_MESSAGES.external);

    const { positionId: closedId } = await firmWithPosition();
    await db()
      .update(internshipPositions)
      .set({ deadline: sql`current_date - 1` })
      .where(eq(internshipPositions.id, closedId));
    expect((await applyTo(quant.session, closedId)).body.error.message).toBe(APPLICATION_MESSAGES.closed);

    const { positionId: draftId } = await firmWithPosition({ status: 'Draft' });
    expect((await applyTo(quant.session, draftId)).status).toBe(404);
    expect(
      (await finder(quant.session, '?q=Example%20Quant')).body.internships.some(
        (i: { id: string }) => i.id === draftId,
      ),
    ).toBe(false);

    expect((await applyTo(quant.session, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await applyTo(quant.session, "1' or '1'='1")).status).toBe(404);
    expect(await applicationRows(quant.userId)).toHaveLength(0);
  });

  it('needs a signed-in user and a CSRF token', async () => {
    const { positionId } = await firmWithPosition();
    const anonymous = new BrowserSession(server);
    expect((await applyTo(anonymous, positionId)).status).toBe(401);
    const quant = await signedInUser(server);
    const form = new FormData();
    form.set('positionId', positionId);
    form.set('coverLetter', COVER);
    for (const [name, value] of Object.entries(STUDIES)) form.set(name, value);
    form.set('resume', new Blob([new Uint8Array(await makePdf())]), 'cv.pdf');
    expect((await quant.session.postForm('/api/applications', form)).status).toBe(403);
    expect(await applicationRows(quant.userId)).toHaveLength(0);
  });
});

describe('withdrawing', () => {
  it('keeps the application as Withdrawn for the firm, deletes its résumé; another user cannot', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const other = await signedInUser(server);
    const { body } = await applyTo(quant.session, positionId);
    const withdraw = async (session: typeof quant.session, id: string) =>
      session.request(`/api/applications/${id}`, { method: 'DELETE', headers: await session.csrfHeader() });
    expect((await withdraw(other.session, body.id)).status).toBe(404);
    expect((await other.session.request(`/api/applications/${body.id}/resume`)).status).toBe(404);
    expect((await applicationRows(quant.userId))[0]?.status).toBe('New');

    const before = storedResumes().length;
    expect((await withdraw(quant.session, body.id)).status).toBe(204);
    const [row] = await applicationRows(quant.userId);
    expect(row).toMatchObject({ status: 'Withdrawn', resumeKey: null });
    expect(storedResumes()).toHaveLength(before - 1);
    const mine = (await quant.session.request('/api/applications')).body;
    expect(mine).toEqual([expect.objectContaining({ id: body.id, status: 'Withdrawn', hasResume: false })]);
    expect((await quant.session.request(`/api/applications/${body.id}/resume`)).status).toBe(404);
    // Twice is not found (nothing left to withdraw), and neither is a malformed id.
    expect((await withdraw(quant.session, body.id)).status).toBe(404);
    expect((await withdraw(quant.session, 'not-an-id')).status).toBe(404);
  });

  it('lets the applicant apply again after withdrawing, in place', async () => {
    const { positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    const first = (await applyTo(quant.session, positionId)).body;
    await quant.session.request(`/api/applications/${first.id}`, {
      method: 'DELETE',
      headers: await quant.session.csrfHeader(),
    });
    const again = await applyTo(quant.session, positionId);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.id, status: 'New', hasResume: true });
    expect(await applicationRows(quant.userId)).toHaveLength(1);
    expect((await applyTo(quant.session, positionId)).status).toBe(409);
  });
});

const VALID_POSITION = {
  title: 'Options Market Making Intern',
  location: 'Chicago, IL',
  region: 'North America',
  role: 'Quantitative Trader',
  deadline: '2099-07-01',
  description: 'Market making in options with a mentor, ten weeks in summer.',
  pay: { period: 'hour', min: 50, max: 65 },
};

describe('posting positions (firm side)', () => {
  it('needs a company profile first', async () => {
    const user = await signedInUser(server);
    const response = await user.session.request('/api/internship-board/positions', {
      method: 'POST',
      json: { ...VALID_POSITION },
      headers: await user.session.csrfHeader(),
    });
    expect(response.status).toBe(403);
    expect(
      (await db().select().from(internshipPositions).where(eq(internshipPositions.title, VALID_POSITION.title))).length,
    ).toBe(0);
  });

  it.each([
    ['a malformed deadline', { deadline: '2027-13-01' }, 'deadline', 'Deadline must be a date such as 2027-07-01'],
    ['a past deadline', { deadline: '2020-06-15' }, 'deadline', 'The deadline cannot be in the past'],
    ['an unknown region', { region: 'Mars' }, 'region', 'Choose North America, Europe or Asia'],
  ])('refuses %s and writes nothing', async (_label, change, field, message) => {
    const { firm } = await firmWithPosition();
    const before = (await firm.session.request('/api/internship-board/positions')).body.length;
    const response = await firm.session.request('/api/internship-board/positions', {
      method: 'POST',
      json: { ...VALID_POSITION, ...change },
      headers: await firm.session.csrfHeader(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect((await firm.session.request('/api/internship-board/positions')).body).toHaveLength(before);
  });

  it('lists own positions with their application counts', async () => {
    const { firm, positionId } = await firmWithPosition();
    const quant = await signedInUser(server);
    await applyTo(quant.session, positionId);
    const list = (await firm.session.request('/api/internship-board/positions')).body;
    expect(list).toEqual([expect.objectContaining({ id: positionId, applicationCount: 1, status: 'Open' })]);
  });
});
