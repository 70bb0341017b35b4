import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/applications';
import { applicationEvents, userApplications } from '../../db/schema';

/**
 * While a rejection waits out its undo window the applicant still sees the status before it (the firm may take
 * it back); the status that was, is the latest change's starting point.
 */
export const shownStatus = sql<ApplicationStatus>`case when ${userApplications.rejectionMailDueAt} is null
  then ${userApplications.status}
  else coalesce((select e.from_status from ${applicationEvents} e where e.application_id = ${userApplications.id}
    order by e.created_at desc limit 1), 'New') end`;
