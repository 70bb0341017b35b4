import { eq, sql } from 'drizzle-orm';
import { INTERVIEWS_SHOWN, PIPELINE_PAGE_SIZE, type PipelineKind } from '../../../shared/company-dashboard';
import type {
  DashboardSummary,
  InterviewAhead,
  PipelinePage,
  PipelinePerson,
} from '../../../shared/contracts/company-dashboard';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { companyProfiles } from '../../db/schema';
import type { CompanyAccess } from '../../platform/company-access';
import { preparedPerDb } from '../../platform/prepared';
import { qualified } from '../../platform/qualified-sql';
import {
  applicationPipelineRows,
  interviewsAhead,
  interviewsAheadCount,
  openApplicationsCount,
} from '../internship-board/service';
import { awaitingReplyCount, conversationPipelineRows } from '../messages/service';
import { activeProjectsCount, consideredProposalsCount, proposalPipelineRows } from '../projects/service';

/**
 * The company dashboard (issue 17) tells the truth: every figure is counted by the feature that owns it (the
 * internship board, projects, messages), and this module only puts them side by side. Each of those features
 * hands over SQL, so the three stat cards are one prepared statement, and the Talent Pipeline one page of a union.
 */

/** The company's own row: its id and domain (quants' blocks on its domain count) are read from it. */
const COMPANY = { id: companyProfiles.id, domain: companyProfiles.domain };
const NOW = sql`now()`;

const summaryStatement = preparedPerDb((db) =>
  db
    .select({
      activeProjects: qualified(activeProjectsCount(COMPANY.id, NOW)),
      applications: qualified(openApplicationsCount(COMPANY.id)),
      proposals: qualified(consideredProposalsCount(COMPANY)),
      conversations: qualified(awaitingReplyCount(COMPANY)),
      pendingInterviews: qualified(interviewsAheadCount(COMPANY.id, NOW)),
    })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, sql.placeholder('companyId')))
    .prepare('company_dashboard_summary'),
);

/** The three stat cards' figures. */
export async function dashboardSummary(db: Db, companyId: string): Promise<DashboardSummary> {
  const [row] = await summaryStatement(db).execute({ companyId });
  // The company-access layer found the company in this request; it can only be gone if deleted just now.
  const figures = row ?? { activeProjects: 0, applications: 0, proposals: 0, conversations: 0, pendingInterviews: 0 };
  const { activeProjects, applications, proposals, conversations, pendingInterviews } = figures;
  return {
    activeProjects,
    talentPipeline: { applications, proposals, conversations, total: applications + proposals + conversations },
    pendingInterviews,
  };
}

interface PipelineRow {
  kind: PipelineKind;
  id: string;
  person: string;
  about: string;
  stage: string;
  since: Date | string;
  ref: string;
}

const cursorOf = (person: PipelinePerson) => `${Date.parse(person.since)}_${person.kind}_${person.id}`;

/**
 * One page of the people waiting on the company, longest-waiting first (what the firm owes first): open
 * applications, proposals under consideration and conversations awaiting its reply. `cursor` is the last page's
 * (checked by the route's schema): the keyset is the wait's start to the millisecond, then kind and id.
 */
export async function talentPipeline(
  db: Db,
  company: CompanyAccess,
  cursor: string | undefined,
): Promise<PipelinePage> {
  const viewer = { id: sql`${company.id}::uuid`, domain: company.domain };
  const waiting = sql.join(
    [applicationPipelineRows(viewer.id), proposalPipelineRows(viewer), conversationPipelineRows(viewer)],
    sql` union all `,
  );
  let after = sql``;
  if (cursor) {
    const [ms, kind, id] = cursor.split('_');
    after = sql`where (since, kind, id) > (${new Date(Number(ms)).toISOString()}::timestamptz, ${kind}::text, ${id}::text)`;
  }
  const rows = await rawRows<PipelineRow>(
    db,
    sql`
    select kind, id, person, about, stage, since, ref from (
      select kind, id, person, about, stage, date_trunc('milliseconds', since) as since, ref from (${waiting}) as waiting
    ) as pipeline ${after}
    order by since, kind, id
    limit ${PIPELINE_PAGE_SIZE + 1}`,
  );
  const people = rows
    .slice(0, PIPELINE_PAGE_SIZE)
    .map((row): PipelinePerson => ({ ...row, since: new Date(row.since).toISOString() }));
  const last = people.at(-1);
  return { people, nextCursor: rows.length > PIPELINE_PAGE_SIZE && last ? cursorOf(last) : null };
}

/** The soonest interviews booked with applicants that have not started yet. */
export async function upcomingInterviews(db: Db, companyId: string, now = new Date()): Promise<InterviewAhead[]> {
  const rows = await interviewsAhead(db, companyId, now, INTERVIEWS_SHOWN);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }));
}
