/**
 * A review brought in already approved, as the demo seed brings its reviews: it stands on a past
 * sale the ordering core recorded for an account that cannot sign in, and obeys a buyer's rules.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  account,
  mailOutbox,
  orderItems,
  orders,
  productReviews,
  products,
  reviewRequests,
} from '../../db/schema.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { createAccountsWithoutSignIn } from '../accounts/index.ts';
import { addProducts } from '../catalog/index.ts';
import { recordPastSale } from '../orders/index.ts';
import { recordRatings } from '../ratings/index.ts';
import { addApprovedReview } from './approved-review.ts';

const t = await buildTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const image = (name: string) => ({
  src: `/uploads/products/${name}-800.webp`,
  alt: name,
  variants: [{ width: 800, src: `/uploads/products/${name}-800.webp` }],
});

const [bunnyId, beanieId] = await addProducts(t.db, [
  {
    name: 'Clover the Bunny',
    description: 'A floppy-eared bunny. Stuffed with washable fibre.',
    priceCents: 3400,
    category: 'amigurumi',
    images: [image('clover-front'), image('clover-back')],
    stock: 5,
  },
  {
    name: 'Sunday Beanie',
    description: 'A ribbed beanie. In two colours.',
    priceCents: 2600,
    category: 'hats',
    images: [image('beanie-sage'), image('beanie-rust')],
    options: [{ name: 'Colour', values: ['Sage', 'Rust'] }],
    variants: [
      { optionValues: ['Sage'], stock: 2, imageSrc: image('beanie-sage').src, sku: 'SB-SAGE' },
      { optionValues: ['Rust'], stock: 1, priceCents: 2800, imageSrc: image('beanie-rust').src },
    ],
  },
]);
const [maya, jonas] = await createAccountsWithoutSignIn(t.db, [
  { name: 'Demo reviewer 1', email: 'Reviewer-1@demo.example.invalid' },
  { name: 'Demo reviewer 2', email: 'reviewer-2@demo.example.invalid' },
]);

describe('a sale and its review brought in', () => {
  it('makes accounts with no way to sign in', async () => {
    expect(maya!.email).toBe('reviewer-1@demo.example.invalid');
    expect(await t.db.select().from(account).where(eq(account.userId, maya!.id))).toEqual([]);
  });

  it('records the sale paid and completed on its day, priced from the catalog, moving no stock', async () => {
    const at = new Date(Date.now() - 60 * DAY_MS);
    const orderId = await recordPastSale(t.db, {
      userId: maya!.id,
      customer: { email: maya!.email, name: 'Maya Robinson' },
      provider: 'test',
      lines: [{ productId: bunnyId!, quantity: 2 }],
      at,
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      stockReserved: false,
      subtotalCents: 6800,
      totalCents: 6800,
      customerName: 'Maya Robinson',
      paidAt: at,
      createdAt: at,
      updatedAt: at,
    });
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual([
      expect.objectContaining({
        productName: 'Clover the Bunny',
        productImage: image('clover-front').src,
        quantity: 2,
        priceCents: 3400,
        variantId: null,
      }),
    ]);
    const [bunny] = await t.db.select().from(products).where(eq(products.id, bunnyId!));
    expect(bunny!.stock).toBe(5);
  });

  it('snapshots the variant a line names: its price, label, SKU and picture', async () => {
    const beanie = (
      await t.app.inject({ method: 'GET', url: `/api/products/${beanieId}` })
    ).json() as { variants: { id: string; optionValues: string[] }[] };
    const rust = beanie.variants.find((v) => v.optionValues[0] === 'Rust')!;
    const orderId = await recordPastSale(t.db, {
      userId: jonas!.id,
      customer: { email: jonas!.email, name: 'Jonas Keller' },
      provider: 'test',
      lines: [{ productId: beanieId!, quantity: 1, variantId: rust.id }],
      at: new Date(Date.now() - 40 * DAY_MS),
    });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({
      priceCents: 2800,
      variantId: rust.id,
      variantLabel: 'Colour: Rust',
      productImage: image('beanie-rust').src,
    });
  });

  it('publishes the approved review with the name on the order, its stars as the rating, asking for no other review', async () => {
    await recordRatings(t.db, [{ productId: bunnyId!, userId: jonas!.id, rating: 4 }]);
    const writtenAt = new Date(Date.now() - 50 * DAY_MS);
    await addApprovedReview(t.db, {
      userId: maya!.id,
      productId: bunnyId!,
      stars: 5,
      title: 'So soft',
      text: 'The ears are floppy in the best way and the stitching is very even.',
      writtenAt,
      reply: { text: 'Thank you Maya!', at: new Date(writtenAt.getTime() + DAY_MS) },
    });
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/products/${bunnyId}/reviews` })
    ).json();
    expect(list.reviews).toEqual([
      expect.objectContaining({
        authorName: 'Maya R.',
        stars: 5,
        title: 'So soft',
        reply: 'Thank you Maya!',
      }),
    ]);
    expect(list.summary).toMatchObject({ average: 4.5, count: 2, reviewCount: 1 });
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${bunnyId}` })).json();
    expect(product).toMatchObject({ rating: 4.5, reviewsCount: 2 });
    const [review] = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, bunnyId!));
    expect(await t.db.select().from(reviewRequests)).toEqual([
      expect.objectContaining({ orderId: review!.orderId }),
    ]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses a review by a customer who never paid for the product, writing nothing', async () => {
    await expect(
      addApprovedReview(t.db, {
        userId: maya!.id,
        productId: beanieId!,
        stars: 3,
        title: 'Not mine',
        text: 'Never bought it.',
        writtenAt: new Date(),
      }),
    ).rejects.toThrow(/Only customers who bought this item/);
    expect(
      await t.db.select().from(productReviews).where(eq(productReviews.productId, beanieId!)),
    ).toEqual([]);
  });
});
