/**
 * The patterns module's tables: the PDF files of a digital pattern (kept in private storage,
 * never under /uploads) and, per pattern line of a paid order, its downloads so far. The count
 * only ever moves by one conditional UPDATE (take-download.ts), so it cannot pass the limit.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';
import { products } from '../catalog/schema.ts';

export const patternFiles = pgTable(
  'pattern_files',
  {
    id: id(),
    productId: belongsTo('product_id', () => products.id),
    /** Where the bytes are in private storage (disk outside the public folder, or the bucket). */
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    /** The option values whose buyers get this file; null: every buyer of the pattern. */
    optionValues: jsonb('option_values').$type<string[] | null>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pattern_files_product_idx').on(t.productId, t.position)],
);

export const patternDownloads = pgTable(
  'pattern_downloads',
  {
    id: id(),
    orderId: text('order_id').notNull(),
    orderItemId: text('order_item_id').notNull().unique(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    /** The option values bought (which files the line gets); [] without options. */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    downloadLimit: integer('download_limit').notNull(),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    lastDownloadedAt: timestamptz('last_downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'pattern_downloads_used_in_range',
      sql`${t.downloadsUsed} >= 0 and ${t.downloadsUsed} <= ${t.downloadLimit}`,
    ),
    index('pattern_downloads_order_idx').on(t.orderId),
  ],
);
