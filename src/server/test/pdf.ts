import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small real PDF, as a quant's résumé would be. */
export async function makePdf(text = 'Ada Lovelace — Curriculum Vitae'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text.replace(/[^\x20-\x7e]/g, '-'), { x: 50, y: 700, size: 14, font });
  return doc.save();
}
