import { Hono } from 'hono';
import {
  academicFormSchema,
  APPLICATION_MESSAGES,
  coverLetterSchema,
  RESUME_MAX_BYTES,
} from '../../../shared/internships';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { requireCsrf } from '../../platform/csrf';
import { parseFormData, parseJson, parseParams, parseQuery, rowId } from '../../platform/validate';
import { optionalUser, requireUser, type SessionReader } from '../../platform/session';
import { apply, myApplications, myResume, withdraw, type NewApplication } from './applications';
import { listInternships } from './service';
import { answer, contract } from '../../platform/contract';
import {
  applyRoute,
  downloadResumeRoute,
  listInternshipsRoute,
  listMyApplicationsRoute,
  listMyInterviewsRoute,
  myInterviewCalendarRoute,
  bookInterviewRoute,
  withdrawApplicationRoute,
} from '../../../shared/contracts/internships';
import { bookInterviewSlot, myInterviewCalendar, myInterviews } from '../internship-board/service';
import { calendarDownload } from '../../platform/mail/ics';
import type { RouteDeps } from '../../platform/route-deps';

/** A file name fit to show and to put in a download header: no path, no control characters, bounded. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'resume.pdf';
}

async function readApplicationForm(form: FormData): Promise<NewApplication> {
  const fields: Record<string, string> = {};
  const positionId = rowId(form.get('positionId'), APPLICATION_MESSAGES.notFound);
  const letter = coverLetterSchema.safeParse(form.get('coverLetter') ?? undefined);
  if (!letter.success) fields.coverLetter = letter.error.issues[0]?.message ?? APPLICATION_MESSAGES.coverLetterShort;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const academic = academicFormSchema.safeParse({
    university: text('university'),
    degreeLevel: text('degreeLevel'),
    gpa: text('gpa') ?? '',
    graduationYear: text('graduationYear'),
  });
  if (!academic.success) {
    for (const issue of academic.error.issues) fields[String(issue.path[0])] ??= issue.message;
  }
  const resume = form.get('resume');
  if (!(resume instanceof File) || resume.size === 0) fields.resume = APPLICATION_MESSAGES.resumeMissing;
  else if (resume.size > RESUME_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', APPLICATION_MESSAGES.resumeTooLarge, {
      resume: APPLICATION_MESSAGES.resumeTooLarge,
    });
  }
  if (Object.keys(fields).length > 0 || !letter.success || !academic.success || !(resume instanceof File)) {
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Please check the form.', fields);
  }
  return {
    positionId,
    coverLetter: letter.data,
    resume: { name: displayName(resume.name), bytes: new Uint8Array(await resume.arrayBuffer()) },
    academic: academic.data,
  };
}

/** The finder: anyone signed in browses; the caller's own application to each card comes along. */
export function internshipsRoutes(options: { auth: SessionReader }) {
  return new Hono<AppEnv>().get('/', contract(listInternshipsRoute), optionalUser(options.auth), async (c) => {
    const query = parseQuery(c, listInternshipsRoute);
    return answer(c, listInternshipsRoute, await listInternships(c.var.db, query, c.var.user?.id ?? null));
  });
}

/** The signed-in quant's own applications; every query is scoped by the session's user id. */
export function applicationsRoutes(options: RouteDeps) {
  const signedIn = requireUser(options.auth);
  const csrf = requireCsrf(options.secret);
  return new Hono<AppEnv>()
    .get('/', contract(listMyApplicationsRoute), signedIn, async (c) =>
      answer(c, listMyApplicationsRoute, await myApplications(c.var.db, c.var.user.id)),
    )
    .get('/interviews', contract(listMyInterviewsRoute), signedIn, async (c) =>
      answer(c, listMyInterviewsRoute, await myInterviews(c.var.db, c.var.user.id)),
    )
    .get('/:id/interview/calendar', contract(myInterviewCalendarRoute), signedIn, async (c) => {
      const { id } = parseParams(c, myInterviewCalendarRoute);
      return calendarDownload(await myInterviewCalendar(c.var.db, c.var.user.id, id));
    })
    .post('/:id/interview', contract(bookInterviewRoute), csrf, signedIn, async (c) => {
      const { id } = parseParams(c, bookInterviewRoute);
      const { slotId } = await parseJson(c, bookInterviewRoute);
      return answer(c, bookInterviewRoute, await bookInterviewSlot(c.var.db, options, c.var.user.id, id, slotId));
    })
    .post('/', contract(applyRoute), csrf, signedIn, async (c) => {
      const form = await parseFormData(c, 'Send the application as multipart/form-data.');
      const application = await readApplicationForm(form);
      return answer(c, applyRoute, await apply(c.var.db, options.storage, c.var.user, application), 201);
    })
    .delete('/:id', contract(withdrawApplicationRoute), csrf, signedIn, async (c) => {
      const { id } = parseParams(c, withdrawApplicationRoute);
      await withdraw(c.var.db, options.storage, c.var.user, id);
      return c.body(null, 204);
    })
    .get('/:id/resume', contract(downloadResumeRoute), signedIn, async (c) => {
      const { id } = parseParams(c, downloadResumeRoute);
      const resume = await myResume(c.var.db, options.storage, c.var.user.id, id);
      return c.body(new Uint8Array(resume.bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(resume.name)}`,
        'Cache-Control': 'private, no-store',
      });
    });
}
