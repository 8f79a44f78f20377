/**
 * One row per pattern line of a paid order, holding its count. Rows are made when the line is
 * first looked at or downloaded (insert … on conflict do nothing), with the limit the order item
 * kept from the product when it was bought.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadVariants } from '../catalog/index.ts';
import type { PatternLineFacts, PatternOrderFacts } from './pattern-orders.ts';
import { patternDownloads } from './schema.ts';

export type DownloadRow = typeof patternDownloads.$inferSelect;

export async function ensureDownloadRows(
  db: Db,
  order: Pick<PatternOrderFacts, 'id' | 'userId'>,
  lines: PatternLineFacts[],
): Promise<Map<string, DownloadRow>> {
  if (lines.length === 0) return new Map();
  const variants = await loadVariants(db, [...new Set(lines.map((line) => line.productId))]);
  const valuesOf = (line: PatternLineFacts) =>
    (variants.get(line.productId) ?? []).find((variant) => variant.id === line.variantId)
      ?.optionValues ?? [];
  await db
    .insert(patternDownloads)
    .values(
      lines.map((line) => ({
        orderId: order.id,
        orderItemId: line.orderItemId,
        userId: order.userId,
        productId: line.productId,
        optionValues: valuesOf(line),
        downloadLimit: line.downloadLimit,
      })),
    )
    .onConflictDoNothing({ target: patternDownloads.orderItemId });
  const rows = await db
    .select()
    .from(patternDownloads)
    .where(
      inArray(
        patternDownloads.orderItemId,
        lines.map((line) => line.orderItemId),
      ),
    );
  return new Map(rows.map((row) => [row.orderItemId, row]));
}

/**
 * Takes one download of a line: one conditional UPDATE, so however many requests race, no more
 * succeed than the downloads left. Null when none is left.
 */
export async function takeDownload(db: Db, orderItemId: string): Promise<DownloadRow | null> {
  const [row] = await db
    .update(patternDownloads)
    .set({
      downloadsUsed: sql`${patternDownloads.downloadsUsed} + 1`,
      lastDownloadedAt: sql`now()`,
    })
    .where(
      sql`${patternDownloads.orderItemId} = ${orderItemId} and ${patternDownloads.downloadsUsed} < ${patternDownloads.downloadLimit}`,
    )
    .returning();
  return row ?? null;
}

/** Gives back a download that was taken but could not be served (storage failed). */
export async function giveBackDownload(db: Db, orderItemId: string): Promise<void> {
  await db
    .update(patternDownloads)
    .set({ downloadsUsed: sql`greatest(${patternDownloads.downloadsUsed} - 1, 0)` })
    .where(eq(patternDownloads.orderItemId, orderItemId));
}

/** The maker's reset: the buyer has the whole limit again. */
export async function resetDownloads(db: Db, downloadId: string): Promise<DownloadRow | null> {
  const [row] = await db
    .update(patternDownloads)
    .set({ downloadsUsed: 0 })
    .where(eq(patternDownloads.id, downloadId))
    .returning();
  return row ?? null;
}
