/**
 * The maker's side of a pattern's files: list them, add one (at most five), replace one's PDF,
 * remove one. The bytes go to private storage first and the row after; a replaced or removed
 * file's old bytes are deleted once the row no longer names them.
 */
import { and, asc, count, eq, max } from 'drizzle-orm';
import { MAX_PATTERN_FILES, PATTERN_TEXTS, type PatternFile } from '@shop/shared/schemas/pattern';
import type { Db } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { getProduct, isProductId } from '../catalog/index.ts';
import { checkPatternPdf } from './check-pdf.ts';
import { newPatternKey, type PatternStorage } from './pattern-storage.ts';
import { patternFiles } from './schema.ts';

type FileRow = typeof patternFiles.$inferSelect;
export type UploadedPdf = { fileName: string; bytes: Buffer };
type FilesContext = { db: Db; storage: PatternStorage };

const toPatternFile = (row: FileRow): PatternFile => ({
  id: row.id,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  pageCount: row.pageCount,
  optionValues: row.optionValues ?? null,
  updatedAt: isoTime(row.updatedAt),
});

export async function listPatternFiles(db: Db, productId: string): Promise<PatternFile[]> {
  const rows = await db
    .select()
    .from(patternFiles)
    .where(eq(patternFiles.productId, productId))
    .orderBy(asc(patternFiles.position), asc(patternFiles.createdAt));
  return rows.map(toPatternFile);
}

/** A file name as the buyer's download is called: the maker's, tidied, ending in .pdf. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const tidy = base
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${tidy || 'pattern'}.pdf`;
}

async function patternProduct(db: Db, productId: string) {
  const product = isProductId(productId)
    ? await getProduct(db, productId, { includeUnreleased: true })
    : null;
  if (!product) throw notFound('Product not found');
  if (product.kind !== 'pattern') {
    throw badRequest('Only a digital pattern has PDF files. Set its kind first.');
  }
  return product;
}

function checkOptionValues(
  product: Awaited<ReturnType<typeof patternProduct>>,
  values: string[] | null,
) {
  if (values === null) return;
  const fits =
    values.length === product.options.length &&
    values.every((value, index) => product.options[index]!.values.includes(value));
  if (!fits) throw badRequest('Choose one of the pattern’s options for this file');
}

export async function addPatternFile(
  { db, storage }: FilesContext,
  {
    productId,
    optionValues,
    file,
  }: { productId: string; optionValues: string[] | null; file: UploadedPdf },
): Promise<PatternFile> {
  const product = await patternProduct(db, productId);
  checkOptionValues(product, optionValues);
  const [{ files } = { files: 0 }] = await db
    .select({ files: count() })
    .from(patternFiles)
    .where(eq(patternFiles.productId, productId));
  if (files >= MAX_PATTERN_FILES) throw badRequest(PATTERN_TEXTS.tooManyFiles);
  const { pageCount } = await checkPatternPdf(file.bytes);
  const key = newPatternKey();
  await storage.put(key, file.bytes, 'application/pdf');
  const row = await db.transaction(async (tx) => {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(patternFiles.position) })
      .from(patternFiles)
      .where(eq(patternFiles.productId, productId));
    const [inserted] = await tx
      .insert(patternFiles)
      .values({
        productId,
        storageKey: key,
        fileName: cleanFileName(file.fileName),
        sizeBytes: file.bytes.length,
        pageCount,
        optionValues,
        position: (last ?? -1) + 1,
      })
      .returning();
    return inserted!;
  });
  return toPatternFile(row);
}

async function fileOfProduct(db: Db, productId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(patternFiles)
    .where(and(eq(patternFiles.id, fileId), eq(patternFiles.productId, productId)));
  if (!row) throw notFound('Pattern file not found');
  return row;
}

export async function replacePatternFile(
  { db, storage }: FilesContext,
  { productId, fileId, file }: { productId: string; fileId: string; file: UploadedPdf },
): Promise<PatternFile> {
  const current = await fileOfProduct(db, productId, fileId);
  const { pageCount } = await checkPatternPdf(file.bytes);
  const key = newPatternKey();
  await storage.put(key, file.bytes, 'application/pdf');
  const [row] = await db
    .update(patternFiles)
    .set({
      storageKey: key,
      fileName: cleanFileName(file.fileName),
      sizeBytes: file.bytes.length,
      pageCount,
    })
    .where(eq(patternFiles.id, current.id))
    .returning();
  await storage.remove(current.storageKey);
  return toPatternFile(row!);
}

export async function removePatternFile(
  { db, storage }: FilesContext,
  { productId, fileId }: { productId: string; fileId: string },
): Promise<void> {
  const current = await fileOfProduct(db, productId, fileId);
  await db.delete(patternFiles).where(eq(patternFiles.id, current.id));
  await storage.remove(current.storageKey);
}

/** The files a buyer of these option values gets: the ones for everybody and their option's. */
export async function filesForLine(
  db: Db,
  { productId, optionValues }: { productId: string; optionValues: string[] },
): Promise<FileRow[]> {
  const rows = await db
    .select()
    .from(patternFiles)
    .where(eq(patternFiles.productId, productId))
    .orderBy(asc(patternFiles.position), asc(patternFiles.createdAt));
  return rows.filter(
    (row) =>
      row.optionValues === null ||
      JSON.stringify(row.optionValues) === JSON.stringify(optionValues),
  );
}

/** Which of these pattern lines has no file to deliver (checkout refuses to sell those). */
export async function linesWithoutFiles(
  db: Db,
  lines: { productId: string; optionValues: string[] }[],
): Promise<Set<string>> {
  const missing = new Set<string>();
  for (const line of lines) {
    if ((await filesForLine(db, line)).length === 0) missing.add(line.productId);
  }
  return missing;
}
