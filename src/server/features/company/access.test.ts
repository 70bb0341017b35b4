import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { companySuspendedMessage } from '../../../shared/operator-people';
import { API_ROUTES } from '../../../shared/contracts';
import {
  applicantEmails,
  applicationEvents,
  interviewSlots,
  applicationNotes,
  companyInvitations,
  companyMembers,
  companyProfiles,
  user,
  internshipPositions,
  quantProfileViews,
  talentMatches,
  userApplications,
} from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import {
  addCompanyMember,
  createApplication,
  createCompany,
  createInterviewSlot,
  createPosition,
  createQuantProfile,
  inDays,
} from '../../test/factories';
import { makePdf } from '../../test/pdf';
import { createLocalStorage } from '../../platform/storage/storage';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Access tests for every firm-side endpoint (issue 13): anonymous → 401; signed in without a company → 403; a
 * member of another company → 404 for the first company's rows (or it acts on its own company only); a recruiter
 * on an owner-only action → 403; an unverified company on a verified-only action → 403 with the reason. After
 * every refused or foreign request the first company is exactly as it was. A new firm-side route that is not in
 * ENDPOINTS fails the completeness test. Suspensions (issue 43): a suspended account → 401 on every route; a member of
 * a suspended company → 403 with the operator's reason on every route that acts for a company.
 */
const SUSPENSION_REASON = 'Misleading positions';
const OPERATOR = 'operator-access@example.com';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let operator: BrowserSession;
const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'quantleap-access-')));
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR], authRateLimitScale: 100 }, storage });
  operator = (await signedInUser(server, 'Operator', { email: OPERATOR })).session;
});
afterAll(() => server.close());
const db = () => server.database.db;

/** Firm-side routes: everything under these paths must be in ENDPOINTS. */
const FIRM_PATHS = [
  /^\/api\/company(\/|$)/,
  /^\/api\/company-dashboard(\/|$)/,
  /^\/api\/internship-board\//,
  /^\/api\/company-reviews(\/|$)/,
  /^\/api\/talent(\/|$)/,
  /^\/api\/talent-match(\/|$)/,
];

type Access = 'signed-in' | 'member' | 'owner' | 'verified' | 'operator';

interface World {
  companyA: {
    id: string;
    ownerId: string;
    recruiterId: string;
    secondRecruiterId: string;
    invitationId: string;
    openPositionId: string;
    draftPositionId: string;
    applicationId: string;
    rejectedApplicationId: string;
    shortlistedApplicationId: string;
    bookedSlotId: string;
  };
  companyC: { id: string };
  /** A listed quant profile (visible, filled in, blocking nobody). */
  quantProfileId: string;
}

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  /** What a member of another company gets: 404 for the first company's rows, or an answer about their own. */
  foreign: 'not-found' | 'own-company';
  /** Who succeeds, when not the owner of company A (or the operator). */
  allowed?: 'recruiter';
  send(session: BrowserSession, world: World): Promise<{ status: number; body: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
}

const VALID_COMPANY = {
  name: 'Access Test Capital',
  website: 'https://access-test.example',
  category: 'Hedge Fund',
  sizeBand: '11–50',
  headquarters: 'London, UK',
  offices: ['Paris, France'],
  description: 'A company made by the access tests.',
};
const VALID_POSITION = {
  title: 'Access Intern',
  location: 'London, UK',
  region: 'Europe',
  role: 'Quantitative Researcher',
  deadline: inDays(40),
  description: 'Research systematic signals with our team over ten weeks in the summer.',
  pay: { period: 'month', min: 7000, max: 9000 },
};

