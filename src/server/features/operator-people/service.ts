import { asc, count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type {
  CompanyDetail,
  OperatorSearch,
  PersonDetail,
  Suspension,
} from '../../../shared/contracts/operator-people';
import { OPERATOR_SEARCH_PAGE_SIZE, SUSPENSION_MESSAGES } from '../../../shared/operator-people';
import type { Db } from '../../db/client';
import {
  companyMembers,
  companyProfiles,
  conversationMessages,
  internshipPositions,
  projects,
  quantProfiles,
  session,
  user,
  userApplications,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { containing } from '../../platform/like';

const suspensionOf = (at: Date | null, reason: string | null): Suspension =>
  at ? { at: at.toISOString(), reason: reason ?? '' } : null;

/** People and companies whose e-mail, name (or, for companies, page address or domain) contain `q`. */
export async function searchPeopleAndCompanies(db: Db, q: string, page: number): Promise<OperatorSearch> {
  const pattern = containing(q);
  const offset = (page - 1) * OPERATOR_SEARCH_PAGE_SIZE;
  const [people, companies] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, suspendedAt: user.suspendedAt })
      .from(user)
      .where(or(ilike(user.email, pattern), ilike(user.name, pattern)))
      .orderBy(asc(user.name), asc(user.id))
      .limit(OPERATOR_SEARCH_PAGE_SIZE + 1)
      .offset(offset),
    db
      .select({
        id: companyProfiles.id,
        name: companyProfiles.name,
        slug: companyProfiles.slug,
        verification: companyProfiles.verification,
        suspendedAt: companyProfiles.suspendedAt,
      })
      .from(companyProfiles)
      .where(
        or(
          ilike(companyProfiles.name, pattern),
          ilike(companyProfiles.slug, pattern),
          ilike(companyProfiles.domain, pattern),
        ),
      )
      .orderBy(asc(companyProfiles.name), asc(companyProfiles.id))
      .limit(OPERATOR_SEARCH_PAGE_SIZE + 1)
      .offset(offset),
  ]);
  return {
    people: people
      .slice(0, OPERATOR_SEARCH_PAGE_SIZE)
      .map(({ suspendedAt, ...p }) => ({ ...p, suspended: suspendedAt !== null })),
    companies: companies
      .slice(0, OPERATOR_SEARCH_PAGE_SIZE)
      .map(({ suspendedAt, ...c }) => ({ ...c, suspended: suspendedAt !== null })),
    page,
    hasMore: people.length > OPERATOR_SEARCH_PAGE_SIZE || companies.length > OPERATOR_SEARCH_PAGE_SIZE,
  };
}

/** One person as an operator sees them: roles, verification, suspension and recent activity. */
export async function getPerson(db: Db, id: string, isOperator: (email: string) => boolean): Promise<PersonDetail> {
  const [person] = await db.select().from(user).where(eq(user.id, id));
  if (!person) throw new AppError('NOT_FOUND', SUSPENSION_MESSAGES.personNotFound);
  const [[company], [quant], [sessions], [applications], [messages]] = await Promise.all([
    db
      .select({
        id: companyProfiles.id,
        name: companyProfiles.name,
        role: companyMembers.role,
        verification: companyProfiles.verification,
      })
      .from(companyMembers)
      .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, id)),
    db.select({ id: quantProfiles.id }).from(quantProfiles).where(eq(quantProfiles.userId, id)),
    db
      .select({
        lastSeenAt: max(session.updatedAt),
        active: sql<number>`count(*) filter (where ${session.expiresAt} > now())`.mapWith(Number),
      })
      .from(session)
      .where(eq(session.userId, id)),
    db.select({ n: count() }).from(userApplications).where(eq(userApplications.userId, id)),
    db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.authorUserId, id)),
  ]);
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    emailVerified: person.emailVerified,
    isOperator: isOperator(person.email),
    joinedAt: person.createdAt.toISOString(),
    company: company ?? null,
    hasQuantProfile: Boolean(quant),
    suspension: suspensionOf(person.suspendedAt, person.suspensionReason),
    activity: {
      lastSeenAt: sessions?.lastSeenAt ? new Date(sessions.lastSeenAt).toISOString() : null,
      activeSessions: sessions?.active ?? 0,
      applications: applications?.n ?? 0,
      messagesSent: messages?.n ?? 0,
    },
  };
}

/** Restores a suspended account: the person can sign in again. */
export async function restorePerson(db: Db, id: string): Promise<void> {
  const [restored] = await db
    .update(user)
    .set({ suspendedAt: null, suspensionReason: null })
    .where(eq(user.id, id))
    .returning({ id: user.id });
  if (!restored) throw new AppError('NOT_FOUND', SUSPENSION_MESSAGES.personNotFound);
}

/** One company as an operator sees it: members, verification, suspension, how many positions and projects. */
export async function getCompany(db: Db, id: string): Promise<CompanyDetail> {
  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, id));
  if (!company) throw new AppError('NOT_FOUND', SUSPENSION_MESSAGES.companyNotFound);
  const [members, [positions], [projectCount]] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, id))
      .orderBy(desc(sql`${companyMembers.role} = 'owner'`), asc(companyMembers.createdAt)),
    db.select({ n: count() }).from(internshipPositions).where(eq(internshipPositions.companyId, id)),
    db.select({ n: count() }).from(projects).where(eq(projects.companyId, id)),
  ]);
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    website: company.website,
    verification: company.verification,
    createdAt: company.createdAt.toISOString(),
    suspension: suspensionOf(company.suspendedAt, company.suspensionReason),
    members,
    positions: positions?.n ?? 0,
    projects: projectCount?.n ?? 0,
  };
}

/** Restores a suspended company: it is listed again as its verification allows. */
export async function restoreCompany(db: Db, id: string): Promise<void> {
  const [restored] = await db
    .update(companyProfiles)
    .set({ suspendedAt: null, suspensionReason: null })
    .where(eq(companyProfiles.id, id))
    .returning({ id: companyProfiles.id });
  if (!restored) throw new AppError('NOT_FOUND', SUSPENSION_MESSAGES.companyNotFound);
}
