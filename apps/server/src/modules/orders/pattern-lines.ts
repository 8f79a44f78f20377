/**
 * The orders' side of pattern downloads: an order's digital lines (those with a download
 * limit) and the order's facts a download is checked against, read under a share lock so a
 * refund or cancellation (which locks the row for update) and a download never interleave.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { orderItems, orders } from './schema.ts';

const orderFacts = {
  id: orders.id,
  userId: orders.userId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  paymentStatus: orders.paymentStatus,
  status: orders.status,
};
const lineFacts = {
  orderItemId: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  productName: orderItems.productName,
  variantId: orderItems.variantId,
  variantLabel: orderItems.variantLabel,
  downloadLimit: orderItems.downloadLimit,
};

export async function patternLinesOfOrder(db: Db, orderId: string) {
  const rows = await db
    .select(lineFacts)
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.downloadLimit)))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return rows.map((row) => ({ ...row, downloadLimit: row.downloadLimit! }));
}

export async function patternLineById(db: Db, orderItemId: string) {
  const row = await firstRow(
    db
      .select(lineFacts)
      .from(orderItems)
      .where(and(eq(orderItems.id, orderItemId), isNotNull(orderItems.downloadLimit))),
  );
  return row ? { ...row, downloadLimit: row.downloadLimit! } : null;
}

/** The order, share-locked until the caller's transaction ends (with `lock`), or just read. */
export async function orderForDownload(db: Db, orderId: string, { lock = false } = {}) {
  const query = db.select(orderFacts).from(orders).where(eq(orders.id, orderId));
  return firstRow(lock ? query.for('share') : query);
}
