import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsPage } from '../../../shared/contracts/applicant-tracking';
import {
  companyProfiles,
  internshipPositions,
  profiles,
  quantFirmBlocks,
  user,
  userApplications,
} from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import {
  createApplication,
  createCompany,
  createFirmBlock,
  createPosition,
  createQuantProfile,
  createUser,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The applicant's name and skills kept on each application (decision 0022) and the counts remembered with the
 * company's applications version: whatever the applicant or the firm changes, the board answers as if it had
 * read everything afresh.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const send = async (session: BrowserSession, method: string, path: string, json?: unknown) => {
  const answer = await session.request(path, { method, json, headers: await session.csrfHeader() });
  expect(answer.status).toBe(200);
  return answer;
};
const list = async (session: BrowserSession, query: string) => {
  const answer = await session.request(`/api/internship-board/applications${query}`);
  expect(answer.status).toBe(200);
  return answer.body as ApplicationsPage;
};
const names = (page: ApplicationsPage) => page.applications.map((a) => a.applicant.name);

/** A verified company with one position, and an applicant of each name who applied to it. */
async function board(applicantNames: string[]) {
  const owner = await signedInUser(server, 'Details Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  const position = await createPosition(db(), company.id, { title: 'Systematic Research Intern' });
  const applicants = [];
  for (const name of applicantNames) {
    const quant = await signedInUser(server, name);
    const application = await createApplication(db(), { userId: quant.userId, opportunityId: position.id });
    applicants.push({ ...quant, application });
  }
  return { owner, company, position, applicants };
}

const profileFields = { username: null, bio: null, experienceLevel: null };

describe("the applicant's name on the application", () => {
  it('follows a profile save and an account rename: name sort, search and its count', async () => {
    const { owner, applicants } = await board(['Alma Able', 'Bruno Baker']);
    const [alma, bruno] = applicants;
    expect(names(await list(owner.session, '?sort=name'))).toEqual(['Alma Able', 'Bruno Baker']);
    expect(await list(owner.session, '?q=zed')).toMatchObject({ total: 0, applications: [] });

    // The profile feature's own save (profile row, account name and quant profile in one transaction).
    await send(alma!.session, 'PUT', '/api/profile', { fullName: 'Zed Zimmer', ...profileFields });
    expect(names(await list(owner.session, '?sort=name'))).toEqual(['Bruno Baker', 'Zed Zimmer']);
    expect(await list(owner.session, '?q=zed')).toMatchObject({ total: 1 });
    expect(names(await list(owner.session, '?q=zed'))).toEqual(['Zed Zimmer']);

    // The account's name alone (better-auth's update-user writes users.name): shown when the profile has none.
    await db().update(profiles).set({ fullName: null }).where(eq(profiles.id, alma!.userId));
    await db().update(user).set({ name: 'Aaron Account' }).where(eq(user.id, alma!.userId));
    expect(names(await list(owner.session, '?sort=name'))).toEqual(['Aaron Account', 'Bruno Baker']);
    expect(await list(owner.session, '?q=zed')).toMatchObject({ total: 0 });
    expect(await list(owner.session, '?q=aaron')).toMatchObject({ total: 1 });

    const [row] = await db()
      .select({ name: userApplications.applicantName })
      .from(userApplications)
      .where(eq(userApplications.id, bruno!.application.id));
    expect(row!.name).toBe('Bruno Baker');
  });

  it('is there from the moment of applying, and goes with a deleted account', async () => {
    const { owner, position } = await board(['First Applicant']);
    const late = await signedInUser(server, 'Late Applicant');
    await send(late.session, 'PUT', '/api/profile', { fullName: 'Lena Late', ...profileFields });
    await createApplication(db(), { userId: late.userId, opportunityId: position.id });
    expect(await list(owner.session, '?q=lena')).toMatchObject({ total: 1 });
    expect(names(await list(owner.session, '?sort=name'))).toEqual(['First Applicant', 'Lena Late']);

    await db().delete(user).where(eq(user.id, late.userId));
    expect(await list(owner.session, '?q=lena')).toMatchObject({ total: 0, applications: [] });
    expect(await list(owner.session, '')).toMatchObject({ total: 1 });
  });
});

describe("the applicant's skills on the application", () => {
  it("follow the quant profile's skills and visibility, and the account profile's skills first", async () => {
    const { owner, applicants } = await board(['Skills Quant']);
    const [quant] = applicants;
    await createQuantProfile(db(), quant!.userId, { isVisible: true, skills: ['Python'] });
    expect(await list(owner.session, '?skills=python')).toMatchObject({ total: 1 });
    expect((await list(owner.session, '')).applications[0]!.applicant.skills).toEqual(['Python']);

    await send(quant!.session, 'PUT', '/api/quant-profile/skills', { skills: ['Rust', 'KDB+/q'] });
    expect(await list(owner.session, '?skills=python')).toMatchObject({ total: 0 });
    expect(await list(owner.session, '?skills=rust,kdb%2B%2Fq')).toMatchObject({ total: 1 });
    expect((await list(owner.session, '')).applications[0]!.applicant.skills).toEqual(['Rust', 'KDB+/q']);

    // Hidden from firms: its skills are no longer shown nor matched.
    await send(quant!.session, 'PUT', '/api/quant-profile/visibility', { isVisible: false });
    expect(await list(owner.session, '?skills=rust')).toMatchObject({ total: 0 });
    expect((await list(owner.session, '')).applications[0]!.applicant.skills).toEqual([]);
    await send(quant!.session, 'PUT', '/api/quant-profile/visibility', { isVisible: true });
    expect(await list(owner.session, '?skills=rust')).toMatchObject({ total: 1 });

    // The account profile's skills come first, whatever the quant profile shows.
    await db()
      .insert(profiles)
      .values({ id: quant!.userId, skills: ['Statistics'] });
    expect((await list(owner.session, '')).applications[0]!.applicant.skills).toEqual(['Statistics']);
    expect(await list(owner.session, '?skills=rust')).toMatchObject({ total: 0 });
    await db().update(profiles).set({ skills: [] }).where(eq(profiles.id, quant!.userId));
    expect(await list(owner.session, '?skills=rust')).toMatchObject({ total: 1 });
  });

  it("leave a blocked company, by the company or by its domain, without the quant profile's skills", async () => {
    const { owner, company, applicants } = await board(['Blocking Quant']);
    const [quant] = applicants;
    await createQuantProfile(db(), quant!.userId, { isVisible: true, skills: ['C++'] });
    expect(await list(owner.session, '?skills=c%2B%2B')).toMatchObject({ total: 1 });

    await send(quant!.session, 'POST', '/api/quant-profile/blocks', { kind: 'company', id: company.id });
    expect(await list(owner.session, '?skills=c%2B%2B')).toMatchObject({ total: 0 });
    expect((await list(owner.session, '')).applications[0]!.applicant.skills).toEqual([]);
    await db().delete(quantFirmBlocks).where(eq(quantFirmBlocks.userId, quant!.userId));
    expect(await list(owner.session, '?skills=c%2B%2B')).toMatchObject({ total: 1 });

    // A block by domain covers the company once it takes that domain.
    const domain = `renamed-${company.id.slice(0, 8)}.com`;
    await createFirmBlock(db(), quant!.userId, { id: company.id, domain }, 'reference-firm');
    expect(await list(owner.session, '?skills=c%2B%2B')).toMatchObject({ total: 1 });
    await db().update(companyProfiles).set({ domain }).where(eq(companyProfiles.id, company.id));
    expect(await list(owner.session, '?skills=c%2B%2B')).toMatchObject({ total: 0 });
    expect((await list(owner.session, '')).applications[0]!.applicant.skills).toEqual([]);
  });
});

describe('the remembered counts', () => {
  it('count again after any change of the applications or of a position title', async () => {
    const { owner, company, position, applicants } = await board(['Count One', 'Count Two']);
    expect(await list(owner.session, '?status=New')).toMatchObject({ total: 2 });
    expect(await list(owner.session, '?status=New')).toMatchObject({ total: 2 });

    // A status change through the pipeline.
    await send(owner.session, 'POST', `/api/internship-board/applications/${applicants[0]!.application.id}/status`, {
      status: 'Shortlisted',
    });
    expect(await list(owner.session, '?status=New')).toMatchObject({ total: 1 });
    expect(await list(owner.session, '?status=Shortlisted')).toMatchObject({ total: 1 });

    // A new application.
    const third = await signedInUser(server, 'Count Three');
    await createApplication(db(), { userId: third.userId, opportunityId: position.id });
    expect(await list(owner.session, '?status=New')).toMatchObject({ total: 2 });

    // The search matches position titles.
    expect(await list(owner.session, '?q=discretionary')).toMatchObject({ total: 0 });
    await db()
      .update(internshipPositions)
      .set({ title: 'Discretionary Macro Intern' })
      .where(eq(internshipPositions.id, position.id));
    expect(await list(owner.session, '?q=discretionary')).toMatchObject({ total: 3 });

    // Another company's changes leave this count as it is, and the count stays the company's own.
    const other = await board(['Elsewhere']);
    expect(await list(other.owner.session, '?q=discretionary')).toMatchObject({ total: 0 });
    expect(await list(owner.session, '?q=discretionary')).toMatchObject({ total: 3 });

    // A deleted position takes its applications along.
    await db().delete(internshipPositions).where(eq(internshipPositions.id, position.id));
    expect(await list(owner.session, '?q=discretionary')).toMatchObject({ total: 0 });
    expect(await list(owner.session, '')).toMatchObject({ total: 0, pageCount: 0 });
    expect(company.id).not.toBe(other.company.id);
  });

  it('hold on a page past the last, which counts on its own, and on the page that counts with its rows', async () => {
    const { owner, applicants } = await board(['Past One', 'Past Two']);
    // Remembered by the first page's statement, then read again by the count statement of a page past the last.
    expect(await list(owner.session, '?status=New')).toMatchObject({ total: 2, pageCount: 1 });
    expect(await list(owner.session, '?status=New&page=2')).toMatchObject({ total: 2, applications: [] });
    await send(owner.session, 'POST', `/api/internship-board/applications/${applicants[0]!.application.id}/status`, {
      status: 'Shortlisted',
    });
    // Counted again by the count statement, then remembered by it for the first page.
    expect(await list(owner.session, '?status=New&page=2')).toMatchObject({ total: 1, applications: [] });
    const first = await list(owner.session, '?status=New');
    expect(first).toMatchObject({ total: 1, pageCount: 1 });
    expect(first.applications).toHaveLength(1);
    // A first page without rows: nothing matches.
    expect(await list(owner.session, '?status=Rejected')).toMatchObject({ total: 0, pageCount: 0, applications: [] });
  });
});

describe('pages past the prepared ones', () => {
  it('continue the same order, with the same count', async () => {
    const { owner, position } = await board([]);
    for (let i = 0; i < 105; i++) {
      const { userId } = await createUser(db(), { name: `Page ${String(i).padStart(3, '0')}` });
      await createApplication(db(), { userId, opportunityId: position.id });
    }
    const fifth = await list(owner.session, '?sort=name&page=5');
    expect(fifth).toMatchObject({ total: 105, pageCount: 6 });
    expect(names(fifth).at(-1)).toBe('Page 099');
    const sixth = await list(owner.session, '?sort=name&page=6');
    expect(sixth).toMatchObject({ total: 105, page: 6 });
    expect(names(sixth)).toEqual(['Page 100', 'Page 101', 'Page 102', 'Page 103', 'Page 104']);
    expect(await list(owner.session, '?sort=name&page=10000')).toMatchObject({ total: 105, applications: [] });
  });
});