async function call(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method: method.toUpperCase(), json, headers: await session.csrfHeader() });
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'get',
    path: '/api/company',
    access: 'signed-in',
    foreign: 'own-company',
    send: (s) => call(s, 'get', '/api/company'),
  },
  {
    method: 'post',
    path: '/api/company',
    access: 'signed-in',
    foreign: 'own-company',
    send: (s) => call(s, 'post', '/api/company', VALID_COMPANY),
  },
  {
    method: 'put',
    path: '/api/company',
    access: 'owner',
    foreign: 'own-company',
    send: (s) => call(s, 'put', '/api/company', VALID_COMPANY),
  },
  {
    method: 'delete',
    path: '/api/company',
    access: 'owner',
    foreign: 'own-company',
    send: (s) => call(s, 'delete', '/api/company'),
  },
  {
    method: 'post',
    path: '/api/company/logo',
    access: 'owner',
    foreign: 'own-company',
    send: async (s) => s.upload('/api/company/logo', 'logo', PNG, 'logo.png', 'image/png', await s.csrfHeader()),
  },
  {
    method: 'get',
    path: '/api/company-dashboard',
    access: 'member',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/company-dashboard'),
  },
  // The people behind the figures are quants' data: a verified company only.
  ...['/api/company-dashboard/pipeline', '/api/company-dashboard/interviews'].map((path): Endpoint => ({
    method: 'get',
    path,
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', path),
  })),
  {
    method: 'get',
    path: '/api/company/members',
    access: 'member',
    foreign: 'own-company',
    send: (s) => call(s, 'get', '/api/company/members'),
  },
  {
    method: 'delete',
    path: '/api/company/members/{userId}',
    access: 'owner',
    foreign: 'not-found',
    send: (s, w) => call(s, 'delete', `/api/company/members/${w.companyA.secondRecruiterId}`),
  },
  {
    method: 'post',
    path: '/api/company/leave',
    access: 'member',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'post', '/api/company/leave'),
  },
  {
    method: 'post',
    path: '/api/company/owner',
    access: 'owner',
    foreign: 'not-found',
    send: (s, w) => call(s, 'post', '/api/company/owner', { userId: w.companyA.recruiterId }),
  },
  {
    method: 'post',
    path: '/api/company/invitations',
    access: 'owner',
    foreign: 'own-company',
    send: (s) =>
      call(s, 'post', '/api/company/invitations', { email: `invitee-${randomBytes(4).toString('hex')}@example.com` }),
  },
  {
    method: 'delete',
    path: '/api/company/invitations/{id}',
    access: 'owner',
    foreign: 'not-found',
    send: (s, w) => call(s, 'delete', `/api/company/invitations/${w.companyA.invitationId}`),
  },
  {
    method: 'get',
    path: '/api/internship-board/positions',
    access: 'member',
    foreign: 'own-company',
    send: (s) => call(s, 'get', '/api/internship-board/positions'),
  },
  {
    method: 'post',
    path: '/api/internship-board/positions',
    access: 'verified',
    foreign: 'own-company',
    send: (s) => call(s, 'post', '/api/internship-board/positions', VALID_POSITION),
  },
  {
    method: 'put',
    path: '/api/internship-board/positions/{id}',
    access: 'member',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'put', `/api/internship-board/positions/${w.companyA.openPositionId}`, VALID_POSITION),
  },
  {
    method: 'post',
    path: '/api/internship-board/positions/{id}/duplicate',
    access: 'member',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'post', `/api/internship-board/positions/${w.companyA.openPositionId}/duplicate`),
  },
  {
    method: 'post',
    path: '/api/internship-board/positions/{id}/publish',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'post', `/api/internship-board/positions/${w.companyA.draftPositionId}/publish`),
  },
  {
    method: 'post',
    path: '/api/internship-board/positions/{id}/close',
    access: 'member',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'post', `/api/internship-board/positions/${w.companyA.openPositionId}/close`),
  },
  {
    method: 'post',
    path: '/api/internship-board/positions/{id}/still-hiring',
    access: 'member',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'post', `/api/internship-board/positions/${w.companyA.openPositionId}/still-hiring`),
  },
  {
    method: 'get',
    path: '/api/internship-board/pay-benchmark',
    access: 'member',
    foreign: 'own-company',
    send: (s) => call(s, 'get', '/api/internship-board/pay-benchmark?region=Europe&role=Quantitative+Researcher'),
  },
  {
    method: 'get',
    path: '/api/internship-board/applications',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/internship-board/applications?sort=gpa'),
  },
  {
    method: 'get',
    path: '/api/internship-board/applications/export',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/internship-board/applications/export'),
  },
  {
    method: 'get',
    path: '/api/internship-board/applications/{id}',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'get', `/api/internship-board/applications/${w.companyA.applicationId}`),
  },
  {
    method: 'get',
    path: '/api/internship-board/applications/{id}/resume',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'get', `/api/internship-board/applications/${w.companyA.applicationId}/resume`),
  },
  {
    method: 'post',
    path: '/api/internship-board/applications/{id}/status',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) =>
      call(s, 'post', `/api/internship-board/applications/${w.companyA.applicationId}/status`, {
        status: 'Shortlisted',
      }),
  },
  {
    method: 'post',
    path: '/api/internship-board/applications/status',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) =>
      call(s, 'post', '/api/internship-board/applications/status', {
        ids: [w.companyA.applicationId],
        status: 'Rejected',
        reason: 'position-filled',
      }),
  },
  {
    method: 'post',
    path: '/api/internship-board/applications/{id}/undo-rejection',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) =>
      call(s, 'post', `/api/internship-board/applications/${w.companyA.rejectedApplicationId}/undo-rejection`),
  },
  {
    method: 'post',
    path: '/api/internship-board/applications/{id}/notes',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) =>
      call(s, 'post', `/api/internship-board/applications/${w.companyA.applicationId}/notes`, {
        body: 'Strong statistics background.',
      }),
  },
  {
    method: 'get',
    path: '/api/internship-board/analytics',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/internship-board/analytics'),
  },
  {
    method: 'get',
    path: '/api/internship-board/universities',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/internship-board/universities'),
  },
  {
    method: 'post',
    path: '/api/internship-board/applications/email/preview',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) =>
      call(s, 'post', '/api/internship-board/applications/email/preview', {
        subject: 'Next steps',
        body: 'Thank you for applying, {name}: we are reviewing applications this week.',
      }),
  },
  {
    method: 'post',
    path: '/api/internship-board/applications/email',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) =>
      call(s, 'post', '/api/internship-board/applications/email', {
        subject: 'Next steps',
        body: 'Thank you for applying, {name}: we are reviewing applications this week.',
      }),
  },
  {
    method: 'post',
    path: '/api/internship-board/interviews',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) =>
      call(s, 'post', '/api/internship-board/interviews', {
        applicationIds: [w.companyA.shortlistedApplicationId],
        slots: [new Date(Date.now() + 2 * 86_400_000).toISOString()],
        durationMinutes: 45,
        location: 'Video call, link sent by e-mail',
      }),
  },
  {
    method: 'get',
    path: '/api/internship-board/interviews',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/internship-board/interviews'),
  },
  {
    method: 'get',
    path: '/api/internship-board/interviews/{slotId}/calendar',
    access: 'verified',
    foreign: 'not-found',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'get', `/api/internship-board/interviews/${w.companyA.bookedSlotId}/calendar`),
  },
  {
    method: 'get',
    path: '/api/talent',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/talent?q=python&skills=Python'),
  },
  {
    method: 'get',
    path: '/api/talent/{id}',
    access: 'verified',
    // Any verified company may open a listed profile (the quant's blocks are tested in talent's own tests).
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s, w) => call(s, 'get', `/api/talent/${w.quantProfileId}`),
  },
  {
    method: 'post',
    path: '/api/talent-match',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'post', '/api/talent-match', { jobTitle: 'Quant researcher', requiredSkills: ['Python'] }),
  },
  {
    method: 'get',
    path: '/api/talent-match/recent',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/talent-match/recent'),
  },
  {
    method: 'get',
    path: '/api/talent-match/sources',
    access: 'verified',
    foreign: 'own-company',
    allowed: 'recruiter',
    send: (s) => call(s, 'get', '/api/talent-match/sources'),
  },
  {
    method: 'get',
    path: '/api/company-reviews',
    access: 'operator',
    foreign: 'own-company',
    send: (s) => call(s, 'get', '/api/company-reviews'),
  },
  {
    method: 'post',
    path: '/api/company-reviews/{id}',
    access: 'operator',
    foreign: 'own-company',
    send: (s, w) => call(s, 'post', `/api/company-reviews/${w.companyC.id}`, { decision: 'approve' }),
  },
];

