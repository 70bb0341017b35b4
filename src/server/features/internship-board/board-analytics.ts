import { eq, isNotNull, and, sql } from 'drizzle-orm';
import { TOP_UNIVERSITIES, RESPONSE_OVERDUE_DAYS } from '../../../shared/applications';
import type { BoardAnalytics, UniversityStatistic } from '../../../shared/contracts/applicant-tracking';
import { canonicalUniversity } from '../../../shared/universities';
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
 * Spec §3 "University statistic" over the company's applicants, under each university's canonical name
 * (shared/universities.ts: "MIT, Cambridge MA" and "Massachusetts Institute of Technology" are one; text that is no
 * name, such as a spreadsheet formula, is left out). Each student is counted once per university, with the degree
 * level they gave on applying; the ten with most students, ties by name. One row per typed spelling, student and
 * level comes from the database: at most one per application.
 */
export async function topUniversities(db: Db, companyId: string): Promise<UniversityStatistic[]> {
  const rows = await db
    .selectDistinct({
      university: userApplications.university,
      userId: userApplications.userId,
      degreeLevel: userApplications.degreeLevel,
    })
    .from(userApplications)
    .where(and(eq(userApplications.companyId, companyId), isNotNull(userApplications.university)));
  const students = new Map<string, { all: Set<string>; byLevel: Map<string | null, Set<string>> }>();
  for (const row of rows) {
    const name = canonicalUniversity(row.university ?? '');
    if (!name) continue;
    const entry = students.get(name) ?? { all: new Set<string>(), byLevel: new Map<string | null, Set<string>>() };
    entry.all.add(row.userId);
    const level = entry.byLevel.get(row.degreeLevel) ?? new Set<string>();
    level.add(row.userId);
    entry.byLevel.set(row.degreeLevel, level);
    students.set(name, entry);
  }
  return [...students]
    .map(([university, { all, byLevel }]) => ({
      university,
      studentCount: all.size,
      phdCount: byLevel.get('Ph.D.')?.size ?? 0,
      mastersCount: byLevel.get("Master's")?.size ?? 0,
      bachelorsCount: byLevel.get("Bachelor's")?.size ?? 0,
    }))
    .sort((a, b) => b.studentCount - a.studentCount || a.university.localeCompare(b.university))
    .slice(0, TOP_UNIVERSITIES);
}
