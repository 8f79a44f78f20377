/**
 * The bookkeeping export: paid orders whose payment falls on the given UTC days (inclusive), one
 * line per item with the order's totals and addresses repeated, oldest payment first.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { centsToDollars } from '@shop/shared/money';
import type { OrderExportQuery } from '@shop/shared/schemas/admin';
import type { Address } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { toCsv, type CsvValue } from './csv.ts';
import { loadOrderItems } from './load-order-items.ts';
import { orderNumber } from './order-mail-parts.ts';

const ADDRESS_FIELDS = [
  'name',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

export const ORDER_CSV_HEADER = [
  'order_number',
  'order_id',
  'paid_at',
  'status',
  'customer_email',
  'product_id',
  'product_name',
  'quantity',
  'unit_price',
  'line_total',
  'order_subtotal',
  'discount',
  'discount_code',
  'shipping',
  'shipping_rate',
  'gift_wrap',
  'order_total',
  'currency',
  ...ADDRESS_FIELDS.map((f) => `shipping_${f}`),
  ...ADDRESS_FIELDS.map((f) => `billing_${f}`),
  'tracking_number',
  'variant',
  'sku',
  'personalisation',
  'gift_note',
];

const addressColumns = (address: Address | null): CsvValue[] =>
  ADDRESS_FIELDS.map((field) => address?.[field] ?? '');

const money = (cents: number) => centsToDollars(cents).toFixed(2);

export async function exportOrdersCsv(db: Db, { from, to }: OrderExportQuery) {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + 86_400_000);
  const rows = await db
    .select({ order: orders, email: orders.customerEmail })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'paid'), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const items = await loadOrderItems(
    db,
    rows.map((row) => row.order.id),
  );
  const lines = rows.flatMap(({ order, email }) =>
    (items.get(order.id) ?? []).map((item): CsvValue[] => [
      orderNumber(order.id),
      order.id,
      new Date(order.paidAt!).toISOString(),
      order.status,
      email,
      item.productId,
      item.productName,
      item.quantity,
      money(item.priceCents),
      money(item.priceCents * item.quantity),
      money(order.subtotalCents),
      money(order.discountCents),
      order.discountCode ?? '',
      order.shippingCents > 0 ? money(order.shippingCents) : 'Free',
      order.shippingRateName ?? '',
      money(order.giftWrapCents),
      money(order.totalCents),
      'USD',
      ...addressColumns(order.shippingAddress),
      ...addressColumns(order.billingAddress),
      order.trackingNumber ?? '',
      item.variantLabel ?? '',
      item.sku ?? '',
      item.personalisation ?? '',
      order.giftNote ?? (order.isGift ? 'gift' : ''),
    ]),
  );
  return {
    filename: `orders-${from}-to-${to}.csv`,
    body: toCsv(ORDER_CSV_HEADER, lines),
  };
}