/** Company A (verified) with its owner, two recruiters, an open invitation, an open and a draft position; B verified; C pending. */
async function makeWorld() {
  const ownerA = await signedInUser(server, 'Owner A');
  const a = await createCompany(db(), { ownerUserId: ownerA.userId });
  const recruiterA = await signedInUser(server, 'Recruiter A');
  await addCompanyMember(db(), a.id, recruiterA.userId, 'recruiter');
  const secondRecruiterA = await signedInUser(server, 'Second Recruiter A');
  await addCompanyMember(db(), a.id, secondRecruiterA.userId, 'recruiter');
  const [invitation] = await db()
    .insert(companyInvitations)
    .values({
      companyId: a.id,
      email: `open-${randomBytes(4).toString('hex')}@example.com`,
      tokenHash: randomBytes(32).toString('hex'),
      invitedBy: ownerA.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const openPosition = await createPosition(db(), a.id, { payPeriod: 'month', payMin: 7000, payMax: 9000 });
  const draftPosition = await createPosition(db(), a.id, {
    status: 'Draft',
    payPeriod: 'hour',
    payMin: 40,
    payMax: 55,
  });
  const applicant = await signedInUser(server, 'Applicant');
  const application = await createApplication(db(), {
    userId: applicant.userId,
    opportunityId: openPosition.id,
    university: 'Imperial College London',
    degreeLevel: "Master's",
    gpaTenths: 37,
    graduationYear: 2027,
  });
  await storage.put(application.resumeKey!, await makePdf(), 'application/pdf');
  const rejectedApplicant = await signedInUser(server, 'Rejected Applicant');
  const rejected = await createApplication(db(), {
    userId: rejectedApplicant.userId,
    opportunityId: openPosition.id,
    status: 'Rejected',
    rejectionReason: 'hiring-paused',
    rejectionMailDueAt: new Date(Date.now() + 300_000),
  });
  const shortlistedApplicant = await signedInUser(server, 'Shortlisted Applicant');
  const shortlisted = await createApplication(db(), {
    userId: shortlistedApplicant.userId,
    opportunityId: openPosition.id,
    status: 'Shortlisted',
  });
  const bookedSlot = await createInterviewSlot(db(), a.id, new Date(Date.now() + 3 * 86_400_000), shortlisted.id);
  const quantUser = await signedInUser(server, 'Listed Quant');
  const quant = await createQuantProfile(db(), quantUser.userId, { isVisible: true });
  const ownerB = await signedInUser(server, 'Owner B');
  await createCompany(db(), { ownerUserId: ownerB.userId });
  const ownerC = await signedInUser(server, 'Owner C');
  const c = await createCompany(db(), { ownerUserId: ownerC.userId, verification: 'pending' });
  const world: World = {
    companyA: {
      id: a.id,
      ownerId: ownerA.userId,
      recruiterId: recruiterA.userId,
      secondRecruiterId: secondRecruiterA.userId,
      invitationId: invitation!.id,
      openPositionId: openPosition.id,
      draftPositionId: draftPosition.id,
      applicationId: application.id,
      rejectedApplicationId: rejected.id,
      shortlistedApplicationId: shortlisted.id,
      bookedSlotId: bookedSlot.id,
    },
    companyC: { id: c.id },
    quantProfileId: quant.id,
  };
  const noCompany = await signedInUser(server, 'No Company');
  const ownerD = await signedInUser(server, 'Owner D');
  const d = await createCompany(db(), { ownerUserId: ownerD.userId });
  await db()
    .update(companyProfiles)
    .set({ suspendedAt: new Date(), suspensionReason: SUSPENSION_REASON })
    .where(eq(companyProfiles.id, d.id));
  // A member of company A whose own account is suspended: their session no longer counts.
  const suspendedRecruiter = await signedInUser(server, 'Suspended Recruiter A');
  await addCompanyMember(db(), a.id, suspendedRecruiter.userId, 'recruiter');
  await db()
    .update(user)
    .set({ suspendedAt: new Date(), suspensionReason: SUSPENSION_REASON })
    .where(eq(user.id, suspendedRecruiter.userId));
  return {
    world,
    sessions: {
      anonymous: new BrowserSession(server),
      noCompany: noCompany.session,
      suspendedCompany: ownerD.session,
      suspendedAccount: suspendedRecruiter.session,
      otherCompany: ownerB.session,
      recruiter: recruiterA.session,
      unverified: ownerC.session,
      owner: ownerA.session,
      operator,
    },
  };
}

/** Everything stored about company A: its row, members, invitations, positions, applications with notes and history. */
async function fingerprint(companyId: string): Promise<string> {
  const [company] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, companyId));
  const members = await db()
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.userId));
  const invitations = await db()
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(asc(companyInvitations.id));
  const positions = await db()
    .select()
    .from(internshipPositions)
    .where(eq(internshipPositions.companyId, companyId))
    .orderBy(asc(internshipPositions.id));
  const applications = await db()
    .select()
    .from(userApplications)
    .where(eq(userApplications.companyId, companyId))
    .orderBy(asc(userApplications.id));
  const ids = applications.map((a) => a.id);
  const events = await db()
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, ids))
    .orderBy(asc(applicationEvents.id));
  const notes = await db()
    .select()
    .from(applicationNotes)
    .where(inArray(applicationNotes.applicationId, ids))
    .orderBy(asc(applicationNotes.id));
  const emails = await db().select().from(applicantEmails).where(eq(applicantEmails.companyId, companyId));
  const slots = await db().select().from(interviewSlots).where(eq(interviewSlots.companyId, companyId));
  const views = await db().select().from(quantProfileViews).where(eq(quantProfileViews.companyId, companyId));
  const matches = await db().select().from(talentMatches).where(eq(talentMatches.companyId, companyId));
  return JSON.stringify({
    company,
    members,
    invitations,
    positions,
    applications,
    events,
    notes,
    emails,
    slots,
    views,
    matches,
  });
}

