/**
 * Order factories: an order with item snapshots, in any state, without going through checkout.
 *   const { order } = await createOrder(t.db, { userId, lines: [{ product, quantity: 2 }] });
 *   await createOrder(t.db, { userId, lines, paymentStatus: 'paid', status: 'processing' });
 *   // like checkout: takes the units off the shelf and leaves the order awaiting payment
 *   await createOrder(t.db, { userId, lines, reserve: true, sessionId: 'test_cs_1' });
 */
import { eq, sql } from 'drizzle-orm';
import type { TestCheckoutSession } from '@shop/shared/schemas/order';
import type { Db } from '../src/db/client.ts';
import { orderItems, orders, products, user } from '../src/db/schema.ts';
import { createProduct, type ProductOverrides, type ProductRecord } from './factories.ts';
import type { TestUser } from './helpers.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;

/** A US shipping address that checkout accepts. */
export const SHIPPING = {
  name: 'Ada Buyer',
  line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};

export { openDiscount } from '@shop/shared/testing/discounts';

export type OrderFactoryOptions = {
  userId: string;
  /** `image`: the picture the order shows (default: the product's first). */
  lines: {
    product: Pick<ProductRecord, 'id' | 'name' | 'images' | 'priceCents'>;
    quantity?: number;
    image?: string;
  }[];
  status?: 'pending' | 'processing' | 'completed' | 'cancelled';
  paymentStatus?: 'pending' | 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'cancelled';
  provider?: 'test' | 'stripe';
  sessionId?: string | null;
  createdAt?: Date;
  /** Take the units off the products' stock, as checkout does (and mark the order reserved). */
  reserve?: boolean;
  overrides?: Partial<typeof orders.$inferInsert>;
};

export async function createOrder(
  db: Db,
  {
    userId,
    lines,
    status = 'pending',
    paymentStatus = 'awaiting_payment',
    provider = 'test',
    sessionId,
    createdAt,
    reserve = false,
    overrides = {},
  }: OrderFactoryOptions,
): Promise<{ order: OrderRecord; items: OrderItemRecord[] }> {
  const priced = lines.map(({ product, quantity = 1, image }) => ({
    productId: product.id,
    productName: product.name,
    productImage: image ?? product.images[0]?.src ?? null,
    quantity,
    priceCents: product.priceCents,
  }));
  const totalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  // The customer snapshot, as checkout takes it from the signed-in account.
  const [customer] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      customerEmail: customer?.email ?? '',
      customerName: customer?.name ?? '',
      status,
      paymentStatus,
      subtotalCents: totalCents,
      totalCents,
      paymentProvider: provider,
      checkoutSessionId:
        sessionId === undefined
          ? `${provider === 'test' ? 'test_cs_' : 'cs_test_'}${crypto.randomUUID()}`
          : sessionId,
      stockReserved: reserve,
      paidAt: paymentStatus === 'paid' ? new Date() : null,
      ...(createdAt ? { createdAt } : {}),
      ...overrides,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(priced.map((line) => ({ orderId: order!.id, ...line })))
    .returning();
  if (reserve) {
    for (const line of priced) {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }
  return { order: order!, items };
}

/**
 * A new product (`product`: its overrides) and an order of `quantity` units of it; the other
 * options as createOrder's. Returns both.
 *   const { product, order } = await orderOfNewProduct(t.db, { userId, product: { stock: 6 } });
 */
export async function orderOfNewProduct(
  db: Db,
  {
    product: productOverrides = {},
    quantity = 1,
    ...options
  }: Omit<OrderFactoryOptions, 'lines'> & { product?: ProductOverrides; quantity?: number },
) {
  const product = await createProduct(db, productOverrides);
  const { order } = await createOrder(db, { ...options, lines: [{ product, quantity }] });
  return { product, order };
}

/** The current stock of a product, straight from the database. */
export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

/** The current row of an order, straight from the database. */
export async function orderRow(db: Db, orderId: string): Promise<OrderRecord> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** A checkout as `user` of `quantity` units of one product (on whichever provider the app has). */
export const checkoutOne = (user: TestUser, productId: string, quantity = 1) =>
  user.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { items: [{ productId, quantity }] },
  });

/** The maker's status change of an order (the admin's PATCH), as `user`. */
export const setOrderStatus = (user: TestUser, orderId: string, status: string) =>
  user.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, payload: { status } });

/** Pays a demo checkout session as `user`: shipped to `shippingAddress`, billed the same. */
export const payDemoSession = (
  user: TestUser,
  sessionId: string,
  {
    shippingAddress = SHIPPING,
    shippingOptionId,
  }: { shippingAddress?: object; shippingOptionId?: string } = {},
) =>
  user.inject({
    method: 'POST',
    url: `/api/test-checkout/${sessionId}/pay`,
    payload: { shippingAddress, billingSameAsShipping: true, shippingOptionId },
  });

/** The demo checkout session a checkout answer points to (its URL is `/test-checkout/<id>`). */
export const demoSessionId = (res: { json: () => { url?: string } }) =>
  res.json().url!.replace('/test-checkout/', '');

/** What the demo checkout page shows for the session a checkout answer opened. */
export async function demoSessionOf(
  user: TestUser,
  res: { json: () => { url?: string } },
): Promise<TestCheckoutSession> {
  const sessionId = demoSessionId(res);
  return (await user.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` })).json();
}
