/**
 * An order's pattern lines with their downloads: for the buyer (with signed links valid for 24
 * hours, none once the order is refunded or cancelled or the line is used up) and for the maker
 * (the same counts, no links).
 */
import type { DownloadLine } from '@shop/shared/schemas/pattern';
import type { Db } from '../../db/client.ts';
import { isoTimeOrNull } from '../../db/iso-time.ts';
import { ensureDownloadRows } from './download-rows.ts';
import { downloadUrl, signDownloadToken } from './download-token.ts';
import { filesForLine } from './pattern-files.ts';
import { isDownloadOpen, type PatternOrderFacts, type PatternOrders } from './pattern-orders.ts';

export type LinkSigner = { publicUrl: string; secret: string };

export async function orderDownloadLines(
  db: Db,
  orders: PatternOrders,
  order: PatternOrderFacts,
  signer: LinkSigner | null,
  now = new Date(),
): Promise<DownloadLine[]> {
  const lines = await orders.patternLinesOfOrder(db, order.id);
  const paid = ['paid', 'refund_pending', 'refunded'].includes(order.paymentStatus);
  if (!paid || lines.length === 0) return [];
  const rows = await ensureDownloadRows(db, order, lines);
  const isOpen = isDownloadOpen(order);
  const result: DownloadLine[] = [];
  for (const line of lines) {
    const row = rows.get(line.orderItemId)!;
    const hasLeft = row.downloadsUsed < row.downloadLimit;
    const files = await filesForLine(db, {
      productId: row.productId,
      optionValues: row.optionValues,
    });
    result.push({
      id: row.id,
      orderItemId: line.orderItemId,
      productName: line.productName,
      variantLabel: line.variantLabel,
      downloadsUsed: row.downloadsUsed,
      downloadLimit: row.downloadLimit,
      isRevoked: !isOpen,
      lastDownloadedAt: isoTimeOrNull(row.lastDownloadedAt),
      files:
        signer && isOpen && hasLeft
          ? files.map((file) => ({
              id: file.id,
              fileName: file.fileName,
              pageCount: file.pageCount,
              url: downloadUrl(
                signer.publicUrl,
                signDownloadToken(
                  signer.secret,
                  order.userId,
                  { orderItemId: line.orderItemId, fileId: file.id },
                  now,
                ),
              ),
            }))
          : [],
    });
  }
  return result;
}

/** The confirmation mail's link for each pattern line: one per line, valid for 24 hours. */
export function mailDownloadLinks(
  signer: LinkSigner,
  { userId, orderItemIds }: { userId: string; orderItemIds: string[] },
): Map<string, string> {
  return new Map(
    orderItemIds.map((orderItemId) => [
      orderItemId,
      downloadUrl(
        signer.publicUrl,
        signDownloadToken(signer.secret, userId, { orderItemId, fileId: null }),
      ),
    ]),
  );
}
