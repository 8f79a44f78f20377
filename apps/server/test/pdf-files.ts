/**
 * PDF files for the pattern tests, made with pdf-lib: a readable pattern of a few pages, a
 * password-protected one (an /Encrypt entry in its trailer, as an encrypting editor writes) and
 * a broken one (a PDF header over bytes that are no PDF). Text is read back with unpdf, a PDF
 * text extractor, so the tests read a served file the way a PDF viewer would.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

export async function patternPdf(title = 'Test pattern', pages = 3): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    document
      .addPage([595, 842])
      .drawText(`${title}, page ${page}`, { x: 50, y: 780, size: 14, font });
  }
  return Buffer.from(await document.save());
}

export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  const encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 });
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

export const brokenPdf = () => Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n%%EOF\n');

/** The text of every page, in order. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(proxy, { mergePages: false });
  return text as string[];
}
