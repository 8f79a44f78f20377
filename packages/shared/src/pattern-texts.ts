/**
 * Digital patterns' kinds, limits and words: what the browser shows without loading zod (the
 * schemas in schemas/pattern.ts build on these and re-export them).
 */
export const PRODUCT_KINDS = ['physical', 'pattern'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

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

/**
 * The stock a pattern's variants always hold: a figure no checkout takes from (pattern lines
 * reserve nothing), so every listing, filter and cart reads a pattern as in stock without a
 * second rule beside the stock column. The shop never shows it.
 */
export const PATTERN_STOCK = 1_000_000;
