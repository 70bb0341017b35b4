import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/applicant-tracking';
import type { AppEnv } from '../../app-env';
import { requireVerifiedCompany } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { applicantDetail, applicantResume, applicantSummary, checkPositionFilter, listApplicants } from './applicants';
import { exportApplicantsCsv } from './applicants-export';
import { boardAnalytics, topUniversities } from './board-analytics';
import { previewBulkEmail, sendBulkEmail } from './applicant-emails';
import { calendarDownload } from '../../platform/mail/ics';
import { companyInterviewCalendar, companyInterviews, proposeInterviews } from './interviews';
import { addNote, changeStatuses, undoRejection } from './pipeline';

/**
 * The applications to a company's positions (Internship Applications, University Programs): members of a verified
 * company read, move and annotate them. The company is always the caller's own (platform/company-access.ts), and
 * an application of another company is simply not found.
 */
export function applicantRoutes(options: RouteDeps) {
  const csrf = requireCsrf(options.secret);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/applications', contract(routes.listApplicantsRoute), verified, async (c) =>
      answer(
        c,
        routes.listApplicantsRoute,
        await listApplicants(c.var.db, c.var.company.id, parseQuery(c, routes.listApplicantsRoute)),
      ),
    )
    .get('/applications/export', contract(routes.exportApplicantsRoute), verified, async (c) => {
      const query = parseQuery(c, routes.exportApplicantsRoute);
      await checkPositionFilter(c.var.db, c.var.company.id, query.positionId);
      return exportApplicantsCsv(c.var.db, c.var.company, query, c.var.logger);
    })
    .post('/applications/email/preview', contract(routes.previewBulkEmailRoute), csrf, verified, async (c) => {
      const input = await parseJson(c, routes.previewBulkEmailRoute);
      return answer(
        c,
        routes.previewBulkEmailRoute,
        await previewBulkEmail(c.var.db, c.var.company, c.var.user, input),
      );
    })
    .post('/applications/email', contract(routes.sendBulkEmailRoute), csrf, verified, async (c) => {
      const input = await parseJson(c, routes.sendBulkEmailRoute);
      return answer(
        c,
        routes.sendBulkEmailRoute,
        await sendBulkEmail(c.var.db, options, c.var.company, c.var.user, input),
      );
    })
    .post('/interviews', contract(routes.proposeInterviewsRoute), csrf, verified, async (c) => {
      const input = await parseJson(c, routes.proposeInterviewsRoute);
      return answer(
        c,
        routes.proposeInterviewsRoute,
        await proposeInterviews(c.var.db, options, c.var.company, c.var.user, input),
        201,
      );
    })
    .get('/interviews', contract(routes.listInterviewsRoute), verified, async (c) =>
      answer(c, routes.listInterviewsRoute, await companyInterviews(c.var.db, c.var.company.id)),
    )
    .get('/interviews/:slotId/calendar', contract(routes.interviewCalendarRoute), verified, async (c) => {
      const { slotId } = parseParams(c, routes.interviewCalendarRoute);
      return calendarDownload(await companyInterviewCalendar(c.var.db, c.var.company.id, slotId));
    })
    .post('/applications/status', contract(routes.bulkChangeStatusRoute), csrf, verified, async (c) => {
      const { ids, ...change } = await parseJson(c, routes.bulkChangeStatusRoute);
      const changed = await changeStatuses(c.var.db, options, c.var.company, c.var.user, ids, change);
      return answer(c, routes.bulkChangeStatusRoute, { changed });
    })
    .get('/applications/:id', contract(routes.getApplicationRoute), verified, async (c) => {
      const { id } = parseParams(c, routes.getApplicationRoute);
      return answer(c, routes.getApplicationRoute, await applicantDetail(c.var.db, c.var.company.id, id));
    })
    .get('/applications/:id/resume', contract(routes.downloadApplicantResumeRoute), verified, async (c) => {
      const { id } = parseParams(c, routes.downloadApplicantResumeRoute);
      const resume = await applicantResume(c.var.db, options.storage, c.var.company.id, id);
      return c.body(new Uint8Array(resume.bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(resume.name)}`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/applications/:id/status', contract(routes.changeStatusRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.changeStatusRoute);
      const change = await parseJson(c, routes.changeStatusRoute);
      await changeStatuses(c.var.db, options, c.var.company, c.var.user, [id], change);
      return answer(c, routes.changeStatusRoute, await applicantSummary(c.var.db, c.var.company.id, id));
    })
    .post('/applications/:id/undo-rejection', contract(routes.undoRejectionRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.undoRejectionRoute);
      await undoRejection(c.var.db, c.var.company.id, c.var.user, id);
      return answer(c, routes.undoRejectionRoute, await applicantSummary(c.var.db, c.var.company.id, id));
    })
    .post('/applications/:id/notes', contract(routes.addNoteRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.addNoteRoute);
      const { body } = await parseJson(c, routes.addNoteRoute);
      return answer(c, routes.addNoteRoute, await addNote(c.var.db, c.var.company.id, c.var.user, id, body), 201);
    })
    .get('/analytics', contract(routes.boardAnalyticsRoute), verified, async (c) =>
      answer(c, routes.boardAnalyticsRoute, await boardAnalytics(c.var.db, c.var.company.id)),
    )
    .get('/universities', contract(routes.universitiesRoute), verified, async (c) =>
      answer(c, routes.universitiesRoute, await topUniversities(c.var.db, c.var.company.id)),
    );
}
