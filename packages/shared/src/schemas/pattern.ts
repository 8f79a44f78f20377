/**
 * Digital patterns: a product sold as PDF files instead of a finished piece. The shapes of the
 * file and download answers; the kinds, the limits of their files and the texts a shopper and the
 * maker read are in pattern-texts.ts (zod-free, for the pages) and re-exported here. A pattern has
 * no stock limit and no shipping.
 */
import { z } from 'zod';
import { PRODUCT_KINDS } from '../pattern-texts.ts';

export * from '../pattern-texts.ts';

export const productKindSchema = z.enum(PRODUCT_KINDS);

/** A PDF of a pattern, as the maker's form lists it. */
export const patternFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int(),
  /** The option values whose buyers get this file ("UK terms"); null: every buyer. */
  optionValues: z.array(z.string()).nullable(),
  updatedAt: z.string(),
});
export type PatternFile = z.infer<typeof patternFileSchema>;
export const patternFileListSchema = z.object({ files: z.array(patternFileSchema) });
export type PatternFileList = z.infer<typeof patternFileListSchema>;

/** Query of POST /api/admin/products/:id/pattern-files: which option's buyers get the file. */
export const patternFileUploadQuerySchema = z
  .object({
    /** JSON array of option values, e.g. ["UK terms"]; left out: every buyer. */
    optionValues: z.string().max(400).optional(),
  })
  .strict();

/** One pattern line of an order with its downloads, for the buyer. */
export const downloadLineSchema = z.object({
  id: z.string(),
  orderItemId: z.string(),
  productName: z.string(),
  variantLabel: z.string().nullable(),
  downloadsUsed: z.number().int(),
  downloadLimit: z.number().int(),
  isRevoked: z.boolean(),
  lastDownloadedAt: z.string().nullable(),
  /** Signed links, valid for 24 hours; empty once revoked or used up. */
  files: z.array(
    z.object({ id: z.string(), fileName: z.string(), url: z.string(), pageCount: z.number() }),
  ),
});
export type DownloadLine = z.infer<typeof downloadLineSchema>;
export const orderDownloadsSchema = z.object({ lines: z.array(downloadLineSchema) });
export type OrderDownloads = z.infer<typeof orderDownloadsSchema>;
