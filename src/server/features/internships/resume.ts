import { PDFDocument } from 'pdf-lib';
import { APPLICATION_MESSAGES } from '../../../shared/internships';
import { AppError } from '../../platform/app-error';

const notPdf = () =>
  new AppError('VALIDATION_FAILED', APPLICATION_MESSAGES.resumeNotPdf, { resume: APPLICATION_MESSAGES.resumeNotPdf });

/**
 * Checks a résumé by its content, not its name or declared type, and re-encodes it: the pages are copied into a
 * new document, so what is stored is a PDF we wrote, without the original's document-level scripts, open
 * actions, attachments or incremental-update history. A file that does not parse as a PDF with pages is refused.
 */
export async function reencodeResume(bytes: Uint8Array): Promise<Uint8Array> {
  const header = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!header.includes('%PDF-')) throw notPdf();
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const indices = source.getPageIndices();
    if (indices.length === 0) throw notPdf();
    const clean = await PDFDocument.create();
    for (const page of await clean.copyPages(source, indices)) clean.addPage(page);
    return await clean.save();
  } catch (error) {
    // Encrypted, truncated and malformed files all end here; pdf-lib's own message means nothing to a quant.
    if (error instanceof AppError) throw error;
    throw notPdf();
  }
}
