import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  POSITION_MESSAGES,
  type PositionStatus,
  type positionEditSchema,
  type positionSchema,
} from '../../../shared/internships';
import type { PostedPosition } from '../../../shared/contracts/internship-board';
import { PAY_MESSAGES, payColumns, payFromColumns, type PayRange } from '../../../shared/pay';
import type { Db } from '../../db/client';
import { internshipPositions, userApplications } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { assertVerified, type CompanyAccess } from '../../platform/company-access';
import { closesOn } from './stale-positions';

export { responseFigures } from './response-clock';
export { bookInterviewSlot, myInterviewCalendar, myInterviews } from './interviews';
export {
  applicationPipelineRows,
  interviewsAhead,
  interviewsAheadCount,
  openApplicationsCount,
  type InterviewAhead,
} from './dashboard-figures';

type PositionRow = typeof internshipPositions.$inferSelect;
type PositionInput = z.output<typeof positionSchema>;
type PositionEdit = z.output<typeof positionEditSchema>;

function answer(p: PositionRow, applicationCount: number): PostedPosition {
  return {
    id: p.id,
    title: p.title,
    department: p.department,
    location: p.location,
    region: p.region,
    role: p.role,
    status: p.status as PositionStatus,
    deadline: p.deadline,
    description: p.description,
    requirements: p.requirements,
    pay: payFromColumns(p),
    applicationCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    hiringCheck: p.hiringCheckSentAt
      ? { askedAt: p.hiringCheckSentAt.toISOString(), closesAt: closesOn(p.hiringCheckSentAt).toISOString() }
      : null,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** What opening a position needs beyond its fields: a verified company, a pay range and a deadline to come. */
function checkCanOpen(company: CompanyAccess, position: { pay: PayRange | null; deadline: string | null }) {
  assertVerified(company);
  if (!position.pay) refuse('pay', PAY_MESSAGES.requiredToPublish);
  if (!position.deadline || position.deadline < today()) refuse('deadline', POSITION_MESSAGES.deadlinePassed);
}

/** Company `companyId`'s positions matching `where`, newest first, each with its number of applications. */
async function positionsWhere(db: Db, companyId: string, where?: SQL): Promise<PostedPosition[]> {
  const rows = await db
    .select({ position: internshipPositions, applicationCount: count(userApplications.id) })
    .from(internshipPositions)
    .leftJoin(userApplications, eq(userApplications.opportunityId, internshipPositions.id))
    .where(and(eq(internshipPositions.companyId, companyId), where))
    .groupBy(internshipPositions.id)
    .orderBy(desc(internshipPositions.createdAt), desc(internshipPositions.id));
  return rows.map(({ position, applicationCount }) => answer(position, applicationCount));
}

/** The positions of company `companyId` (the caller's, from company-access), newest first, each with its number of applications. */
export function listOwnPositions(db: Db, companyId: string): Promise<PostedPosition[]> {
  return positionsWhere(db, companyId);
}

/** One of the company's positions; 404 for another company's (no existence leak) or a malformed id. */
async function ownPosition(db: Db, companyId: string, id: string): Promise<PostedPosition> {
  const [position] = await positionsWhere(db, companyId, eq(internshipPositions.id, id));
  if (!position) throw new AppError('NOT_FOUND', POSITION_MESSAGES.notFound);
  return position;
}

/**
 * Writes a change the firm made to one of its positions: any change answers "still hiring?" and counts as the
 * position's last change, which the stale-position sweep reads.
 */
async function saveChange(
  db: Db,
  companyId: string,
  id: string,
  changes: Partial<typeof internshipPositions.$inferInsert>,
): Promise<PostedPosition> {
  await db
    .update(internshipPositions)
    .set({ ...changes, hiringCheckSentAt: null, updatedAt: sql`now()` })
    .where(and(eq(internshipPositions.id, id), eq(internshipPositions.companyId, companyId)));
  return ownPosition(db, companyId, id);
}

/**
 * Saves a position for the caller's company (from company-access): a draft, or published at once when the company
 * is verified and the position has pay. The deadline cannot already have passed.
 */
export async function postPosition(db: Db, company: CompanyAccess, input: PositionInput): Promise<PostedPosition> {
  if (input.deadline < today()) refuse('deadline', POSITION_MESSAGES.deadlinePassed);
  if (input.status === 'Open') checkCanOpen(company, input);
  const { pay, ...fields } = input;
  const [row] = await db
    .insert(internshipPositions)
    .values({
      ...fields,
      ...payColumns(pay),
      department: input.department ?? null,
      companyId: company.id,
      company: company.name,
    })
    .returning();
  return answer(row!, 0);
}

/** Edits one of the company's positions; an open one must keep a pay range and a deadline to come. */
export async function updatePosition(
  db: Db,
  company: CompanyAccess,
  id: string,
  input: PositionEdit,
): Promise<PostedPosition> {
  const position = await ownPosition(db, company.id, id);
  if (input.deadline < today() && input.deadline !== position.deadline) {
    refuse('deadline', POSITION_MESSAGES.deadlinePassed);
  }
  if (position.status === 'Open' && !input.pay) refuse('pay', PAY_MESSAGES.requiredToPublish);
  const { pay, ...fields } = input;
  return saveChange(db, company.id, id, { ...fields, ...payColumns(pay), department: input.department ?? null });
}

/** A new draft with the fields of one of the company's positions (its applications stay with the original). */
export async function duplicatePosition(db: Db, company: CompanyAccess, id: string): Promise<PostedPosition> {
  const [original] = await db
    .select()
    .from(internshipPositions)
    .where(and(eq(internshipPositions.id, id), eq(internshipPositions.companyId, company.id)));
  if (!original) throw new AppError('NOT_FOUND', POSITION_MESSAGES.notFound);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = original;
  const [copy] = await db
    .insert(internshipPositions)
    .values({ ...fields, status: 'Draft', company: company.name })
    .returning();
  return answer(copy!, 0);
}

/** Publishes a draft or reopens a closed position: it is listed in the finder at once. */
export async function openPosition(db: Db, company: CompanyAccess, id: string): Promise<PostedPosition> {
  const position = await ownPosition(db, company.id, id);
  if (position.status === 'Open') throw new AppError('CONFLICT', POSITION_MESSAGES.alreadyOpen);
  checkCanOpen(company, position);
  return saveChange(db, company.id, id, { status: 'Open' });
}

/** Closes an open position: it leaves the finder and takes no more applications; its applications stay. */
export async function closePosition(db: Db, company: CompanyAccess, id: string): Promise<PostedPosition> {
  const position = await ownPosition(db, company.id, id);
  if (position.status !== 'Open') throw new AppError('CONFLICT', POSITION_MESSAGES.notOpen);
  return saveChange(db, company.id, id, { status: 'Closed' });
}

/** The firm says an open position QuantLeap asked about is still hiring: it stays open for another 30 days. */
export async function stillHiring(db: Db, company: CompanyAccess, id: string): Promise<PostedPosition> {
  const position = await ownPosition(db, company.id, id);
  if (position.status !== 'Open') throw new AppError('CONFLICT', POSITION_MESSAGES.notOpenToConfirm);
  return saveChange(db, company.id, id, {});
}
