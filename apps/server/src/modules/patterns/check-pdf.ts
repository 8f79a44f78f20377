/**
 * A pattern file is checked when the maker uploads it, so a buyer never gets one that cannot be
 * opened or stamped: it must start like a PDF, open in pdf-lib without a password, and have at
 * least one page. Each refusal says what to do about it.
 */
import { PDFDocument } from 'pdf-lib';
import { PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import { badRequest } from '../../lib/app-error.ts';

const refuse = (message: string) => badRequest(message, { file: message });

/** The page count of a PDF fit to sell; throws a 400 with the maker's message otherwise. */
export async function checkPatternPdf(bytes: Buffer): Promise<{ pageCount: number }> {
  if (bytes.subarray(0, 1024).indexOf('%PDF-') === -1) throw refuse(PATTERN_TEXTS.notPdf);
  let document: PDFDocument;
  let pageCount: number;
  try {
    // Opened even when encrypted, to say so rather than "broken".
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
    if (document.isEncrypted) throw new Encrypted();
    pageCount = document.getPageCount();
  } catch (error) {
    throw refuse(error instanceof Encrypted ? PATTERN_TEXTS.encryptedPdf : PATTERN_TEXTS.brokenPdf);
  }
  if (pageCount < 1) throw refuse(PATTERN_TEXTS.brokenPdf);
  return { pageCount };
}

class Encrypted extends Error {}
