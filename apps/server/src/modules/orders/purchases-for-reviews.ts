/**
 * The orders module's answers for the reviews module: whether a customer paid for a product (and
 * which option they bought), and the completed orders whose customers are due to be asked for
 * reviews. The option label is read from the item's row by name so that this works before and
 * after order items carry one.
 */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { orderItems, orders } from './schema.ts';

export type PaidPurchase = {
  orderId: string;
  customerName: string;
  customerEmail: string;
  variantLabel: string | null;
};

/** The customer's latest paid order item of the product, or null when they never paid for it. */
export async function findPaidPurchase(
  db: Db,
  { userId, productId }: { userId: string; productId: string },
): Promise<PaidPurchase | null> {
  return firstRow(
    db
      .select({
        orderId: orders.id,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        variantLabel: sql<string | null>`to_jsonb(${orderItems})->>'variant_label'`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orderItems.productId, productId),
          eq(orders.paymentStatus, 'paid'),
        ),
      )
      .orderBy(desc(orders.createdAt)),
  );
}

export type CompletedOrder = {
  orderId: string;
  userId: string;
  customerEmail: string;
  customerName: string;
  items: { productId: string; productName: string }[];
};

/**
 * Paid orders completed (their last change, the completion, at `updatedAt`) within the window,
 * oldest first, with their distinct products.
 */
export async function findCompletedOrders(
  db: Db,
  { completedAfter, completedBefore }: { completedAfter: Date; completedBefore: Date },
): Promise<CompletedOrder[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      customerEmail: orders.customerEmail,
      customerName: orders.customerName,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'completed'),
        eq(orders.paymentStatus, 'paid'),
        gte(orders.updatedAt, completedAfter),
        lte(orders.updatedAt, completedBefore),
      ),
    )
    .orderBy(orders.updatedAt);
  if (rows.length === 0) return [];
  const items = await db
    .selectDistinct({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.orderId),
      ),
    );
  return rows.map((row) => ({
    ...row,
    items: items
      .filter((item) => item.orderId === row.orderId)
      .map(({ productId, productName }) => ({ productId, productName })),
  }));
}
