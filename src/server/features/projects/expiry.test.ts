import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_NOTICE_DAYS } from '../../../shared/projects';
import { companyProfiles, mailOutbox, projects } from '../../db/schema';
import { createMailer } from '../../platform/mail/mailer';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createCompany, createProject } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { listingEndWords, sweepProjectListings } from './expiry';

/** Issue 17: a listing ends itself after its 30 or 60 days; its firm is e-mailed 3 days before and may renew once. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const mailer = () =>
  createMailer({ db: db(), logger: pino({ level: 'silent' }), from: 'QuantLeap <test@quantleap.local>' });
const sweep = (now: Date) => sweepProjectListings(db(), mailer(), 'https://quantleap.test', now);

const KIND = 'project-listing-ending';
const DASHBOARD = 'https://quantleap.test/funds/company-dashboard';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const fromNow = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

async function notices(to: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, KIND)));
}

async function row(id: string) {
  const [project] = await db().select().from(projects).where(eq(projects.id, id));
  return project!;
}

/** A verified company with a signed-in owner and recruiter; `label` makes its project titles its own. */
async function firm(label: string) {
  const owner = await signedInUser(server, `${label} Owner`);
  const recruiter = await signedInUser(server, `${label} Recruiter`);
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
  const title = (what: string) => `${label} ${what} ${company.id.slice(0, 8)}`;
  return { owner, recruiter, company, title };
}

describe('the notice before a listing ends', () => {
  it(`e-mails every member once per listing ${EXPIRY_NOTICE_DAYS} days before its end, public and private alike, even with two sweeps at once`, async () => {
    const { owner, recruiter, company, title } = await firm('Notice');
    const ends = fromNow(2 * DAY_MS);
    const publicOne = await createProject(db(), company.id, { title: title('Public'), expiresAt: ends });
    const privateOne = await createProject(db(), company.id, {
      title: title('Private'),
      visibility: 'private',
      nda: true,
      expiresAt: ends,
    });
    // Not noticed: too early, a draft, a closed project, one in progress, one already noticed.
    const early = await createProject(db(), company.id, {
      title: title('Early'),
      expiresAt: fromNow((EXPIRY_NOTICE_DAYS + 1) * DAY_MS),
    });
    const draft = await createProject(db(), company.id, { title: title('Draft'), status: 'draft', expiresAt: ends });
    const closed = await createProject(db(), company.id, {
      title: title('Closed'),
      status: 'closed',
      closedAt: new Date(),
      expiresAt: ends,
    });
    const working = await createProject(db(), company.id, {
      title: title('Working'),
      status: 'in_progress',
      expiresAt: ends,
    });
    const toldBefore = new Date(Date.now() - DAY_MS);
    const told = await createProject(db(), company.id, {
      title: title('Told'),
      expiresAt: ends,
      expiryNoticeAt: toldBefore,
    });

    const now = new Date();
    // Two processes sweeping at once: each listing is claimed, and mailed, once.
    await Promise.all([sweep(now), sweep(now)]);

    for (const noticed of [publicOne, privateOne]) {
      expect((await row(noticed.id)).expiryNoticeAt?.getTime(), noticed.title).toBe(now.getTime());
    }
    for (const left of [early, draft, closed, working]) {
      expect((await row(left.id)).expiryNoticeAt, left.title).toBeNull();
    }
    expect((await row(told.id)).expiryNoticeAt?.getTime()).toBe(toldBefore.getTime());
    expect((await row(draft.id)).status).toBe('draft');
    expect((await row(closed.id)).status).toBe('closed');
    expect((await row(working.id)).status).toBe('in_progress');

    for (const member of [owner, recruiter]) {
      const sent = await notices(member.email);
      expect(sent.map((m) => m.subject).sort(), member.email).toEqual(
        [publicOne.title, privateOne.title]
          .map((t) => `Your LeapMarket listing ends on ${listingEndWords(ends)}: ${t}`)
          .sort(),
      );
      for (const mail of sent) {
        expect(mail.text).toContain(listingEndWords(ends));
        expect(mail.text).toContain(company.name);
        expect(mail.text).toContain('You can renew it once');
        expect(mail.text).toContain(DASHBOARD);
        expect(mail.html).toContain(DASHBOARD);
      }
    }

    // Once: later sweeps, up to the end, send nothing more about those two; the early one is told once in range.
    await sweep(fromNow(HOUR_MS, now));
    expect(await notices(owner.email)).toHaveLength(2);
    await sweep(fromNow(2 * DAY_MS - HOUR_MS, now));
    for (const member of [owner, recruiter]) {
      const sent = await notices(member.email);
      expect(sent, member.email).toHaveLength(3);
      expect(sent.filter((m) => m.subject.endsWith(early.title))).toHaveLength(1);
    }
  });

  it("names only the member's own company and project, escaped in the HTML", async () => {
    const first = await firm('Alpha');
    const second = await firm('Beta');
    const outsider = await signedInUser(server, 'Not A Member');
    const ends = fromNow(DAY_MS);
    const mine = await createProject(db(), first.company.id, {
      title: first.title('Rates & FX <curve> build'),
      expiresAt: ends,
    });
    const theirs = await createProject(db(), second.company.id, {
      title: second.title('Credit model'),
      expiresAt: ends,
    });

    await sweep(new Date());

    const [toFirst] = await notices(first.owner.email);
    expect(toFirst!.text).toContain(mine.title);
    expect(toFirst!.html).toContain(first.title('Rates &amp; FX &lt;curve&gt; build'));
    expect(toFirst!.html).not.toContain('<curve>');
    const [toSecond] = await notices(second.recruiter.email);
    expect(toSecond!.text).toContain(theirs.title);
    for (const [mail, other] of [
      [toFirst!, second],
      [toSecond!, first],
    ] as const) {
      const everything = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(everything).not.toContain(other.company.name);
      expect(everything).not.toContain(other.company.id.slice(0, 8));
    }
    expect(await notices(first.owner.email)).toHaveLength(1);
    expect(await notices(second.owner.email)).toHaveLength(1);
    expect(await notices(outsider.email)).toEqual([]);
  });
});

