import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAP_MARKET_PAGE_SIZE, PROJECT_MESSAGES, type ProjectStatus } from '../../../shared/projects';
import type { MarketPage, MarketProject } from '../../../shared/contracts/projects';
import { projects } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import {
  acceptProjectNda,
  createCompany,
  createFirmBlock,
  createProject,
  createProjectInvitation,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { MARKET_COUNT_CAP } from './market-list';

/**
 * LeapMarket (issue 17): the list's keyword search, filters, sorts, pages and capped count; who sees which
 * project, over random worlds; NDA acceptance.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const DAY = 86_400_000;

/** A word no other test's project holds, so each test searches its own projects only. */
const token = () => `tok${randomBytes(5).toString('hex')}`;

async function market(query: Record<string, string>, session = new BrowserSession(server)) {
  const answer = await session.request(`/api/leap-market?${new URLSearchParams(query)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as MarketPage;
}
const ids = (page: MarketPage) => page.projects.map((p) => p.id);

async function verifiedCompany() {
  return createCompany(db());
}

describe('the list', () => {
  it('finds projects by a word of the title, a skill or the description, and not by other words', async () => {
    const word = token();
    const company = await verifiedCompany();
    const byTitle = await createProject(db(), company.id, { title: `Calibration ${word}` });
    const bySkill = await createProject(db(), company.id, { title: `Skill ${token()}`, skills: ['Python', word] });
    const byDescription = await createProject(db(), company.id, {
      title: `Description ${token()}`,
      description: `We need ${word} experience.`,
    });
    const page = await market({ q: word });
    expect(new Set(ids(page))).toEqual(new Set([byTitle.id, bySkill.id, byDescription.id]));
    expect(page.total).toBe(3);
    expect(page.totalCapped).toBe(false);
    expect(await market({ q: `${word} -python` }).then(ids)).not.toContain(bySkill.id);
    expect((await market({ q: token() })).projects).toEqual([]);
  });

  it('names each card’s company with its slug and logo address', async () => {
    const word = token();
    const withLogo = await createCompany(db(), { logoKey: 'logos/market-card.png' });
    const withoutLogo = await verifiedCompany();
    await createProject(db(), withLogo.id, { title: `Logo ${word}`, featured: true });
    await createProject(db(), withoutLogo.id, { title: `No logo ${word}` });
    const page = await market({ q: word });
    expect(page.projects.map((p) => p.company)).toEqual([
      { name: withLogo.name, slug: withLogo.slug, logoUrl: '/uploads/logos/market-card.png' },
      { name: withoutLogo.name, slug: withoutLogo.slug, logoUrl: null },
    ]);
  });

  it('answers a search of only stop words or punctuation as an empty search box (no 5xx)', async () => {
    const everything = await market({});
    for (const q of ['the', 'and or', '!!!', '&|:*()', '"', '-', 'or']) {
      const page = await market({ q });
      expect(page.total, q).toBe(everything.total);
    }
  });

  it('shows only published public listings of verified companies that have not ended', async () => {
    const word = token();
    const company = await verifiedCompany();
    const unverified = await createCompany(db(), { verification: 'pending' });
    const listed = await createProject(db(), company.id, { title: `Listed ${word}` });
    await createProject(db(), company.id, { title: `Draft ${word}`, status: 'draft', publishedAt: null });
    await createProject(db(), company.id, { title: `Closed ${word}`, status: 'closed', closedAt: new Date() });
    await createProject(db(), company.id, { title: `In progress ${word}`, status: 'in_progress' });
    await createProject(db(), company.id, { title: `Private ${word}`, visibility: 'private' });
    await createProject(db(), company.id, {
      title: `Ended ${word}`,
      publishedAt: new Date(Date.now() - 31 * DAY),
      expiresAt: new Date(Date.now() - DAY),
    });
    await createProject(db(), unverified.id, { title: `Unverified ${word}` });
    expect(ids(await market({ q: word }))).toEqual([listed.id]);
  });

  it('shows an NDA project’s summary as its excerpt, never its description; others the first 280 characters', async () => {
    const word = token();
    const company = await verifiedCompany();
    const long = `${'Long description. '.repeat(30)}`;
    // Published a minute apart: created in the same millisecond, the newest-first order would be the ids' (random).
    await createProject(db(), company.id, {
      title: `NDA ${word}`,
      nda: true,
      summary: 'A public summary.',
      description: 'Confidential alpha details.',
      publishedAt: new Date(Date.now() - 60_000),
    });
    await createProject(db(), company.id, { title: `Open ${word}`, description: long, publishedAt: new Date() });
    const page = await market({ q: word, sort: 'newest' });
    expect(page.projects.map((p) => p.excerpt)).toEqual([long.slice(0, 280), 'A public summary.']);
    expect(JSON.stringify(page)).not.toContain('Confidential alpha');
  });

  it('never finds an NDA project by a word only its hidden description holds; by its summary it does', async () => {
    const hidden = token();
    const shown = token();
    const company = await verifiedCompany();
    const project = await createProject(db(), company.id, {
      title: `Confidential ${token()}`,
      nda: true,
      summary: `Public summary with ${shown}.`,
      description: `Confidential alpha about ${hidden}.`,
    });
    const quant = await signedInUser(server, 'Searching Quant');
    for (const session of [new BrowserSession(server), quant.session]) {
      expect((await market({ q: hidden }, session)).projects).toEqual([]);
      expect(await market({ q: shown }, session).then(ids)).toEqual([project.id]);
    }
  });

  it('filters by project type, category, budget type, work type and duration', async () => {
    const word = token();
    const company = await verifiedCompany();
    const weeks = (value: number, unit: 'days' | 'weeks' | 'months' = 'weeks') => ({
      durationValue: value,
      durationUnit: unit,
    });
    const a = await createProject(db(), company.id, {
      title: `A ${word}`,
      projectType: 'trading',
      category: 'fx',
      budgetType: 'hourly',
      budgetMin: 80,
      budgetMax: 120,
      workType: 'onsite',
      ...weeks(13, 'days'),
    });
    const b = await createProject(db(), company.id, {
      title: `B ${word}`,
      projectType: 'research',
      category: 'equities',
      budgetType: 'fixed',
      workType: 'remote',
      ...weeks(2),
    });
    const c = await createProject(db(), company.id, {
      title: `C ${word}`,
      projectType: 'research',
      category: 'crypto',
      budgetType: 'range',
      budgetMin: 5_000,
      budgetMax: 9_000,
      workType: 'hybrid',
      ...weeks(61, 'days'),
    });
    const d = await createProject(db(), company.id, { title: `D ${word}`, ...weeks(2, 'months') });
    const found = async (filter: Record<string, string>) => new Set(ids(await market({ q: word, ...filter })));
    expect(await found({ type: 'research' })).toEqual(new Set([b.id, c.id, d.id]));
    expect(await found({ type: 'trading' })).toEqual(new Set([a.id]));
    expect(await found({ category: 'crypto' })).toEqual(new Set([c.id]));
    expect(await found({ budgetType: 'hourly' })).toEqual(new Set([a.id]));
    expect(await found({ budgetType: 'fixed' })).toEqual(new Set([b.id, d.id]));
    expect(await found({ workType: 'hybrid' })).toEqual(new Set([c.id]));
    expect(await found({ workType: 'remote' })).toEqual(new Set([b.id, d.id]));
    // Durations: 13 days short; 14 and 60 days medium; 61 days long.
    expect(await found({ duration: 'short' })).toEqual(new Set([a.id]));
    expect(await found({ duration: 'medium' })).toEqual(new Set([b.id, d.id]));
    expect(await found({ duration: 'long' })).toEqual(new Set([c.id]));
    expect(await found({ type: 'research', budgetType: 'fixed', duration: 'medium' })).toEqual(new Set([b.id, d.id]));
  });

  it('refuses an unknown filter value with a 400 naming it', async () => {
    for (const [key, value] of [
      ['type', 'poker'],
      ['category', 'tulips'],
      ['budgetType', 'free'],
      ['workType', 'moon'],
      ['duration', 'forever'],
      ['sort', 'random'],
      ['page', '0'],
    ]) {
      const answer = await new BrowserSession(server).request(`/api/leap-market?${key}=${value}`);
      expect(answer.status, key).toBe(400);
      expect(Object.keys(answer.body.error.fields), key).toEqual([key]);
    }
  });

  it('sorts featured first then newest, newest, or by the highest budget', async () => {
    const word = token();
    const company = await verifiedCompany();
    const at = (daysAgo: number) => ({
      publishedAt: new Date(Date.now() - daysAgo * DAY),
      expiresAt: new Date(Date.now() + (30 - daysAgo) * DAY),
    });
    const featuredOld = await createProject(db(), company.id, {
      title: `F old ${word}`,
      featured: true,
      budgetMin: 3_000,
      budgetMax: 3_000,
      ...at(5),
    });
    const plainNew = await createProject(db(), company.id, {
      title: `P new ${word}`,
      budgetMin: 1_000,
      budgetMax: 1_000,
      ...at(1),
    });
    const featuredNew = await createProject(db(), company.id, {
      title: `F new ${word}`,
      featured: true,
      budgetType: 'range',
      budgetMin: 500,
      budgetMax: 9_000,
      ...at(3),
    });
    expect(ids(await market({ q: word }))).toEqual([featuredNew.id, featuredOld.id, plainNew.id]);
    expect(ids(await market({ q: word, sort: 'featured' }))).toEqual([featuredNew.id, featuredOld.id, plainNew.id]);
    expect(ids(await market({ q: word, sort: 'newest' }))).toEqual([plainNew.id, featuredNew.id, featuredOld.id]);
    expect(ids(await market({ q: word, sort: 'budget' }))).toEqual([featuredNew.id, featuredOld.id, plainNew.id]);
  });

  it('pages by 12, each project on exactly one page, with the total', async () => {
    const word = token();
    const company = await verifiedCompany();
    const made: string[] = [];
    for (let i = 0; i < LEAP_MARKET_PAGE_SIZE + 2; i++) {
      made.push((await createProject(db(), company.id, { title: `Paged ${i} ${word}` })).id);
    }
    const first = await market({ q: word, sort: 'newest' });
    const second = await market({ q: word, sort: 'newest', page: '2' });
    const third = await market({ q: word, sort: 'newest', page: '3' });
    expect(first.projects).toHaveLength(LEAP_MARKET_PAGE_SIZE);
    expect(second.projects).toHaveLength(2);
    expect(third.projects).toEqual([]);
    expect([first, second, third].map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [made.length, 1, LEAP_MARKET_PAGE_SIZE],
      [made.length, 2, LEAP_MARKET_PAGE_SIZE],
      [made.length, 3, LEAP_MARKET_PAGE_SIZE],
    ]);
    expect([...ids(first), ...ids(second)].sort()).toEqual([...made].sort());
  });

  it('counts matching projects up to 1,000 and says when there are more', async () => {
    const word = token();
    const company = await verifiedCompany();
    const now = Date.now();
    await db()
      .insert(projects)
      .values(
        Array.from({ length: MARKET_COUNT_CAP + 5 }, (_, i) => ({
          companyId: company.id,
          status: 'published' as const,
          title: `Bulk ${i} ${word}`,
          description: 'Bulk project.',
          skills: ['Python'],
          budgetType: 'fixed' as const,
          budgetMin: 1_000 + i,
          budgetMax: 1_000 + i,
          publishedAt: new Date(now - i * 1000),
          expiresAt: new Date(now + 30 * DAY),
        })),
      );
    const page = await market({ q: word, sort: 'budget' });
    expect(page).toMatchObject({ total: MARKET_COUNT_CAP, totalCapped: true });
    expect(page.projects[0]!.budget.max).toBe(1_000 + MARKET_COUNT_CAP + 4);
    // Pages past the cap still list their projects: the 84th page holds the last 9 of the 1,005, cheapest last.
    const last = await market({ q: word, sort: 'budget', page: '84' });
    expect(last).toMatchObject({ total: MARKET_COUNT_CAP, totalCapped: true, page: 84 });
    expect(last.projects.map((p) => p.budget.max)).toEqual(Array.from({ length: 9 }, (_, i) => 1_008 - i));
    // Past the last project: no cards, and still the count.
    expect(await market({ q: word, sort: 'budget', page: '85' })).toMatchObject({
      projects: [],
      total: MARKET_COUNT_CAP,
      totalCapped: true,
    });
  });

  it('leaves out companies the signed-in quant blocks, by the company or by its domain', async () => {
    const word = token();
    const blockedDirectly = await verifiedCompany();
    const blockedByDomain = await verifiedCompany();
    const shown = await verifiedCompany();
    const quant = await signedInUser(server, 'Blocking Quant');
    await createFirmBlock(db(), quant.userId, { id: blockedDirectly.id, domain: blockedDirectly.domain! }, 'company');
    await createFirmBlock(
      db(),
      quant.userId,
      { id: blockedByDomain.id, domain: blockedByDomain.domain! },
      'reference-firm',
    );
    const hidden1 = await createProject(db(), blockedDirectly.id, { title: `Blocked ${word}` });
    const hidden2 = await createProject(db(), blockedByDomain.id, { title: `Blocked domain ${word}` });
    const visible = await createProject(db(), shown.id, { title: `Shown ${word}` });
    expect(ids(await market({ q: word }, quant.session))).toEqual([visible.id]);
    expect(new Set(ids(await market({ q: word })))).toEqual(new Set([hidden1.id, hidden2.id, visible.id]));
    for (const hidden of [hidden1, hidden2]) {
      expect((await quant.session.request(`/api/leap-market/${hidden.id}`)).status).toBe(404);
    }
  });
});

describe('a project’s page and its NDA notice', () => {
  it('shows an NDA project’s summary until the quant accepts the notice, then its description; once is enough', async () => {
    const company = await verifiedCompany();
    const project = await createProject(db(), company.id, {
      nda: true,
      summary: 'Options research for a fund.',
      description: 'Full confidential brief.',
      milestones: [{ title: 'Fit', amount: 10_000 }],
    });
    const visitor = await new BrowserSession(server).request(`/api/leap-market/${project.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({
      description: null,
      summary: 'Options research for a fund.',
      milestones: [{ title: 'Fit', description: '', amount: 10_000 }],
      viewer: { signedIn: false, ownCompany: false, ndaAccepted: false },
    });
    const anonymous = new BrowserSession(server);
    const anonymousAccept = await anonymous.request(`/api/leap-market/${project.id}/nda`, {
      method: 'POST',
      headers: await anonymous.csrfHeader(),
    });
    expect(anonymousAccept.status).toBe(401);

    const quant = await signedInUser(server, 'NDA Quant');
    const before = await quant.session.request(`/api/leap-market/${project.id}`);
    expect(before.body.description).toBeNull();
    const accept = () =>
      quant.session
        .csrfHeader()
        .then((headers) => quant.session.request(`/api/leap-market/${project.id}/nda`, { method: 'POST', headers }));
    const accepted = await accept();
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      description: 'Full confidential brief.',
      viewer: { signedIn: true, ndaAccepted: true },
    });
    expect((await accept()).status).toBe(200);
    expect((await quant.session.request(`/api/leap-market/${project.id}`)).body.description).toBe(
      'Full confidential brief.',
    );
    // Another quant still reads the summary only.
    const other = await signedInUser(server, 'Other Quant');
    expect((await other.session.request(`/api/leap-market/${project.id}`)).body.description).toBeNull();
  });

  it('refuses accepting a project without an NDA (409) or one the quant cannot see (404)', async () => {
    const company = await verifiedCompany();
    const open = await createProject(db(), company.id);
    const hidden = await createProject(db(), company.id, { nda: true, visibility: 'private' });
    const quant = await signedInUser(server, 'Curious Quant');
    const post = async (id: string) =>
      quant.session.request(`/api/leap-market/${id}/nda`, {
        method: 'POST',
        headers: await quant.session.csrfHeader(),
      });
    const noNda = await post(open.id);
    expect(noNda.status).toBe(409);
    expect(noNda.body.error.message).toBe(PROJECT_MESSAGES.noNda);
    expect((await post(hidden.id)).status).toBe(404);
    const noCsrf = await quant.session.request(`/api/leap-market/${open.id}/nda`, { method: 'POST' });
    expect(noCsrf.status).toBe(403);
  });

  it('lets the company preview its own draft, with nulls for what it lacks; nobody else', async () => {
    const owner = await signedInUser(server, 'Previewing Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    const draft = await createProject(db(), company.id, {
      status: 'draft',
      publishedAt: null,
      budgetType: null,
      budgetMin: null,
      budgetMax: null,
      nda: true,
      description: 'Our own words.',
    });
    const preview = await owner.session.request(`/api/leap-market/${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      status: 'draft',
      budget: null,
      publishedAt: null,
      expiresAt: null,
      description: 'Our own words.',
      viewer: { ownCompany: true },
    });
    expect((await new BrowserSession(server).request(`/api/leap-market/${draft.id}`)).status).toBe(404);
    const quant = await signedInUser(server, 'Draft Quant');
    expect((await quant.session.request(`/api/leap-market/${draft.id}`)).status).toBe(404);
  });

  it('keeps an ended listing’s page readable by its link, like a closed project, while the list drops it', async () => {
    const word = token();
    const company = await verifiedCompany();
    const ended = await createProject(db(), company.id, {
      title: `Ended page ${word}`,
      publishedAt: new Date(Date.now() - 31 * DAY),
      expiresAt: new Date(Date.now() - DAY),
    });
    const closed = await createProject(db(), company.id, { status: 'closed', closedAt: new Date() });
    expect(ids(await market({ q: word }))).toEqual([]);
    for (const p of [ended, closed]) {
      const page = await new BrowserSession(server).request(`/api/leap-market/${p.id}`);
      expect(page.status).toBe(200);
      expect(page.body.status).toBe(p.status);
    }
  });
});

/**
 * Who sees what, over random worlds: projects of two companies (verified or not) with random status, visibility,
 * NDA and listing end; invitations, NDA acceptances and blocks by two quants; and five viewers (a visitor, the two
 * quants, a member of each company). The list and every page must show exactly what the rules allow, and never an
 * NDA project's description to someone who has not accepted its notice.
 */
describe('who sees which project, over random worlds', () => {
  const QUANTS = 2;
  const COMPANIES = 2;
  const projectArbitrary = fc.record({
    company: fc.nat(COMPANIES - 1),
    status: fc.constantFrom<ProjectStatus>('draft', 'published', 'in_progress', 'closed'),
    visibility: fc.constantFrom('public' as const, 'private' as const),
    nda: fc.boolean(),
    ended: fc.boolean(),
    invited: fc.array(fc.boolean(), { minLength: QUANTS, maxLength: QUANTS }),
    accepted: fc.array(fc.boolean(), { minLength: QUANTS, maxLength: QUANTS }),
  });
  const worldArbitrary = fc.record({
    verified: fc.array(fc.boolean(), { minLength: COMPANIES, maxLength: COMPANIES }),
    projects: fc.array(projectArbitrary, { minLength: 1, maxLength: 5 }),
    /** blocks[quant][company]: not, by the company, or by a reference firm at its domain. */
    blocks: fc.array(
      fc.array(fc.constantFrom('none' as const, 'company' as const, 'reference-firm' as const), {
        minLength: COMPANIES,
        maxLength: COMPANIES,
      }),
      { minLength: QUANTS, maxLength: QUANTS },
    ),
  });

  it('never shows a private project to the uninvited, an NDA description before acceptance, a draft outside its company, or a blocked company’s project', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const word = token();
        const members = [];
        const companies = [];
        for (const verified of world.verified) {
          const member = await signedInUser(server, 'World Member');
          const company = await createCompany(db(), {
            ownerUserId: member.userId,
            verification: verified ? 'verified' : 'pending',
          });
          members.push(member);
          companies.push(company);
        }
        const quants = [];
        for (let q = 0; q < QUANTS; q++) quants.push(await signedInUser(server, 'World Quant'));
        for (const [q, row] of world.blocks.entries()) {
          for (const [c, how] of row.entries()) {
            if (how !== 'none') {
              const company = companies[c]!;
              await createFirmBlock(db(), quants[q]!.userId, { id: company.id, domain: company.domain! }, how);
            }
          }
        }
        const made: {
          spec: (typeof world.projects)[number];
          project: { id: string; status: ProjectStatus };
          secret: string;
        }[] = [];
        for (const [i, spec] of world.projects.entries()) {
          const listed = spec.status !== 'draft';
          const secret = `secret${randomBytes(6).toString('hex')}`;
          const project = await createProject(db(), companies[spec.company]!.id, {
            title: `World ${i} ${word}`,
            status: spec.status,
            visibility: spec.visibility,
            nda: spec.nda,
            summary: 'A summary anyone may read.',
            description: `The brief ${secret}.`,
            publishedAt: listed ? new Date(Date.now() - (spec.ended ? 40 : 1) * DAY) : null,
            expiresAt: listed ? new Date(Date.now() + (spec.ended ? -10 : 29) * DAY) : null,
          });
          for (let q = 0; q < QUANTS; q++) {
            if (spec.invited[q]) await createProjectInvitation(db(), project.id, quants[q]!.userId);
            if (spec.accepted[q]) await acceptProjectNda(db(), project.id, quants[q]!.userId);
          }
          made.push({ spec, project, secret });
        }

        const viewers = [
          { session: new BrowserSession(server), quant: null, company: null },
          ...quants.map((q, index) => ({ session: q.session, quant: index, company: null })),
          ...members.map((m, index) => ({ session: m.session, quant: null, company: index })),
        ];
        for (const viewer of viewers) {
          const blocks = (company: number) => viewer.quant !== null && world.blocks[viewer.quant]![company] !== 'none';
          const mayOpen = ({ spec }: (typeof made)[number]) =>
            viewer.company === spec.company ||
            (spec.status !== 'draft' &&
              world.verified[spec.company]! &&
              !blocks(spec.company) &&
              (spec.visibility === 'public' || (viewer.quant !== null && spec.invited[viewer.quant]!)));
          const listed = made.filter(
            ({ spec }) =>
              spec.status === 'published' &&
              spec.visibility === 'public' &&
              !spec.ended &&
              world.verified[spec.company]! &&
              !blocks(spec.company),
          );
          const list = await market({ q: word }, viewer.session);
          expect(new Set(ids(list))).toEqual(new Set(listed.map((m) => m.project.id)));
          // The list never carries an NDA project's description (its excerpt is the summary).
          for (const m of made.filter((m) => m.spec.nda)) expect(JSON.stringify(list)).not.toContain(m.secret);

          for (const m of made) {
            const page = await viewer.session.request(`/api/leap-market/${m.project.id}`);
            if (!mayOpen(m)) {
              expect(page.status).toBe(404);
              expect(JSON.stringify(page.body)).not.toContain(m.secret);
              continue;
            }
            expect(page.status).toBe(200);
            const readsDescription =
              !m.spec.nda ||
              viewer.company === m.spec.company ||
              (viewer.quant !== null && m.spec.accepted[viewer.quant]!);
            const body = page.body as MarketProject;
            expect(body.description).toBe(readsDescription ? `The brief ${m.secret}.` : null);
            if (!readsDescription) expect(JSON.stringify(body)).not.toContain(m.secret);
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
