/**
 * Test data factories (issue 12 §3): rows written straight into a test's database, each with unique data and
 * overrides, instead of going through sign-up, the mailed link and sign-in over HTTP. Users and sessions are made
 * by better-auth's own internal adapter, and the session cookie is signed with the server's secret exactly as
 * better-auth signs it, so the real session middleware accepts it. Tests about sign-up, verification, sign-in,
 * passwords, two-factor or magic links keep going through HTTP.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { makeSignature } from 'better-auth/crypto';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/auth-links';
import type { Db } from '../db/client';
import {
  companyMembers,
  companyProfiles,
  conversations,
  firms,
  internshipPositions,
  interviewBatches,
  interviewSlots,
  projectInvitations,
  projectMilestones,
  projectNdaAcceptances,
  projectProposals,
  projects,
  quantFirmBlocks,
  quantProfiles,
  userApplications,
} from '../db/schema';
import type { CompanyRole } from '../../shared/company';
import { createAuth, type AuthConfig } from '../features/auth/auth';
import { createLogger } from '../platform/logger';
import { createMailer } from '../platform/mail/mailer';

/** The password every factory user has (the one the HTTP helpers always used). */
export const TEST_PASSWORD = 'Quant2026!';

let counter = 0;
/** An address no other test of this run uses. */
export const uniqueEmail = (prefix = 'quant') => `${prefix}${Date.now()}${process.pid}${++counter}@example.com`;

type AuthContext = Awaited<ReturnType<typeof createAuth>['$context']>;

/** Any valid config: creating users and accounts does not depend on the secret or the address. */
const ANY_AUTH_CONFIG: AuthConfig = {
  appSecret: 'factory-secret-that-is-long-enough-for-hmac-0123456789',
  publicUrl: 'http://127.0.0.1',
  authRateLimitScale: 1,
};

const contexts = new WeakMap<Db, Map<string, Promise<AuthContext>>>();

/** better-auth's context for `db` under `config` (one per database and config; building one is cheap but not free). */
function authContext(db: Db, config: AuthConfig = ANY_AUTH_CONFIG): Promise<AuthContext> {
  const key = `${config.appSecret}\n${config.publicUrl}`;
  let byConfig = contexts.get(db);
  if (!byConfig) contexts.set(db, (byConfig = new Map()));
  let context = byConfig.get(key);
  if (!context) {
    const logger = createLogger('silent');
    const mailer = createMailer({ db, logger, from: 'QuantLeap <test@quantleap.local>' });
    context = createAuth({ db, config, mailer, logger }).$context;
    byConfig.set(key, context);
  }
  return context;
}

let passwordHash: Promise<string> | undefined;
/** TEST_PASSWORD hashed once per process with the app's own hasher (argon2id), then reused by every user. */
function testPasswordHash(context: AuthContext): Promise<string> {
  passwordHash ??= context.password.hash(TEST_PASSWORD);
  return passwordHash;
}

export interface UserOverrides {
  name?: string;
  email?: string;
  /** Default true: a verified address, as after following the mailed link. */
  emailVerified?: boolean;
  /** Default TEST_PASSWORD; null makes a user without a password (no credential account). */
  password?: string | null;
}

export interface CreatedUser {
  userId: string;
  email: string;
  name: string;
}

/** A user as sign-up + the mailed link leave one: a verified address and a password (TEST_PASSWORD by default). */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const context = await authContext(db);
  const name = overrides.name ?? 'Ada Lovelace';
  const user = await context.internalAdapter.createUser(
    { name, email: (overrides.email ?? uniqueEmail()).toLowerCase(), emailVerified: overrides.emailVerified ?? true },
    { method: 'email-password' },
  );
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password;
  if (password !== null) {
    const hash = password === TEST_PASSWORD ? await testPasswordHash(context) : await context.password.hash(password);
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  }
  return { userId: user.id, email: user.email, name: user.name };
}