describe('an unverified company’s listing', () => {
  it('is not noticed while the company is unverified (it could not renew), and is once verified again', async () => {
    const { owner, company, title } = await firm('Lapsed');
    const listing = await createProject(db(), company.id, { title: title('Listing'), expiresAt: fromNow(DAY_MS) });
    await db().update(companyProfiles).set({ verification: 'rejected' }).where(eq(companyProfiles.id, company.id));
    expect((await sweep(new Date())).noticed).toBe(0);
    expect(await notices(owner.email)).toEqual([]);
    expect((await row(listing.id)).expiryNoticeAt).toBeNull();

    await db().update(companyProfiles).set({ verification: 'verified' }).where(eq(companyProfiles.id, company.id));
    await sweep(new Date());
    const [notice] = await notices(owner.email);
    expect(notice!.text).toContain('You can renew it once');
  });
});

describe('the end of a listing', () => {
  it('closes the project at its end, dated then, and LeapMarket no longer shows it', async () => {
    const { owner, company, title } = await firm('Ending');
    const ends = fromNow(2 * DAY_MS);
    const project = await createProject(db(), company.id, { title: title('Ending'), expiresAt: ends });
    // A listing whose end passed while no process swept: closed, and not told it "ends" in the past.
    const missed = await createProject(db(), company.id, {
      title: title('Missed'),
      publishedAt: new Date(Date.now() - 40 * DAY_MS),
      expiresAt: new Date(Date.now() - 10 * DAY_MS),
    });

    const now = new Date();
    expect((await sweep(now)).closed).toBeGreaterThanOrEqual(1);
    expect(await row(missed.id)).toMatchObject({ status: 'closed', closedAt: missed.expiresAt, expiryNoticeAt: null });
    expect((await notices(owner.email)).map((m) => m.subject)).toEqual([
      `Your LeapMarket listing ends on ${listingEndWords(ends)}: ${project.title}`,
    ]);

    await sweep(fromNow(-60_000, ends));
    expect((await row(project.id)).status).toBe('published');

    const after = fromNow(HOUR_MS, ends);
    await Promise.all([sweep(after), sweep(after)]);
    expect(await row(project.id)).toMatchObject({ status: 'closed', closedAt: ends, updatedAt: after });

    // The firm sees it closed (and may reopen it); quants no longer find it.
    const own = await owner.session.request('/api/projects');
    expect(own.status).toBe(200);
    const listed = JSON.stringify(own.body);
    expect(listed).toContain(project.id);
    const page = await new BrowserSession(server).request(`/api/leap-market?q=${encodeURIComponent(project.title)}`);
    expect(page.status).toBe(200);
    expect((page.body.projects as { id: string }[]).map((p) => p.id)).not.toContain(project.id);
    expect(await notices(owner.email)).toHaveLength(1);
  });

  it('a renewed listing is noticed again before its new end, as renewed already, then closes at that end', async () => {
    const { owner, recruiter, company, title } = await firm('Renewed');
    const firstEnd = fromNow(2 * DAY_MS);
    const project = await createProject(db(), company.id, { title: title('Renewed'), expiresAt: firstEnd });

    await sweep(new Date());
    const [first] = await notices(owner.email);
    expect(first!.text).toContain('You can renew it once');

    // Renewing (any member) extends the listing by the plan's 30 days and clears the notice for the new period.
    const renewed = await recruiter.session.request(`/api/projects/${project.id}/renew`, {
      method: 'POST',
      headers: await recruiter.session.csrfHeader(),
    });
    expect(renewed.status).toBe(200);
    const newEnd = new Date(renewed.body.expiresAt as string);
    expect(newEnd.getTime() - firstEnd.getTime()).toBe(30 * DAY_MS);
    expect((await row(project.id)).expiryNoticeAt).toBeNull();

    // Not again until the new end is EXPIRY_NOTICE_DAYS away, and not closed at the first end.
    await sweep(new Date());
    await sweep(fromNow(HOUR_MS, firstEnd));
    await sweep(fromNow(-(EXPIRY_NOTICE_DAYS * DAY_MS + HOUR_MS), newEnd));
    expect((await row(project.id)).status).toBe('published');
    expect(await notices(owner.email)).toHaveLength(1);

    await sweep(fromNow(-2 * DAY_MS, newEnd));
    for (const member of [owner, recruiter]) {
      const sent = await notices(member.email);
      expect(sent, member.email).toHaveLength(2);
      const second = sent.find((m) => m.text.includes(listingEndWords(newEnd)));
      expect(second?.text).toContain(project.title);
      expect(second?.text).toContain('renewed once already');
      expect(second?.text).not.toContain('You can renew it once');
    }

    await sweep(fromNow(HOUR_MS, newEnd));
    expect(await row(project.id)).toMatchObject({ status: 'closed', closedAt: newEnd });
    expect(await notices(owner.email)).toHaveLength(2);
  });
});
