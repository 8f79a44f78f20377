/**
 * The buyer's licence line, drawn on every page of a pattern as it is served: the stored file is
 * never changed, each download is stamped afresh. Helvetica covers Western European letters; any
 * other character of a name is shown as "?" rather than refusing the download.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const FONT_SIZE = 8;
const MARGIN = 14;

export async function stampPdf(bytes: Buffer, line: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const known = new Set(font.getCharacterSet());
  const text = [...line].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
  for (const page of document.getPages()) {
    const { width } = page.getSize();
    const textWidth = font.widthOfTextAtSize(text, FONT_SIZE);
    page.drawText(text, {
      x: Math.max(MARGIN, (width - textWidth) / 2),
      y: MARGIN,
      size: FONT_SIZE,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
  return document.save();
}
