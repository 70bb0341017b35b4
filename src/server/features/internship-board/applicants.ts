import { and, asc, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  APPLICANTS_PAGE_SIZE,
  PIPELINE_MESSAGES,
  REJECTION_REASONS,
  RESPONSE_OVERDUE_DAYS,
  type ApplicantsQuery,
} from '../../../shared/applications';
import { POSITION_MESSAGES } from '../../../shared/internships';
import type {
  ApplicationDetail,
  ApplicationsPage,
  ApplicationSummary,
} from '../../../shared/contracts/applicant-tracking';
import type { Db } from '../../db/client';
import { countApplications, countColumns, countFrom, knownVersionOf, rememberedCount } from './applicant-counts';
import { visibleTo, type Viewer } from '../../platform/talent-visibility';
import {
  applicationEvents,
  applicationNotes,
  internshipPositions,
  quantProfiles,
  userApplications,
} from '../../db/schema';
import { accountName } from '../../platform/account-name';
import { AppError } from '../../platform/app-error';
import { containing } from '../../platform/like';
import type { Storage } from '../../platform/storage/storage';

const DAY_MS = 86_400_000;

/**
 * Spec §3 "Applicant profile": the account's name (platform/account-name.ts), for queries that join the applicant's
 * `users` and `profiles` rows. The board's own reads use the copy kept on the application (`applicant_name`).
 */
export const applicantName = accountName;
const noteCount = sql<number>`(select count(*) from ${applicationNotes} where ${applicationNotes.applicationId} = ${userApplications.id})::int`;

/** What a summary shows of the application itself (not the cover letter, nor the résumé's key). */
const summaryColumns = {
  id: userApplications.id,
  status: userApplications.status,
  createdAt: userApplications.createdAt,
  statusChangedAt: userApplications.statusChangedAt,
  firstResponseAt: userApplications.firstResponseAt,
  opportunityId: userApplications.opportunityId,
  university: userApplications.university,
  degreeLevel: userApplications.degreeLevel,
  gpaTenths: userApplications.gpaTenths,
  graduationYear: userApplications.graduationYear,
  rejectionReason: userApplications.rejectionReason,
  rejectionMailDueAt: userApplications.rejectionMailDueAt,
};
/** What a summary shows of the visible quant profile: the education line's fallback and the experience. */
const summaryProfileColumns = {
  experienceYears: quantProfiles.experienceYears,
  education: quantProfiles.education,
};
/** The visible quant profile as the full application shows it. */
const detailProfileColumns = {
  ...summaryProfileColumns,
  title: quantProfiles.title,
  location: quantProfiles.location,
  bio: quantProfiles.bio,
  skills: quantProfiles.skills,
};
/** A summary's columns and what only the full application shows. */
const detailColumns = {
  ...summaryColumns,
  coverLetter: userApplications.coverLetter,
  resumeName: userApplications.resumeName,
  resumeKey: userApplications.resumeKey,
};

/**
 * The applications of a company with what the firm may see of each applicant, before filters: the name and skills
 * kept on the application (decision 0022), the quant profile only when its owner shows it to this company.
 */
function applicantRows<
  T extends typeof summaryColumns,
  P extends typeof summaryProfileColumns,
  E extends Record<string, Record<string, SQL>> = Record<never, never>,
>(db: Db, application: T, quantProfile: P, company: Viewer, extra?: E) {
  return db
    .select({
      application,
      positionTitle: internshipPositions.title,
      name: userApplications.applicantName,
      skills: userApplications.applicantSkills,
      quantProfile,
      noteCount,
      ...(extra as E),
    })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .leftJoin(quantProfiles, and(eq(quantProfiles.userId, userApplications.userId), visibleTo(company)));
}
type SummaryRow = Awaited<
  ReturnType<ReturnType<typeof applicantRows<typeof summaryColumns, typeof summaryProfileColumns>>['where']>
>[number];

/** The filters' values as the statements take them (skills: lower case, comma-separated, as typed). */
type FilterValues = {
  companyId: string;
  q?: string;
  university?: string;
  degreeLevel?: ApplicantsQuery['degreeLevel'];
  skills?: string;
  minGpa?: number;
  graduationYear?: number;
  status?: ApplicantsQuery['status'];
  positionId?: string;
};

function filterValues(companyId: string, query: ApplicantsQuery): FilterValues {
  return {
    companyId,
    q: query.q ? containing(query.q) : undefined,
    university: query.university ? containing(query.university) : undefined,
    degreeLevel: query.degreeLevel,
    // A skill never holds a comma: the filter's text was split on them (shared/applications.ts).
    skills: query.skills?.length ? query.skills.map((skill) => skill.toLowerCase()).join(',') : undefined,
    minGpa: query.minGpa,
    graduationYear: query.graduationYear,
    status: query.status,
    positionId: query.positionId,
  };
}