describe('firm-side access', () => {
  it('covers every firm-side route', () => {
    const firmRoutes = API_ROUTES.filter((route) => FIRM_PATHS.some((pattern) => pattern.test(route.path)));
    const covered = ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort();
    expect(firmRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(covered);
  });

  describe.each(ENDPOINTS)('$method $path ($access)', (endpoint) => {
    it('refuses callers without the access it needs and leaves the company unchanged; its own caller succeeds', async () => {
      const { world, sessions } = await makeWorld();
      const before = await fingerprint(world.companyA.id);
      const unchanged = async (who: string) => expect(await fingerprint(world.companyA.id), who).toBe(before);

      const anonymous = await endpoint.send(sessions.anonymous, world);
      expect(anonymous.status, 'anonymous').toBe(401);
      await unchanged('anonymous');

      const suspendedAccount = await endpoint.send(sessions.suspendedAccount, world);
      expect(suspendedAccount.status, 'suspended account').toBe(401);
      await unchanged('suspended account');
      const suspendedCompany = await endpoint.send(sessions.suspendedCompany, world);
      if (endpoint.access === 'operator') {
        expect(suspendedCompany.status, 'suspended company').toBe(403);
      } else if (endpoint.access !== 'signed-in' || (endpoint.method === 'get' && endpoint.path === '/api/company')) {
        expect(suspendedCompany.status, 'suspended company').toBe(403);
        expect(suspendedCompany.body.error.message).toBe(companySuspendedMessage(SUSPENSION_REASON));
      } else {
        // Creating a company: the suspended company's owner already has one.
        expect(suspendedCompany.status, 'suspended company').toBe(409);
      }
      await unchanged('suspended company');
      if (endpoint.access !== 'signed-in') {
        const none = await endpoint.send(sessions.noCompany, world);
        expect(none.status, 'no company').toBe(403);
        expect(none.body.error.message).toBe(
          endpoint.access === 'operator' ? COMPANY_MESSAGES.operatorOnly : COMPANY_MESSAGES.noCompany,
        );
        await unchanged('no company');
      }

      const foreign = await endpoint.send(sessions.otherCompany, world);
      if (endpoint.access === 'operator') expect(foreign.status, 'other company').toBe(403);
      else if (endpoint.foreign === 'not-found') expect(foreign.status, 'other company').toBe(404);
      await unchanged('other company');

      if (endpoint.access === 'owner') {
        const recruiter = await endpoint.send(sessions.recruiter, world);
        expect(recruiter.status, 'recruiter').toBe(403);
        expect(recruiter.body.error.message).toBe(COMPANY_MESSAGES.ownerOnly);
        await unchanged('recruiter');
      }

      if (endpoint.access === 'verified') {
        const unverified = await endpoint.send(sessions.unverified, world);
        expect(unverified.status, 'unverified').toBe(403);
        expect(unverified.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
      }

      const allowedCaller =
        endpoint.access === 'operator'
          ? sessions.operator
          : endpoint.allowed
            ? sessions[endpoint.allowed]
            : sessions.owner;
      const allowed = await endpoint.send(allowedCaller, world);
      if (endpoint.path === '/api/company' && endpoint.method === 'post') {
        // The owner already has a company: the allowed caller here is anyone signed in without one.
        expect(allowed.status).toBe(409);
        expect((await endpoint.send(sessions.noCompany, world)).status).toBe(201);
      } else {
        expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
      }
    });
  });
});
