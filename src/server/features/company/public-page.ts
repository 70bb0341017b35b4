import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { payFromColumns } from '../../../shared/pay';
import type { PublicCompanyPage } from '../../../shared/contracts/company';
import type { Db } from '../../db/client';
import { companyProfiles, internshipPositions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { listedCompany } from '../../platform/company-access';
import { responseFigures } from '../internship-board/service';
import { publicCompany, type LogoUrl } from './company-answer';

/**
 * A verified company's public page. Unverified companies have none (404), so nobody can pose as a firm there; nor
 * do suspended ones.
 */
export async function publicCompanyPage(db: Db, slug: string, logoUrl: LogoUrl): Promise<PublicCompanyPage> {
  const [company] = await db
    .select()
    .from(companyProfiles)
    .where(and(eq(companyProfiles.slug, slug), listedCompany));
  if (!company) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
  const today = new Date().toISOString().slice(0, 10);
  const [positions, responses] = await Promise.all([
    db
      .select({
        id: internshipPositions.id,
        title: internshipPositions.title,
        location: internshipPositions.location,
        deadline: internshipPositions.deadline,
        payPeriod: internshipPositions.payPeriod,
        payMin: internshipPositions.payMin,
        payMax: internshipPositions.payMax,
      })
      .from(internshipPositions)
      .where(
        and(
          eq(internshipPositions.companyId, company.id),
          eq(internshipPositions.status, 'Open'),
          or(isNull(internshipPositions.deadline), gte(internshipPositions.deadline, today)),
        ),
      )
      .orderBy(asc(internshipPositions.deadline))
      .limit(50),
    responseFigures(db, company.id),
  ]);
  return {
    company: publicCompany(company, logoUrl),
    positions: positions.map(({ payPeriod, payMin, payMax, ...position }) => ({
      ...position,
      pay: payFromColumns({ payPeriod, payMin, payMax }),
    })),
    responses,
  };
}
