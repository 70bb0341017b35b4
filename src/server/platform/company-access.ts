import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser, SignedInEnv } from '../app-env';
import { COMPANY_MESSAGES, type CompanyRole, type VerificationState } from '../../shared/company';
import { companySuspendedMessage } from '../../shared/operator-people';
import type { Db } from '../db/client';
import { companyMembers, companyProfiles } from '../db/schema';
import { AppError } from './app-error';
import { operatorEmails } from './operators';
import { requireUser, type SessionReader } from './session';

/**
 * Who the caller acts for (DESIGN.md "Who is who"). Decided here once per request, from the session's user id
 * only; firm-side services take `company.id` from this, never from the request.
 */
export interface CompanyAccess {
  id: string;
  name: string;
  slug: string;
  /** The website's registrable domain: quants' blocks on a reference firm apply through it. */
  domain: string | null;
  role: CompanyRole;
  verification: VerificationState;
  verified: boolean;
  /** Set while an operator has suspended the company: its members cannot act for it (assertNotSuspended). */
  suspensionReason: string | null;
}

export interface CompanyEnv extends SignedInEnv {
  Variables: SignedInEnv['Variables'] & { company: CompanyAccess };
}

/** The columns a company access is read from, joined from company_members and company_profiles. */
export const companyAccessColumns = {
  id: companyProfiles.id,
  name: companyProfiles.name,
  slug: companyProfiles.slug,
  domain: companyProfiles.domain,
  role: companyMembers.role,
  verification: companyProfiles.verification,
  suspensionReason: companyProfiles.suspensionReason,
};

export const toCompanyAccess = (row: Omit<CompanyAccess, 'verified'>): CompanyAccess => ({
  ...row,
  verified: row.verification === 'verified',
});

/**
 * A company the public and quants may see: its page, positions and projects. Verified, and not suspended by an
 * operator; every public listing and firm page filters by this one condition.
 */
export const listedCompany = sql<boolean>`(${companyProfiles.verification} = 'verified' and ${companyProfiles.suspendedAt} is null)`;

/** 403 with the operator's reason when the company is suspended: its members cannot act for it. */
export function assertNotSuspended(company: CompanyAccess): CompanyAccess {
  if (company.suspensionReason !== null) {
    throw new AppError('FORBIDDEN', companySuspendedMessage(company.suspensionReason));
  }
  return company;
}

/** The company `userId` belongs to, with their role, or null. */
export async function findCompanyAccess(db: Db, userId: string): Promise<CompanyAccess | null> {
  const [row] = await db
    .select(companyAccessColumns)
    .from(companyMembers)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row ? toCompanyAccess(row) : null;
}

type AnyContext = Context<{
  Variables: { db: Db; user?: SessionUser; company?: CompanyAccess };
}>;

// c.get rather than c.var below: Hono builds a new object of every variable on each c.var access, and these run on
// every signed-in request.

/** Runs the session check unless an earlier middleware of this request already did. */
async function ensureUser(auth: SessionReader, c: AnyContext): Promise<SessionUser> {
  const user = c.get('user');
  if (user) return user;
  await requireUser(auth)(c as never, async () => {});
  return c.get('user')!;
}

/** The caller's company access, looked up at most once per request; 403 when they belong to no company. */
async function ensureCompany(auth: SessionReader, c: AnyContext): Promise<CompanyAccess> {
  const known = c.get('company');
  if (known) return known;
  const user = await ensureUser(auth, c);
  const company = await findCompanyAccess(c.get('db'), user.id);
  if (!company) throw new AppError('FORBIDDEN', COMPANY_MESSAGES.noCompany);
  assertNotSuspended(company);
  c.set('company', company);
  return company;
}

export interface MaybeCompanyEnv extends SignedInEnv {
  Variables: SignedInEnv['Variables'] & { company: CompanyAccess | undefined };
}

/**
 * Signed in (401 otherwise); puts the caller's company access on `c.var.company` when they belong to one. For
 * features both sides use (messages), where a quant and a firm member call the same route.
 */
export function loadCompanyIfAny(auth: SessionReader): MiddlewareHandler<MaybeCompanyEnv> {
  return async (c, next) => {
    const context = c as unknown as AnyContext;
    const user = await ensureUser(auth, context);
    if (!context.get('company')) {
      const company = await findCompanyAccess(context.get('db'), user.id);
      if (company) context.set('company', assertNotSuspended(company));
    }
    await next();
  };
}

/** Signed in (401 otherwise) and a member of a company (403 otherwise); puts `c.var.company`. */
export function requireCompanyMember(auth: SessionReader): MiddlewareHandler<CompanyEnv> {
  return async (c, next) => {
    await ensureCompany(auth, c as unknown as AnyContext);
    await next();
  };
}

/** Like requireCompanyMember, and the caller's role is `role` (403 otherwise). */
export function requireCompanyRole(auth: SessionReader, role: CompanyRole): MiddlewareHandler<CompanyEnv> {
  return async (c, next) => {
    const company = await ensureCompany(auth, c as unknown as AnyContext);
    if (company.role !== role) throw new AppError('FORBIDDEN', COMPANY_MESSAGES.ownerOnly);
    await next();
  };
}

/**
 * The caller's company when it is verified: 403 without one, or with what to do while it is not. For a service whose
 * route both sides call (messages) or whose check comes after others (publishing a position).
 */
export function assertVerified(company: CompanyAccess | undefined): CompanyAccess {
  if (!company) throw new AppError('FORBIDDEN', COMPANY_MESSAGES.noCompany);
  if (!company.verified) throw new AppError('FORBIDDEN', COMPANY_MESSAGES.notVerified);
  return company;
}

/**
 * The company whose side of quants' data the caller may see: a verified one only. A company that lost its
 * verification sees no quant's name, headline or words until it is verified again (issue 43).
 */
export const verifiedOnly = (company: CompanyAccess | undefined): CompanyAccess | undefined =>
  company?.verified ? company : undefined;

/**
 * Like requireCompanyMember, and the company is verified (403 with what to do otherwise). Every firm route that
 * shows a quant's data (proposals, applicants, the pipeline, talent) takes this one.
 */
export function requireVerifiedCompany(auth: SessionReader): MiddlewareHandler<CompanyEnv> {
  return async (c, next) => {
    assertVerified(await ensureCompany(auth, c as unknown as AnyContext));
    await next();
  };
}

/**
 * Signed in as an operator: an account whose e-mail is in ADMIN_EMAILS. Sign-in needs a verified e-mail
 * (features/auth/auth.ts requireEmailVerification), so a session's e-mail is a verified one.
 */
export function requireOperator(auth: SessionReader, adminEmails: readonly string[]): MiddlewareHandler<SignedInEnv> {
  const isOperator = operatorEmails(adminEmails);
  return async (c, next) => {
    const user = await ensureUser(auth, c as unknown as AnyContext);
    if (!isOperator(user.email)) throw new AppError('FORBIDDEN', COMPANY_MESSAGES.operatorOnly);
    await next();
  };
}
