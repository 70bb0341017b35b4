import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
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
import { visibleTo } from '../../platform/talent-visibility';
import {
  applicationEvents,
  applicationNotes,
  internshipPositions,
  profiles,
  quantProfiles,
  user,
  userApplications,
} from '../../db/schema';
import { accountName } from '../../platform/account-name';
import { AppError } from '../../platform/app-error';
import { containing } from '../../platform/like';
import type { Storage } from '../../platform/storage/storage';

const DAY_MS = 86_400_000;

/**
 * Spec §3 "Applicant profile": the account's name (platform/account-name.ts). The quant profile joins only when its
 * owner made it visible to firms, so its fields are null otherwise.
 */
export const applicantName = accountName;
/** The account profile's skills, else the visible quant profile's, else none. */
const applicantSkills = sql<
  string[]
>`coalesce(nullif(${profiles.skills}, '[]'::jsonb), ${quantProfiles.skills}, '[]'::jsonb)`;
const noteCount = sql<number>`(select count(*) from ${applicationNotes} where ${applicationNotes.applicationId} = ${userApplications.id})::int`;

/** The applications of company `companyId` with what the firm may see of each applicant, before filters. */
function applicantRows(db: Db) {
  return db
    .select({
      application: userApplications,
      positionTitle: internshipPositions.title,
      name: applicantName,
      skills: applicantSkills,
      quantProfile: {
        title: quantProfiles.title,
        location: quantProfiles.location,
        bio: quantProfiles.bio,
        experienceYears: quantProfiles.experienceYears,
        skills: quantProfiles.skills,
        education: quantProfiles.education,
      },
      noteCount,
    })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .innerJoin(user, eq(user.id, userApplications.userId))
    .leftJoin(profiles, eq(profiles.id, userApplications.userId))
    .leftJoin(
      quantProfiles,
      and(eq(quantProfiles.userId, userApplications.userId), visibleTo({ id: userApplications.companyId })),
    );
}
type ApplicantRow = Awaited<ReturnType<ReturnType<typeof applicantRows>['where']>>[number];

/** The SQL conditions of the board's filters (spec §2), always within the caller's company. */
export function applicantConditions(companyId: string, query: ApplicantsQuery): SQL {
  const conditions: SQL[] = [eq(userApplications.companyId, companyId)];
  if (query.q) {
    const needle = containing(query.q);
    conditions.push(
      or(
        ilike(applicantName, needle),
        ilike(userApplications.university, needle),
        ilike(internshipPositions.title, needle),
      )!,
    );
  }
  if (query.university) conditions.push(ilike(userApplications.university, containing(query.university)));
  if (query.degreeLevel) conditions.push(eq(userApplications.degreeLevel, query.degreeLevel));
  for (const skill of query.skills ?? []) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${applicantSkills}) as s(v) where lower(s.v) = ${skill.toLowerCase()})`,
    );
  }
  if (query.minGpa !== undefined) conditions.push(gte(userApplications.gpaTenths, query.minGpa));
  if (query.graduationYear !== undefined) conditions.push(eq(userApplications.graduationYear, query.graduationYear));
  if (query.status) conditions.push(eq(userApplications.status, query.status));
  if (query.positionId) conditions.push(eq(userApplications.opportunityId, query.positionId));
  return and(...conditions)!;
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

/** Each sort ends on the id, so a page boundary never splits ties differently between two requests. */
export function applicantOrder(sort: ApplicantsQuery['sort']): SQL[] {
  const newest = [desc(userApplications.createdAt), desc(userApplications.id)];
  switch (sort) {
    case 'gpa':
      return [sql`${userApplications.gpaTenths} desc nulls last`, ...newest];
    case 'graduation':
      return [sql`${userApplications.graduationYear} asc nulls last`, ...newest];
    case 'name':
      return [asc(sql`lower(${applicantName})`), desc(userApplications.id)];
    default:
      return newest;
  }
}

function educationLine(row: ApplicantRow): string {
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

export function summaryOf(row: ApplicantRow, now: Date): ApplicationSummary {
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

/** One page of the company's applications matching the filters. */
export async function listApplicants(
  db: Db,
  companyId: string,
  query: ApplicantsQuery,
  now = new Date(),
): Promise<ApplicationsPage> {
  await checkPositionFilter(db, companyId, query.positionId);
  const where = applicantConditions(companyId, query);
  // Positions and users always match one row each: only the name search and the skills filter need the joins.
  const needsJoins = !!query.q || (query.skills?.length ?? 0) > 0;
  const counted = needsJoins
    ? db
        .select({ total: count() })
        .from(userApplications)
        .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
        .innerJoin(user, eq(user.id, userApplications.userId))
        .leftJoin(profiles, eq(profiles.id, userApplications.userId))
        .leftJoin(
          quantProfiles,
          and(eq(quantProfiles.userId, userApplications.userId), visibleTo({ id: userApplications.companyId })),
        )
        .where(where)
    : db.select({ total: count() }).from(userApplications).where(where);
  const [[totals], rows] = await Promise.all([
    counted,
    applicantRows(db)
      .where(where)
      .orderBy(...applicantOrder(query.sort))
      .limit(APPLICANTS_PAGE_SIZE)
      .offset((query.page - 1) * APPLICANTS_PAGE_SIZE),
  ]);
  const total = totals?.total ?? 0;
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
async function ownApplicantRow(db: Db, companyId: string, id: string): Promise<ApplicantRow> {
  const [row] = await applicantRows(db).where(
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
    const rows: ApplicantRow[] = await applicantRows(db)
      .where(and(where, cursor))
      .orderBy(desc(userApplications.createdAt), desc(userApplications.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => summaryOf(row, now));
    afterId = rows[rows.length - 1]!.application.id;
    if (rows.length < batchSize) return;
  }
}