/** The SQL conditions of the board's filters (spec §2), always within the caller's company. */
function conditionsOf(values: FilterValues): SQL {
  const conditions: SQL[] = [eq(userApplications.companyId, values.companyId)];
  if (values.q !== undefined) {
    conditions.push(
      or(
        ilike(userApplications.applicantName, values.q),
        ilike(userApplications.university, values.q),
        // The company's positions by title: a handful, looked up once.
        sql`${userApplications.opportunityId} in (select ${internshipPositions.id} from ${internshipPositions} where ${internshipPositions.companyId} = ${values.companyId} and ${internshipPositions.title} ilike ${values.q})`,
      )!,
    );
  }
  if (values.university !== undefined) conditions.push(ilike(userApplications.university, values.university));
  if (values.degreeLevel !== undefined) conditions.push(eq(userApplications.degreeLevel, values.degreeLevel));
  // Every named skill, in any case (the keys are the skills in lower case; a GIN index serves @>).
  if (values.skills !== undefined) {
    conditions.push(sql`${userApplications.applicantSkillKeys} @> string_to_array(${values.skills}, ',')`);
  }
  if (values.minGpa !== undefined) conditions.push(gte(userApplications.gpaTenths, values.minGpa));
  if (values.graduationYear !== undefined) conditions.push(eq(userApplications.graduationYear, values.graduationYear));
  if (values.status !== undefined) conditions.push(eq(userApplications.status, values.status));
  if (values.positionId !== undefined) conditions.push(eq(userApplications.opportunityId, values.positionId));
  return and(...conditions)!;
}

/** The SQL conditions of the board's filters (spec §2), always within the caller's company. */
export function applicantConditions(companyId: string, query: ApplicantsQuery): SQL {
  return conditionsOf(filterValues(companyId, query));
}

/**
 * A filter naming a position must name one of the company's own: another company's (or no) position is a clear
 * 404, not an empty answer that looks like "no applicants" (the list, the CSV export and Email All Applicants).
 */
export async function checkPositionFilter(db: Db, companyId: string, positionId: string | undefined): Promise<void> {
  if (!positionId) return;
  const [own] = await db
    .select({ id: internshipPositions.id })
    .from(internshipPositions)
    .where(and(eq(internshipPositions.id, positionId), eq(internshipPositions.companyId, companyId)));
  if (!own) throw new AppError('NOT_FOUND', POSITION_MESSAGES.notFound, { positionId: POSITION_MESSAGES.notFound });
}

/**
 * Each sort ends on the id, so a page boundary never splits ties differently between two requests. Each is the
 * order of an index of the company's applications (newest, GPA, name), so a page reads its rows in order.
 */
export function applicantOrder(sort: ApplicantsQuery['sort']): SQL[] {
  const newest = [desc(userApplications.createdAt), desc(userApplications.id)];
  switch (sort) {
    case 'gpa':
      return [sql`${userApplications.gpaTenths} desc nulls last`, ...newest];
    case 'graduation':
      return [sql`${userApplications.graduationYear} asc nulls last`, ...newest];
    case 'name':
      return [asc(sql`lower(${userApplications.applicantName})`), desc(userApplications.id)];
    default:
      return newest;
  }
}

function educationLine(row: Pick<SummaryRow, 'application' | 'quantProfile'>): string {
  const a = row.application;
  if (a.university) {
    return [a.university, a.degreeLevel, a.graduationYear ? `class of ${a.graduationYear}` : null]
      .filter(Boolean)
      .join(' · ');
  }
  const school = row.quantProfile?.education?.[0];
  if (school?.school) return [school.school, school.degree].filter(Boolean).join(', ');
  return 'No education listed';
}

export function summaryOf(row: SummaryRow, now: Date): ApplicationSummary {
  const a = row.application;
  return {
    id: a.id,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    statusChangedAt: a.statusChangedAt.toISOString(),
    firstResponseAt: a.firstResponseAt?.toISOString() ?? null,
    overdue: a.status === 'New' && now.getTime() - a.createdAt.getTime() >= RESPONSE_OVERDUE_DAYS * DAY_MS,
    position: { id: a.opportunityId, title: row.positionTitle },
    applicant: {
      name: row.name,
      education: educationLine(row),
      university: a.university,
      degreeLevel: a.degreeLevel,
      gpa: a.gpaTenths === null ? null : a.gpaTenths / 10,
      graduationYear: a.graduationYear,
      skills: row.skills,
      experienceYears: row.quantProfile?.experienceYears ?? 0,
    },
    rejection:
      a.status === 'Rejected' && a.rejectionReason
        ? {
            reason: a.rejectionReason,
            label: REJECTION_REASONS[a.rejectionReason].label,
            undoUntil: a.rejectionMailDueAt?.toISOString() ?? null,
          }
        : null,
    noteCount: row.noteCount,
  };
}

