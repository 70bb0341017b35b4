import type { ApplicantsQuery } from '../../../shared/applications';
import type { Db } from '../../db/client';
import type { CompanyAccess } from '../../platform/company-access';
import type { Logger } from '../../platform/logger';
import { applicantBatches } from './applicants';
import { CSV_HEADER, csvCell, csvLine } from './applicants-csv';

/**
 * The filtered applications as a CSV download, streamed a thousand rows at a time: a big company's export never
 * sits whole in memory, and the first bytes leave before the last rows are read. A failure midway is logged and
 * ends the download early (the status line is already sent; the file stops short rather than lying).
 */
export function exportApplicantsCsv(db: Db, company: CompanyAccess, query: ApplicantsQuery, logger: Logger): Response {
  const encoder = new TextEncoder();
  const batches = applicantBatches(db, company.id, query);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map((a) => `${csvLine(a)}\r\n`).join('')));
      } catch (error) {
        logger.error({ err: error, companyId: company.id }, 'applicant export failed midway');
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${company.slug}-applications-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
