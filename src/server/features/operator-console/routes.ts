import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/operator-console';
import type { AppEnv } from '../../app-env';
import { requireOperator } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import type { SessionReader } from '../../platform/session';
import { pendingReviewCount } from '../company/service';
import { heldCompensationCount } from '../compensation/service';
import { openReportCount } from '../messages/service';
import { unhandledSubmissionCount } from '../operator-inbox/service';

/**
 * /api/operator-console: the operators' start page counts what waits in each queue; the queues themselves (company
 * reviews, reported conversations, held compensation entries) belong to their features.
 */
export function operatorConsoleRoutes(options: { auth: SessionReader; adminEmails: readonly string[] }) {
  const operator = requireOperator(options.auth, options.adminEmails);
  return new Hono<AppEnv>().get('/queues', contract(routes.getOperatorQueuesRoute), operator, async (c) => {
    const [companiesToVerify, openReports, heldCompensation, unhandledInbox] = await Promise.all([
      pendingReviewCount(c.var.db),
      openReportCount(c.var.db),
      heldCompensationCount(c.var.db),
      unhandledSubmissionCount(c.var.db),
    ]);
    return answer(c, routes.getOperatorQueuesRoute, {
      companiesToVerify,
      openReports,
      heldCompensation,
      unhandledInbox,
    });
  });
}