/** A page's rows, each with the company's applications version and the count unless `knownVersion` is current. */
function pageRows(db: Db, values: FilterValues, knownVersion: string, sort: ApplicantsQuery['sort'], page: number) {
  const where = conditionsOf(values);
  return applicantRows(
    db,
    summaryColumns,
    summaryProfileColumns,
    { id: values.companyId },
    {
      count: countColumns(values.companyId, where, knownVersion),
    },
  )
    .where(where)
    .orderBy(...applicantOrder(sort))
    .limit(APPLICANTS_PAGE_SIZE)
    .offset((page - 1) * APPLICANTS_PAGE_SIZE);
}

/** One page of the company's applications matching the filters. */
export async function listApplicants(
  db: Db,
  companyId: string,
  query: ApplicantsQuery,
  now = new Date(),
): Promise<ApplicationsPage> {
  await checkPositionFilter(db, companyId, query.positionId);
  const values = filterValues(companyId, query);
  // The filters' values name the count: JSON keeps filterValues' order and leaves out the unused ones.
  const key = JSON.stringify(values);
  const known = rememberedCount(db, key);
  // One round trip: the rows carry the count. A first page without rows means nothing matches; a later one, that
  // it is past the last page, whose count then comes on its own.
  const rows = await pageRows(db, values, knownVersionOf(known), query.sort, query.page);
  const total = rows[0]
    ? countFrom(db, key, known, rows[0].count)
    : query.page === 1
      ? 0
      : await countApplications(db, companyId, conditionsOf(values), key);
  return {
    applications: rows.map((row) => summaryOf(row, now)),
    total,
    page: query.page,
    pageSize: APPLICANTS_PAGE_SIZE,
    pageCount: Math.ceil(total / APPLICANTS_PAGE_SIZE),
  };
}

const notFound = () => new AppError('NOT_FOUND', PIPELINE_MESSAGES.notFound);

/** One of the company's applications; 404 for another company's (no existence leak). */
async function ownApplicantRow(db: Db, companyId: string, id: string) {
  const [row] = await applicantRows(db, detailColumns, detailProfileColumns, { id: companyId }).where(
    and(eq(userApplications.id, id), eq(userApplications.companyId, companyId)),
  );
  if (!row) throw notFound();
  return row;
}

/** One of the company's applications as a summary; 404 for another company's (no existence leak). */
export async function applicantSummary(db: Db, companyId: string, id: string): Promise<ApplicationSummary> {
  const row = await ownApplicantRow(db, companyId, id);
  return summaryOf(row, new Date());
}

/** One of the company's applications in full: cover letter, visible quant profile, notes and history. */
export async function applicantDetail(db: Db, companyId: string, id: string): Promise<ApplicationDetail> {
  const row = await ownApplicantRow(db, companyId, id);
  const [notes, history] = await Promise.all([
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id)),
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id)),
  ]);
  const a = row.application;
  const qp = row.quantProfile;
  return {
    ...summaryOf(row, new Date()),
    coverLetter: a.coverLetter,
    resumeName: a.resumeName,
    hasResume: a.resumeKey !== null,
    quantProfile:
      qp && qp.experienceYears !== null
        ? {
            title: qp.title,
            location: qp.location,
            bio: qp.bio,
            experienceYears: qp.experienceYears,
            skills: qp.skills ?? [],
          }
        : null,
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      authorName: n.authorName,
      createdAt: n.createdAt.toISOString(),
    })),
    history: history.map((e) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      reason: e.reason ? REJECTION_REASONS[e.reason].label : null,
      actorName: e.actorName,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** The résumé of one of the company's applications; 404 for another company's, or once the applicant withdrew. */
export async function applicantResume(
  db: Db,
  storage: Storage,
  companyId: string,
  id: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [row] = await db
    .select({ key: userApplications.resumeKey, name: userApplications.resumeName })
    .from(userApplications)
    .where(and(eq(userApplications.id, id), eq(userApplications.companyId, companyId)));
  const bytes = row?.key ? await storage.get(row.key) : null;
  if (!row || !bytes) throw notFound();
  return { name: row.name, bytes };
}

/** Keyset pages of every matching application, newest first, for the CSV export (memory stays one batch). */
export async function* applicantBatches(
  db: Db,
  companyId: string,
  query: ApplicantsQuery,
  batchSize = 1000,
): AsyncGenerator<ApplicationSummary[]> {
  const where = applicantConditions(companyId, query);
  let afterId: string | null = null;
  const now = new Date();
  for (;;) {
    // The cursor is the last row itself (read in SQL): JavaScript dates drop the database's microseconds.
    const cursor: SQL | undefined = afterId
      ? sql`(${userApplications.createdAt}, ${userApplications.id}) < (select a.created_at, a.id from ${userApplications} a where a.id = ${afterId})`
      : undefined;
    const rows: SummaryRow[] = await applicantRows(db, summaryColumns, summaryProfileColumns, { id: companyId })
      .where(and(where, cursor))
      .orderBy(desc(userApplications.createdAt), desc(userApplications.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => summaryOf(row, now));
    afterId = rows[rows.length - 1]!.application.id;
    if (rows.length < batchSize) return;
  }
}