export interface SessionCookie {
  /** better-auth's cookie name (`quantleap.session_token`, with `__Secure-` behind HTTPS). */
  name: string;
  /** The signed value, URL-encoded, exactly as better-auth's Set-Cookie carries it. */
  value: string;
  /** The session's lifetime in seconds, as better-auth's Max-Age. */
  maxAge: number;
  secure: boolean;
  token: string;
}

/**
 * A new session for `userId`, stored by better-auth's internal adapter, and the cookie that carries it signed
 * with the secret better-auth derives from `config.appSecret`: the cookie a browser holds after signing in.
 */
export async function createSession(db: Db, config: AuthConfig, userId: string): Promise<SessionCookie> {
  const context = await authContext(db, config);
  const session = await context.internalAdapter.createSession(userId);
  const cookie = context.authCookies.sessionToken;
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  return {
    name: cookie.name,
    value: encodeURIComponent(signed),
    maxAge: cookie.attributes.maxAge ?? context.sessionConfig.expiresIn,
    secure: cookie.attributes.secure ?? false,
    token: session.token,
  };
}

/** The cookies a browser holds after signing in: the session cookie and the signed-in hint that mirrors it. */
export function signedInCookies(cookie: SessionCookie): { name: string; value: string; httpOnly: boolean }[] {
  return [
    { name: cookie.name, value: cookie.value, httpOnly: true },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', httpOnly: false },
  ];
}

/** A user with a session: what a test needs to act as them against a server built on `db` with `config`. */
export async function createSignedInUser(
  target: { database: { db: Db }; config: AuthConfig },
  overrides: UserOverrides = {},
): Promise<CreatedUser & { cookie: SessionCookie }> {
  const user = await createUser(target.database.db, overrides);
  const cookie = await createSession(target.database.db, target.config, user.userId);
  return { ...user, cookie };
}

type QuantProfileRow = typeof quantProfiles.$inferSelect;
type QuantProfileInsert = Omit<typeof quantProfiles.$inferInsert, 'userId'>;

/** A quant profile for `userId` (hidden from firms unless `isVisible: true`). */
export async function createQuantProfile(
  db: Db,
  userId: string,
  overrides: Partial<QuantProfileInsert> = {},
): Promise<QuantProfileRow> {
  const [row] = await db
    .insert(quantProfiles)
    .values({
      userId,
      fullName: 'Ada Lovelace',
      title: 'Quantitative Researcher',
      bio: 'Statistician working on systematic signals.',
      location: 'London, UK',
      skills: ['Python', 'Statistics'],
      ...overrides,
    })
    .returning();
  return row!;
}

type CompanyRow = typeof companyProfiles.$inferSelect;

type CompanyOverrides = Partial<Omit<typeof companyProfiles.$inferInsert, 'id'>> & {
  /** The owner's account; a new user is made when absent. */
  ownerUserId?: string;
};

/**
 * A hiring firm's company with its owner (company_members). Verified unless `verification` says otherwise, since
 * most firm-side tests are about a firm that may act; access tests pass 'pending' for an unverified one.
 */
export async function createCompany(
  db: Db,
  overrides: CompanyOverrides = {},
): Promise<CompanyRow & { ownerUserId: string }> {
  const { ownerUserId: ownerOverride, ...values } = overrides;
  const ownerUserId = ownerOverride ?? (await createUser(db, { name: 'Firm Owner' })).userId;
  const suffix = randomUUID().slice(0, 8);
  const verification = values.verification ?? 'verified';
  const [row] = await db
    .insert(companyProfiles)
    .values({
      name: `Example Capital ${suffix}`,
      slug: `example-capital-${suffix}`,
      website: `https://example-${suffix}.com`,
      domain: `example-${suffix}.com`,
      category: 'Hedge Fund',
      sizeBand: '51–200',
      headquarters: 'London, UK',
      verifiedVia: verification === 'verified' ? 'operator' : null,
      approvedDomain: verification === 'verified' ? `example-${suffix}.com` : null,
      verifiedAt: verification === 'verified' ? new Date() : null,
      ...values,
      verification,
    })
    .returning();
  await addCompanyMember(db, row!.id, ownerUserId, 'owner');
  return { ...row!, ownerUserId };
}

