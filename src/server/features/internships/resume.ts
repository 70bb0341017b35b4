import { PDFDocument } from 'pdf-lib';
import { APPLICATION_MESSAGES } from '../../../shared/internships';
import { AppError } from '../../platform/app-error';
import { activeContentLeft } from './pdf-active-content';
import { stripPagesToContent } from './pdf-sanitise';

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { resume: message });
const notPdf = () => refuse(APPLICATION_MESSAGES.resumeNotPdf);

/**
 * Checks a résumé by its content, not its name or declared type, and re-encodes it without active content: each
 * page is stripped to its content, resources, boxes and plain web/e-mail links, then copied into a new document,
 * so what is stored is a PDF we wrote, with no scripts, triggers, forms, attachments, rich media or
 * incremental-update history. The saved file is parsed again and refused if anything active is still reachable
 * (something hidden where a page's resources lead). A file that does not parse as a PDF with pages is refused.
 */
export async function reencodeResume(bytes: Uint8Array): Promise<Uint8Array> {
  const header = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!header.includes('%PDF-')) throw notPdf();
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const indices = source.getPageIndices();
    if (indices.length === 0) throw notPdf();
    stripPagesToContent(source);
    const clean = await PDFDocument.create();
    for (const page of await clean.copyPages(source, indices)) clean.addPage(page);
    const saved = await clean.save();
    if (activeContentLeft(await PDFDocument.load(saved, { updateMetadata: false })) !== undefined) {
      throw refuse(APPLICATION_MESSAGES.resumeActiveContent);
    }
    return saved;
  } catch (error) {
    // Encrypted, truncated and malformed files all end here; pdf-lib's own message means nothing to a quant.
    if (error instanceof AppError) throw error;
    throw notPdf();
  }
}
