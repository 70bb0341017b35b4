import { desc, eq, isNotNull, and, sql } from 'drizzle-orm';
import { TOP_UNIVERSITIES, RESPONSE_OVERDUE_DAYS } from '../../../shared/applications';
import type { BoardAnalytics, UniversityStatistic } from '../../../shared/contracts/applicant-tracking';
import type { Db } from '../../db/client';
import { userApplications } from '../../db/schema';

const DAY_MS = 86_400_000;
const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** The board's analytics card: counts over every application to the company's positions (one indexed scan). */
export async function boardAnalytics(db: Db, companyId: string, now = new Date()): Promise<BoardAnalytics> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      newThisWeek: sql<number>`(count(*) filter (where ${userApplications.createdAt} >= ${since(now, 7)}::timestamptz))::int`,
      reviewed: sql<number>`(count(*) filter (where ${userApplications.firstResponseAt} is not null))::int`,
      shortlisted: sql<number>`(count(*) filter (where ${userApplications.status} in ('Shortlisted', 'Interviewed', 'Offered')))::int`,
      overdue: sql<number>`(count(*) filter (where ${userApplications.status} = 'New' and ${userApplications.createdAt} <= ${since(now, RESPONSE_OVERDUE_DAYS)}::timestamptz))::int`,
    })
    .from(userApplications)
    .where(eq(userApplications.companyId, companyId));
  return row ?? { total: 0, newThisWeek: 0, reviewed: 0, shortlisted: 0, overdue: 0 };
}

/**
 * Spec §3 "University statistic" over the company's applicants: the university is the text before the first comma
 * (grouped without regard to case), each student counted once, with their degree level as given on applying; the
 * ten with most students, ties by name.
 */
export async function topUniversities(db: Db, companyId: string): Promise<UniversityStatistic[]> {
  const name = sql`trim(split_part(${userApplications.university}, ',', 1))`;
  const students = (level?: string) =>
    level
      ? sql<number>`(count(distinct ${userApplications.userId}) filter (where ${userApplications.degreeLevel} = ${level}))::int`
      : sql<number>`count(distinct ${userApplications.userId})::int`;
  const rows = await db
    .select({
      university: sql<string>`min(${name})`,
      studentCount: students(),
      phdCount: students('Ph.D.'),
      mastersCount: students("Master's"),
      bachelorsCount: students("Bachelor's"),
    })
    .from(userApplications)
    .where(and(eq(userApplications.companyId, companyId), isNotNull(userApplications.university), sql`${name} <> ''`))
    .groupBy(sql`lower(${name})`)
    .orderBy(desc(sql`count(distinct ${userApplications.userId})`), sql`min(${name})`)
    .limit(TOP_UNIVERSITIES);
  return rows;
}
