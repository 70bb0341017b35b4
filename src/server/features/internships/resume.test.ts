import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../../shared/internships';
import { AppError } from '../../platform/app-error';
import {
  ACTIVE_CONTENT,
  activeContentIn,
  linksIn,
  makeDesignedPdf,
  makePdf,
  makePdfWith,
  makePdfWithEveryActiveContent,
  makePdfWithLink,
  makePdfWithScriptInResources,
  pageTexts,
} from '../../test/pdf';
import { reencodeResume } from './resume';

async function refusal(bytes: Uint8Array): Promise<AppError> {
  const error = await reencodeResume(bytes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('re-encoding a résumé', () => {
  it('keeps every page and its text', async () => {
    const pages = ['Ada Lovelace', 'Experience: Analytical Engine', 'Publications: Notes on the Engine'];
    const clean = await reencodeResume(await makePdf(...pages));
    expect(await pageTexts(clean)).toEqual(pages);
    expect(await activeContentIn(clean)).toEqual([]);
  });

  describe.each(Object.keys(ACTIVE_CONTENT))('given a résumé carrying %s', (kind) => {
    it('the fixture really carries it', async () => {
      expect(await activeContentIn(await makePdfWith(kind))).not.toEqual([]);
    });

    it('returns the pages and their text without any active content', async () => {
      const clean = await reencodeResume(await makePdfWith(kind, ['Ada Lovelace', 'Second page']));
      expect(await activeContentIn(clean)).toEqual([]);
      expect(await pageTexts(clean)).toEqual(['Ada Lovelace', 'Second page']);
      for (const links of await linksIn(clean)) {
        for (const uri of links) expect(uri).toMatch(/^https:\/\/example\.com\/$/);
      }
    });
  });

  it('returns a résumé carrying every kind at once with its pages and text, and nothing active', async () => {
    const clean = await reencodeResume(await makePdfWithEveryActiveContent(['Ada Lovelace', 'Second page']));
    expect(await activeContentIn(clean)).toEqual([]);
    expect(await pageTexts(clean)).toEqual(['Ada Lovelace', 'Second page']);
  });

  it.each(['https://ada.example.com/portfolio?lang=en#work', 'http://ada.example.com/', 'mailto:ada@example.com'])(
    'keeps a plain link to %s working',
    async (uri) => {
      const clean = await reencodeResume(await makePdfWithLink(uri));
      expect(await linksIn(clean)).toEqual([[uri]]);
      expect(await activeContentIn(clean)).toEqual([]);
    },
  );

  it('keeps a link whose URI holds PDF syntax as one harmless string', async () => {
    const uri = 'https://ada.example.com/a)>>/JS(app.alert(1))';
    const clean = await reencodeResume(await makePdfWithLink(uri));
    const kept = (await linksIn(clean)).flat();
    expect(kept).toHaveLength(1);
    expect(new URL(kept[0]!).hostname).toBe('ada.example.com');
    expect(await activeContentIn(clean)).toEqual([]);
  });

  it.each(['file:///etc/passwd', 'javascript:app.alert(1)', 'ftp://ada.example.com/cv', 'not a url'])(
    'drops a link to %s',
    async (uri) => {
      const clean = await reencodeResume(await makePdfWithLink(uri));
      expect(await linksIn(clean)).toEqual([[]]);
    },
  );

  it('keeps a designed page whole: its transparency group and blend modes are not mistaken for active content', async () => {
    const clean = await reencodeResume(await makeDesignedPdf());
    expect(await pageTexts(clean)).toEqual(['Ada Lovelace']);
    const page = (await PDFDocument.load(clean)).getPage(0).node;
    expect(page.lookup(PDFName.of('Group'), PDFDict).get(PDFName.of('S'))).toBe(PDFName.of('Transparency'));
    const states = page.Resources()!.lookup(PDFName.of('ExtGState'), PDFDict);
    const [state] = states.values().map((value) => page.context.lookup(value, PDFDict));
    expect(state!.get(PDFName.of('BM'))).toBe(PDFName.of('Screen'));
  });

  it('refuses a file whose page resources reach a script it cannot strip, saying how to get a clean copy', async () => {
    const error = await refusal(await makePdfWithScriptInResources());
    expect(error.status).toBe(400);
    expect(error.message).toBe(APPLICATION_MESSAGES.resumeActiveContent);
    expect(error.fields).toEqual({ resume: APPLICATION_MESSAGES.resumeActiveContent });
  });
});
