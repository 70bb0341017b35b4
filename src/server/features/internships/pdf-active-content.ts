import { PDFArray, PDFDict, PDFName, PDFStream, type PDFContext, type PDFDocument, type PDFObject } from 'pdf-lib';
import { safeUri } from './pdf-links';

/** Entries that trigger, hold or point to something a reader runs or opens, wherever they appear. */
const ACTIVE_KEYS: ReadonlySet<string> = new Set([
  'AA',
  'OpenAction',
  'JS',
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'RichMediaContent',
  'RichMediaSettings',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'AcroForm',
  'XFA',
  'Names',
]);

/**
 * Action types (other than /URI), annotation subtypes (other than /Link) and object types that have no place in a
 * stored résumé. They are only looked for as the value of /S, /Subtype or /Type: elsewhere the same words are
 * ordinary names (a /Screen blend mode, a spot colour someone called /Sound).
 */
const ACTIVE_TYPES: ReadonlySet<string> = new Set([
  ...['GoTo', 'GoToR', 'GoToE', 'GoToDp', 'Launch', 'Thread', 'Sound', 'Movie', 'Hide', 'Named', 'SubmitForm'],
  ...['ResetForm', 'ImportData', 'JavaScript', 'SetOCGState', 'Rendition', 'Trans', 'GoTo3DView', 'RichMediaExecute'],
  ...['Widget', 'FileAttachment', 'RichMedia', 'Screen', '3D', 'Popup', 'Text', 'FreeText', 'Stamp', 'Redact'],
  ...['Action', 'Filespec', 'EmbeddedFile', 'EmbeddedFiles'],
]);
const TYPE_KEYS = ['S', 'Subtype', 'Type'].map((key) => PDFName.of(key));
const CATALOG_KEYS: ReadonlySet<PDFName> = new Set([PDFName.of('Type'), PDFName.of('Pages')]);
const LINK_KEYS: ReadonlySet<PDFName> = new Set(['Type', 'Subtype', 'Rect', 'Border', 'A'].map((k) => PDFName.of(k)));

/** Why `annotation` is not one of the minimal URI links the sanitiser writes, or undefined when it is one. */
function unexpectedAnnotation(annotation: PDFObject | undefined, context: PDFContext): string | undefined {
  if (!(annotation instanceof PDFDict)) return 'an annotation that is not a dictionary';
  if (annotation.keys().some((key) => !LINK_KEYS.has(key))) return 'an annotation with extra entries';
  if (annotation.get(PDFName.of('Subtype')) !== PDFName.of('Link')) return 'an annotation that is not a link';
  const action = context.lookup(annotation.get(PDFName.of('A')));
  if (!(action instanceof PDFDict) || action.keys().length !== 2) return 'a link with an unexpected action';
  if (action.get(PDFName.of('S')) !== PDFName.of('URI')) return 'a link whose action is not a URI';
  if (safeUri(context.lookup(action.get(PDFName.of('URI')))) === undefined) return 'a link to an unsafe URI';
  return undefined;
}

/** Why the dictionary (or stream dictionary) `dict` may be active content, or undefined. */
function activeEntry(dict: PDFDict, context: PDFContext): string | undefined {
  for (const key of dict.keys()) if (ACTIVE_KEYS.has(key.decodeText())) return `a /${key.decodeText()} entry`;
  for (const key of TYPE_KEYS) {
    const value = dict.get(key);
    if (value instanceof PDFName && ACTIVE_TYPES.has(value.decodeText())) return `a /${value.decodeText()} object`;
  }
  const isAnnotation = dict.get(PDFName.of('Type')) === PDFName.of('Annot');
  if (isAnnotation) return unexpectedAnnotation(dict, context);
  const annots = context.lookup(dict.get(PDFName.of('Annots')));
  for (const annotation of annots instanceof PDFArray ? annots.asArray() : []) {
    const problem = unexpectedAnnotation(context.lookup(annotation), context);
    if (problem) return problem;
  }
  return undefined;
}

/** Why `object` or a direct object nested in it may be active content, or undefined. */
function activeObject(object: PDFObject, context: PDFContext): string | undefined {
  const children =
    object instanceof PDFArray ? object.asArray() : object instanceof PDFStream ? [object.dict] : undefined;
  if (children) {
    for (const child of children) {
      const problem = activeObject(child, context);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!(object instanceof PDFDict)) return undefined;
  const problem = activeEntry(object, context);
  if (problem) return problem;
  for (const [, value] of object.entries()) {
    const nested = activeObject(value, context);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Defence in depth over a document we wrote: why any object in it (every indirect object, and everything nested
 * in one) may still be active content, or undefined when nothing is. The catalog may hold only its page tree.
 */
export function activeContentLeft(doc: PDFDocument): string | undefined {
  const extra = doc.catalog.keys().find((key) => !CATALOG_KEYS.has(key));
  if (extra) return `a catalog /${extra.decodeText()} entry`;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const problem = activeObject(object, doc.context);
    if (problem) return problem;
  }
  return undefined;
}
