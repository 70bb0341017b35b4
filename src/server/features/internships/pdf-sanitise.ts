import { PDFArray, PDFName, type PDFDocument, type PDFPageLeaf } from 'pdf-lib';
import { rebuiltLink } from './pdf-links';

/**
 * What a page needs to be drawn, and nothing else: its content, resources and boxes. Every other entry (/AA
 * triggers, /Annots until rebuilt, thumbnails, transitions, metadata, structure links) is dropped. /Parent stays
 * so the copy can inherit /Resources, /MediaBox, /CropBox and /Rotate from the page tree; the copy then drops it.
 * Keys are compared as pdf-lib parsed them, so a spelling it does not decode (lower-case #xx escapes) is dropped.
 */
const PAGE_KEYS: ReadonlySet<PDFName> = new Set(
  [
    'Type',
    'Parent',
    'Resources',
    'Contents',
    'MediaBox',
    'CropBox',
    'BleedBox',
    'TrimBox',
    'ArtBox',
    'Rotate',
    'UserUnit',
    'Group',
  ].map((key) => PDFName.of(key)),
);

/** The page's plain web and e-mail links, each rebuilt as a fresh minimal annotation; every other annotation goes. */
function safeLinks(page: PDFPageLeaf, doc: PDFDocument) {
  const annots = doc.context.lookup(page.get(PDFName.of('Annots')));
  if (!(annots instanceof PDFArray)) return [];
  return annots
    .asArray()
    .map((entry) => rebuiltLink(doc.context.lookup(entry), doc.context))
    .filter((link) => link !== undefined)
    .map((link) => doc.context.register(link));
}

/**
 * Strips, in place, every page of `doc` down to what a rendered résumé needs (PAGE_KEYS plus its safe links).
 * Run on the parsed upload before its pages are copied: the copy follows references, so whatever a page no longer
 * points to (scripts, attachments, form fields, rich media) is never copied into the document we store.
 */
export function stripPagesToContent(doc: PDFDocument): void {
  for (const { node: page } of doc.getPages()) {
    const links = safeLinks(page, doc);
    for (const key of page.keys()) if (!PAGE_KEYS.has(key)) page.delete(key);
    if (links.length > 0) page.set(PDFName.of('Annots'), doc.context.obj(links));
  }
}
