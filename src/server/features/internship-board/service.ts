import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PostedPosition, positionSchema } from '../../../shared/internships';
import type { Db } from '../../db/client';
import { internshipPositions, userApplications } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';

/** The positions of company `companyId` (the caller's, from company-access), newest first, each with its number of applications. */
export async function listOwnPositions(db: Db, companyId: string): Promise<PostedPosition[]> {
  const rows = await db
    .select({ position: internshipPositions, applicationCount: count(userApplications.id) })
    .from(internshipPositions)
    .leftJoin(userApplications, eq(userApplications.opportunityId, internshipPositions.id))
    .where(eq(internshipPositions.companyId, companyId))
    .groupBy(internshipPositions.id)
    .orderBy(desc(internshipPositions.createdAt));
  return rows.map(({ position: p, applicationCount }) => ({
    id: p.id,
    title: p.title,
    department: p.department,
    location: p.location,
    region: p.region,
    role: p.role,
    status: p.status,
    deadline: p.deadline,
    applicationCount,
    createdAt: p.createdAt.toISOString(),
  }));
}

/** Posts a position for the caller's company (from company-access); the deadline cannot already have passed. */
export async function postPosition(
  db: Db,
  company: CompanyAccess,
  input: z.output<typeof positionSchema>,
): Promise<PostedPosition> {
  const today = new Date().toISOString().slice(0, 10);
  if (input.deadline < today) {
    const message = 'The deadline cannot be in the past';
    throw new AppError('VALIDATION_FAILED', message, { deadline: message });
  }
  const [row] = await db
    .insert(internshipPositions)
    .values({ ...input, department: input.department ?? null, companyId: company.id, company: company.name })
    .returning();
  return { ...row!, createdAt: row!.createdAt.toISOString(), applicationCount: 0 };
}
