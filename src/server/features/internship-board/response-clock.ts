import { and, eq, gte, sql } from 'drizzle-orm';
import { RESPONSE_MIN_APPLICATIONS, RESPONSE_WINDOW_DAYS } from '../../../shared/applications';
import type { PublicCompanyPage } from '../../../shared/contracts/company';
import type { Db } from '../../db/client';
import { userApplications } from '../../db/schema';

const DAY_MS = 86_400_000;

/** How a company answers applicants, as its public page shows it. */
export type ResponseFigures = NonNullable<PublicCompanyPage['responses']>;

/**
 * How a company answers applicants, from real status changes over the last 90 days: the company's public page shows
 * it, so students see who replies. Null while too few applications came in to say anything.
 */
export async function responseFigures(db: Db, companyId: string, now = new Date()): Promise<ResponseFigures | null> {
  const windowStart = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const [row] = await db
    .select({
      applications: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${userApplications.firstResponseAt} is not null))::int`,
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${userApplications.firstResponseAt} - ${userApplications.createdAt})) filter (where ${userApplications.firstResponseAt} is not null)`,
    })
    .from(userApplications)
    .where(
      and(
        eq(userApplications.companyId, companyId),
        gte(userApplications.createdAt, windowStart),
        sql`not (${userApplications.status} = 'Withdrawn' and ${userApplications.firstResponseAt} is null)`,
      ),
    );
  if (!row || row.applications < RESPONSE_MIN_APPLICATIONS) return null;
  const median = row.medianSeconds === null ? null : Number(row.medianSeconds) / 86_400;
  return {
    applications: row.applications,
    responseRate: row.answered / row.applications,
    medianDaysToFirstResponse: median === null ? null : Math.round(median * 10) / 10,
  };
}
