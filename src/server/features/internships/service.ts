import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { INTERNSHIPS_PAGE_SIZE, type InternshipsQuery } from '../../../shared/internships';
import type { InternshipCard, InternshipsPage } from '../../../shared/contracts/internships';
import type { Db } from '../../db/client';
import { companyProfiles, internshipPositions, userApplications } from '../../db/schema';
import { payFromColumns } from '../../../shared/pay';
import { listedCompany } from '../../platform/company-access';
import { containing } from '../../platform/like';
import { shownStatus } from './shown-status';

/** Open to applications: published, and the deadline not yet passed (a reference listing has none: rolling). */
export const isOpen = sql<boolean>`(${internshipPositions.status} = 'Open' and (${internshipPositions.deadline} is null or ${internshipPositions.deadline} >= current_date))`;

/**
 * Shown to quants at all: a reference listing, or a position of a verified company (one posted before its company
 * was verified, or whose company lost verification or is suspended, waits unseen).
 */
export const isListed = sql<boolean>`(${internshipPositions.companyId} is null or exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = ${internshipPositions.companyId} and ${listedCompany}))`;

/**
 * The finder (spec §2, §9): case-insensitive search over title, company and description; exact region, location
 * and role; 12 a page. Drafts never show. Open positions with a real deadline come first, soonest first (they are
 * the ones that can be missed); then the rolling reference listings, one firm's together; a passed deadline sinks to
 * the end and shows as Closed.
 */
export async function listInternships(
  db: Db,
  query: InternshipsQuery,
  userId: string | null,
): Promise<InternshipsPage> {
  // Drafts are not published yet and closed positions were taken off by their firm.
  const conditions: SQL[] = [eq(internshipPositions.status, 'Open'), isListed];
  if (query.q) {
    const needle = containing(query.q);
    conditions.push(
      or(
        ilike(internshipPositions.title, needle),
        ilike(internshipPositions.company, needle),
        ilike(internshipPositions.description, needle),
      )!,
    );
  }
  if (query.region) conditions.push(eq(internshipPositions.region, query.region));
  if (query.role) conditions.push(eq(internshipPositions.role, query.role));
  if (query.location) conditions.push(eq(internshipPositions.location, query.location));
  const where = and(...conditions);

  const [[totals], rows, locations] = await Promise.all([
    db.select({ total: count() }).from(internshipPositions).where(where),
    db
      .select({
        position: internshipPositions,
        isOpen,
        applicationId: userApplications.id,
        applicationStatus: shownStatus,
      })
      .from(internshipPositions)
      .leftJoin(
        userApplications,
        // Only the caller's own application; an anonymous caller matches none.
        // A withdrawn application leaves the card open to apply again.
        and(
          eq(userApplications.opportunityId, internshipPositions.id),
          eq(userApplications.userId, userId ?? ''),
          ne(userApplications.status, 'Withdrawn'),
        ),
      )
      .where(where)
      .orderBy(
        desc(isOpen),
        sql`${internshipPositions.deadline} asc nulls last`,
        asc(internshipPositions.company),
        asc(internshipPositions.title),
        asc(internshipPositions.id),
      )
      .limit(INTERNSHIPS_PAGE_SIZE)
      .offset((query.page - 1) * INTERNSHIPS_PAGE_SIZE),
    db
      .selectDistinct({ location: internshipPositions.location, region: internshipPositions.region })
      .from(internshipPositions)
      .where(and(eq(internshipPositions.status, 'Open'), isListed))
      .orderBy(asc(internshipPositions.location), asc(internshipPositions.region)),
  ]);

  const total = totals?.total ?? 0;
  const internships: InternshipCard[] = rows.map(({ position: p, isOpen: open, applicationId, applicationStatus }) => ({
    id: p.id,
    kind: p.companyId ? 'platform' : 'external',
    title: p.title,
    company: p.company,
    location: p.location,
    region: p.region,
    role: p.role,
    deadline: p.deadline,
    isOpen: open,
    description: p.description,
    requirements: p.requirements,
    applyUrl: p.applyUrl,
    pay: payFromColumns(p),
    myApplication: applicationId && applicationStatus ? { id: applicationId, status: applicationStatus } : null,
  }));
  return {
    internships,
    total,
    page: query.page,
    pageSize: INTERNSHIPS_PAGE_SIZE,
    pageCount: Math.ceil(total / INTERNSHIPS_PAGE_SIZE),
    locations,
  };
}