/** Makes `userId` a member of company `companyId` in `role`. */
export async function addCompanyMember(db: Db, companyId: string, userId: string, role: CompanyRole): Promise<void> {
  await db.insert(companyMembers).values({ companyId, userId, role });
}

type PositionRow = typeof internshipPositions.$inferSelect;

/** A date `days` from today, as the deadline column stores it (YYYY-MM-DD, UTC). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An Open position posted by company `companyId` (its name copied as the card's company, as posting does). */
export async function createPosition(
  db: Db,
  companyId: string,
  overrides: Partial<Omit<typeof internshipPositions.$inferInsert, 'companyId' | 'company'>> = {},
): Promise<PositionRow> {
  const [company] = await db
    .select({ name: companyProfiles.name })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, companyId));
  if (!company) throw new Error(`no company ${companyId}`);
  const [row] = await db
    .insert(internshipPositions)
    .values({
      title: 'Quantitative Research Intern',
      location: 'London, UK',
      region: 'Europe',
      role: 'Quantitative Researcher',
      deadline: inDays(30),
      description: 'Research systematic signals with our team over ten weeks in the summer.',
      department: null,
      ...overrides,
      companyId,
      company: company.name,
    })
    .returning();
  return row!;
}

type ApplicationRow = typeof userApplications.$inferSelect;

/**
 * An application by `userId` to position `opportunityId`. Only the row: no résumé file is stored under
 * `resumeKey`, so a test that downloads the résumé applies through the API instead.
 */
export async function createApplication(
  db: Db,
  input: { userId: string; opportunityId: string } & Partial<Omit<typeof userApplications.$inferInsert, 'id'>>,
): Promise<ApplicationRow> {
  const [position] = await db
    .select({ companyId: internshipPositions.companyId })
    .from(internshipPositions)
    .where(eq(internshipPositions.id, input.opportunityId));
  if (!position?.companyId) throw new Error(`createApplication: ${input.opportunityId} is not a company's position`);
  const [row] = await db
    .insert(userApplications)
    .values({
      companyId: position.companyId,
      coverLetter: 'I would love to join your research team this summer; my thesis was on volatility forecasting.',
      resumeKey: `resumes/${randomUUID()}.pdf`,
      resumeName: 'cv.pdf',
      ...input,
    })
    .returning();
  return row!;
}

/**
 * Quant `userId` hides from a company: by the company itself, or by a reference firm at the company's domain (made
 * here when missing), which must cover it just the same. Blocking twice changes nothing.
 */
export async function createFirmBlock(
  db: Db,
  userId: string,
  company: { id: string; domain: string },
  how: 'company' | 'reference-firm',
): Promise<void> {
  if (how === 'company') {
    await db.insert(quantFirmBlocks).values({ userId, companyId: company.id, name: 'Blocked' }).onConflictDoNothing();
    return;
  }
  const [reference] = await db
    .insert(firms)
    .values({
      name: `Ref ${company.domain}`,
      url: `https://www.${company.domain}/`,
      category: 'Hedge Fund',
      description: 'x',
    })
    .onConflictDoUpdate({ target: firms.name, set: { description: 'x' } })
    .returning({ id: firms.id });
  await db
    .insert(quantFirmBlocks)
    .values({ userId, firmId: reference!.id, name: 'Ref', domain: company.domain })
    .onConflictDoNothing();
}

type ProjectRow = typeof projects.$inferSelect;
type ProjectOverrides = Partial<Omit<typeof projects.$inferInsert, 'companyId'>> & {
  milestones?: { title: string; description?: string; amount?: number | null }[];
};

/**
 * A project of company `companyId`, published on LeapMarket by default (public, a fixed $10,000 budget, listed for
 * 30 days from now); pass `status: 'draft'` (and no dates) for a draft, or dates in the past for an ended listing.
 */
