import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/** The schemes a résumé link may open: a web page or an e-mail draft, nothing that reaches the reader's machine. */
export const LINK_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
const MAX_URI_LENGTH = 2048;

/** `value` (a PDF string) as a normalised http(s)/mailto URL, or undefined for anything else. */
export function safeUri(value: PDFObject | undefined): string | undefined {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return undefined;
  const text = value.decodeText();
  if (text.length > MAX_URI_LENGTH || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
}

function rectangle(value: PDFObject | undefined, context: PDFContext): number[] | undefined {
  if (!(value instanceof PDFArray) || value.size() !== 4) return undefined;
  const numbers = value.asArray().map((item) => context.lookup(item));
  if (!numbers.every((n): n is PDFNumber => n instanceof PDFNumber)) return undefined;
  const rect = numbers.map((n) => n.asNumber());
  return rect.every(Number.isFinite) ? rect : undefined;
}

/**
 * A link annotation rebuilt from scratch when `annotation` is a link that opens a safe URI, else undefined.
 * Nothing of the original dictionary is reused (no /AA triggers, no /Next action chain, no appearance stream), and
 * the URI is written as a hex string so no byte of it can be read as PDF syntax.
 */
export function rebuiltLink(annotation: PDFObject | undefined, context: PDFContext): PDFDict | undefined {
  if (!(annotation instanceof PDFDict)) return undefined;
  if (annotation.get(PDFName.of('Subtype')) !== PDFName.of('Link')) return undefined;
  const action = context.lookup(annotation.get(PDFName.of('A')));
  if (!(action instanceof PDFDict) || action.get(PDFName.of('S')) !== PDFName.of('URI')) return undefined;
  const uri = safeUri(context.lookup(action.get(PDFName.of('URI'))));
  const rect = rectangle(context.lookup(annotation.get(PDFName.of('Rect'))), context);
  if (uri === undefined || rect === undefined) return undefined;
  return context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { S: 'URI', URI: PDFHexString.of(Buffer.from(uri, 'latin1').toString('hex')) },
  });
}
