import { and, asc, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from '../../../shared/company-dashboard';
import type { Db } from '../../db/client';
import {
  internshipPositions,
  interviewBatches,
  interviewSlots,
  profiles,
  user,
  userApplications,
} from '../../db/schema';
import { applicantName } from './applicants';

/**
 * This feature's share of the company dashboard (issue 17), as SQL the dashboard composes into one statement per
 * request: `companyId` may be a value or a prepared statement's placeholder. The board's own rules decide what
 * counts; the dashboard only adds the figures up.
 */

const open = sql.join(
  OPEN_APPLICATION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Applications still in the pipeline (not offered, rejected or withdrawn). Read from a partial index. */
export function openApplicationsCount(companyId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${userApplications} where ${userApplications.companyId} = ${companyId} and ${userApplications.status} in (${open}))`;
}

/** Interviews booked with applicants that have not started yet (offered times nobody booked are not counted). */
export function interviewsAheadCount(companyId: SQLWrapper, now: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${interviewSlots} where ${interviewSlots.companyId} = ${companyId} and ${interviewSlots.startsAt} > ${now} and ${interviewSlots.applicationId} is not null)`;
}

/**
 * The open applications as Talent Pipeline rows: kind, id, person, about (the position), stage (the status), since
 * (the last status change: how long the applicant has waited on the firm), ref (the position, for the link).
 * The applicant shared their name by applying, so it is shown whatever their profile's visibility, as on the board.
 */
export function applicationPipelineRows(companyId: SQLWrapper): SQL {
  return sql`select 'application' as kind, ${userApplications.id}::text as id, ${applicantName} as person, ${internshipPositions.title} as about, ${userApplications.status} as stage, ${userApplications.statusChangedAt} as since, ${userApplications.opportunityId}::text as ref
    from ${userApplications}
    join ${internshipPositions} on ${internshipPositions.id} = ${userApplications.opportunityId}
    join ${user} on ${user.id} = ${userApplications.userId}
    left join ${profiles} on ${profiles.id} = ${userApplications.userId}
    where ${userApplications.companyId} = ${companyId} and ${userApplications.status} in (${open})`;
}

export interface InterviewAhead {
  slotId: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  applicantName: string;
  positionId: string;
  positionTitle: string;
}

/** The soonest `limit` interviews booked with applicants that have not started yet. */
export function interviewsAhead(db: Db, companyId: string, now: Date, limit: number): Promise<InterviewAhead[]> {
  return db
    .select({
      slotId: interviewSlots.id,
      startsAt: interviewSlots.startsAt,
      endsAt: interviewSlots.endsAt,
      location: interviewBatches.location,
      applicantName,
      positionId: internshipPositions.id,
      positionTitle: internshipPositions.title,
    })
    .from(interviewSlots)
    .innerJoin(interviewBatches, eq(interviewBatches.id, interviewSlots.batchId))
    .innerJoin(userApplications, eq(userApplications.id, interviewSlots.applicationId))
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .innerJoin(user, eq(user.id, userApplications.userId))
    .leftJoin(profiles, eq(profiles.id, userApplications.userId))
    .where(and(eq(interviewSlots.companyId, companyId), gt(interviewSlots.startsAt, now)))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id))
    .limit(limit);
}