export async function createProject(db: Db, companyId: string, overrides: ProjectOverrides = {}): Promise<ProjectRow> {
  const { milestones = [], ...values } = overrides;
  const status = values.status ?? 'published';
  const listed = status !== 'draft';
  const publishedAt = values.publishedAt ?? (listed ? new Date() : null);
  const [row] = await db
    .insert(projects)
    .values({
      title: 'Volatility surface calibration',
      description: 'Calibrate an SVI volatility surface to listed options and document the fitting pipeline.',
      skills: ['Python', 'Stochastic Calculus'],
      projectType: 'research',
      category: 'derivatives',
      durationValue: 6,
      durationUnit: 'weeks',
      budgetType: 'fixed',
      budgetMin: 10_000,
      budgetMax: 10_000,
      publishedAt,
      expiresAt: publishedAt ? new Date(publishedAt.getTime() + 30 * 86_400_000) : null,
      ...values,
      status,
      companyId,
    })
    .returning();
  if (milestones.length > 0) {
    await db.insert(projectMilestones).values(
      milestones.map((m, position) => ({
        projectId: row!.id,
        position,
        title: m.title,
        description: m.description ?? '',
        amount: m.amount ?? null,
      })),
    );
  }
  return row!;
}

/** Quant `quantUserId` is invited to project `projectId` (a private project then shows to them). */
export async function createProjectInvitation(db: Db, projectId: string, quantUserId: string): Promise<void> {
  await db.insert(projectInvitations).values({ projectId, quantUserId }).onConflictDoNothing();
}

/** Quant `quantUserId` accepted NDA project `projectId`'s notice (they then read its description). */
export async function acceptProjectNda(db: Db, projectId: string, quantUserId: string): Promise<void> {
  await db.insert(projectNdaAcceptances).values({ projectId, quantUserId }).onConflictDoNothing();
}

type ProposalRow = typeof projectProposals.$inferSelect;

/**
 * Quant `quantUserId`'s proposal for project `projectId`: sent (`submitted`), a fixed $9,000 starting in a week,
 * unless overridden. Only the row: no check of the project or the quant, so tests can build any world.
 */
export async function createProposal(
  db: Db,
  projectId: string,
  quantUserId: string,
  overrides: Partial<Omit<typeof projectProposals.$inferInsert, 'projectId' | 'companyId' | 'quantUserId'>> = {},
): Promise<ProposalRow> {
  const [row] = await db
    .insert(projectProposals)
    .values({
      coverNote: 'I have calibrated volatility surfaces for an options desk and can deliver this in six weeks.',
      priceMin: 9_000,
      priceMax: 9_000,
      startDate: inDays(7),
      ...overrides,
      projectId,
      companyId: sql`(select ${projects.companyId} from ${projects} where ${projects.id} = ${projectId})`,
      quantUserId,
    })
    .returning();
  return row!;
}

type ConversationRow = typeof conversations.$inferSelect;

/**
 * A conversation between company `companyId` and quant `quantUserId` (only the row, no messages): open, the quant
 * wrote last unless overridden. For tests of what counts and lists conversations, not of the thread itself.
 */
export async function createConversation(
  db: Db,
  companyId: string,
  quantUserId: string,
  overrides: Partial<Omit<typeof conversations.$inferInsert, 'companyId' | 'quantUserId'>> = {},
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      startedBy: 'quant',
      startedByUserId: quantUserId,
      subject: 'Quantitative Research Intern',
      lastSide: 'quant',
      lastAuthorName: 'Ada Lovelace',
      lastPreview: 'Thank you for your message.',
      ...overrides,
      companyId,
      quantUserId,
    })
    .returning();
  return row!;
}

/**
 * An interview time of company `companyId` starting at `startsAt` (an hour long, in its own round), booked by
 * application `applicationId` when given.
 */
export async function createInterviewSlot(
  db: Db,
  companyId: string,
  startsAt: Date,
  applicationId: string | null = null,
): Promise<typeof interviewSlots.$inferSelect> {
  const [batch] = await db
    .insert(interviewBatches)
    .values({ companyId, creatorName: 'Firm Owner', durationMinutes: 60, location: 'Video call' })
    .returning();
  const [slot] = await db
    .insert(interviewSlots)
    .values({
      batchId: batch!.id,
      companyId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      applicationId,
      bookedAt: applicationId ? new Date() : null,
    })
    .returning();
  return slot!;
}
