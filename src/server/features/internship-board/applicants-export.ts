import type { ApplicantsQuery } from '../../../shared/applications';
import type { Db } from '../../db/client';
import type { CompanyAccess } from '../../platform/company-access';
import { csvDownload } from '../../platform/csv';
import type { Logger } from '../../platform/logger';
import { applicantBatches } from './applicants';
import { CSV_HEADER, csvValues } from './applicants-csv';

async function* rows(batches: ReturnType<typeof applicantBatches>) {
  for await (const batch of batches) yield batch.map(csvValues);
}

/** The filtered applications as a CSV download, streamed a thousand rows at a time (platform/csv.ts). */
export function exportApplicantsCsv(db: Db, company: CompanyAccess, query: ApplicantsQuery, logger: Logger): Response {
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload({
    header: CSV_HEADER,
    batches: rows(applicantBatches(db, company.id, query)),
    filename: `${company.slug}-applications-${day}.csv`,
    onError: (error) => logger.error({ err: error, companyId: company.id }, 'applicant export failed midway'),
  });
}
