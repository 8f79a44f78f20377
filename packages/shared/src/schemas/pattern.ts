/**
 * Digital patterns: a product sold as PDF files instead of a finished piece. The kinds, the
 * limits of their files, the texts a shopper and the maker read, and the shapes of the file and
 * download answers. A pattern has no stock limit and no shipping.
 */
import { z } from 'zod';

export const PRODUCT_KINDS = ['physical', 'pattern'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const productKindSchema = z.enum(PRODUCT_KINDS);

export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  physical: 'Finished piece',
  pattern: 'Digital pattern',
};

/** How many files a pattern has (1-5) and how large each PDF may be. */
export const MAX_PATTERN_FILES = 5;
export const MAX_PATTERN_FILE_BYTES = 50 * 1024 * 1024;
/** Downloads per order line unless the maker sets another limit on the product. */
export const DEFAULT_DOWNLOAD_LIMIT = 5;
export const MAX_DOWNLOAD_LIMIT = 100;
/** How long a signed download link works. */
export const DOWNLOAD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export const PATTERN_TEXTS = {
  instantDownload: 'Instant PDF download',
  download: 'Download',
  downloadsHeading: 'Your pattern downloads',
  noShipping: 'Digital pattern: nothing to ship',
  brokenPdf:
    'This file could not be read as a PDF. Export it again from your editor and upload the new file.',
  encryptedPdf:
    'This PDF is password-protected. Save a copy without a password and upload that instead.',
  notPdf: 'Pattern files must be PDF files.',
  fileTooLarge: 'Each pattern file must be at most 50 MB.',
  tooManyFiles: `A pattern has at most ${MAX_PATTERN_FILES} files.`,
  fileRequired: 'Add at least one PDF file before selling this pattern.',
  patternNotReady: 'This pattern is not ready for sale yet.',
  linkInvalid: 'This download link is not valid for your account.',
  linkExpired: 'This download link has expired. Your order page has a fresh one.',
  limitReached: 'You have used all the downloads of this pattern. Write to us if you need another.',
  revoked: 'This order was refunded or cancelled, so its downloads are closed.',
  signInToDownload: 'Sign in with the account that bought this pattern to download it.',
} as const;

/** The line stamped on every page of a PDF when it is served. */
export const licenceStamp = (name: string, email: string, orderNumber: string) =>
  `Licensed to ${name} (${email}), order #${orderNumber}`;

export const downloadsLeftText = (left: number, limit: number) =>
  `${left} of ${limit} downloads left`;

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

/**
 * The stock a pattern's variants always hold: a figure no checkout takes from (pattern lines
 * reserve nothing), so every listing, filter and cart reads a pattern as in stock without a
 * second rule beside the stock column. The shop never shows it.
 */
export const PATTERN_STOCK = 1_000_000;
