import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/company-dashboard';
import type { AppEnv } from '../../app-env';
import { requireCompanyMember, requireVerifiedCompany } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import type { SessionReader } from '../../platform/session';
import { parseQuery } from '../../platform/validate';
import { dashboardSummary, talentPipeline, upcomingInterviews } from './service';

/**
 * /api/company-dashboard: the figures for any member of the caller's company (owner or recruiter, verified or not:
 * an unverified company prepares drafts and sees them counted); the people behind them (the pipeline, interviews)
 * only for a verified company. Only ever the caller's own company.
 */
export function companyDashboardRoutes(options: { auth: SessionReader }) {
  const member = requireCompanyMember(options.auth);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/', contract(routes.getDashboardSummaryRoute), member, async (c) =>
      answer(c, routes.getDashboardSummaryRoute, await dashboardSummary(c.var.db, c.var.company.id)),
    )
    .get('/pipeline', contract(routes.getTalentPipelineRoute), verified, async (c) => {
      const { cursor } = parseQuery(c, routes.getTalentPipelineRoute);
      return answer(c, routes.getTalentPipelineRoute, await talentPipeline(c.var.db, c.var.company, cursor));
    })
    .get('/interviews', contract(routes.getInterviewsAheadRoute), verified, async (c) =>
      answer(c, routes.getInterviewsAheadRoute, { interviews: await upcomingInterviews(c.var.db, c.var.company.id) }),
    );
}
