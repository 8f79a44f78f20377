/**
 * A customer's data: the export holds everything that is theirs and nobody else's; deleting the
 * account ends its sessions and subscriptions, removes personal data, and keeps the orders with
 * the name and email replaced. The maker can do both for a customer; no one can delete an admin.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY } from '@shop/shared/privacy';
import {
  carts,
  newsletterSubscribers,
  orders,
  stockAlerts,
  user,
  wishlists,
} from '../../db/schema.ts';
import { authPost, getWithCookie } from '../../../test/auth-requests.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createOrder, SHIPPING } from '../../../test/order-factories.ts';

const PASSWORD = 'correct horse battery';
const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });

/** A customer with an order, a wishlist entry, a rating, a stock alert and the newsletter. */
async function customerWithHistory() {
  const customer = await t.signUp({ password: PASSWORD });
  const product = await createProduct(t.db, { name: 'Privacy Fox' });
  const soldOut = await createProduct(t.db, { name: 'Sold Out Owl', stock: 0 });
  const { order } = await createOrder(t.db, {
    userId: customer.user.id,
    lines: [{ product, quantity: 2 }],
    status: 'completed',
    paymentStatus: 'paid',
    overrides: { shippingAddress: SHIPPING, customerName: 'Ada Buyer' },
  });
  await t.db.insert(wishlists).values({ userId: customer.user.id, productId: product.id });
  await t.db.insert(carts).values({
    userId: customer.user.id,
    lines: [{ productId: product.id, quantity: 1, name: product.name, priceCents: 2500 }],
    version: 1,
  });
  expect(
    (
      await customer.inject({
        method: 'PUT',
        url: `/api/products/${product.id}/rating`,
        payload: { rating: 5 },
      })
    ).statusCode,
  ).toBeLessThan(300);
  await t.db.insert(stockAlerts).values({
    productId: soldOut.id,
    email: customer.user.email,
    userId: customer.user.id,
    status: 'waiting',
  } as never);
  await t.db.insert(newsletterSubscribers).values({ email: customer.user.email } as never);
  return { customer, product, order };
}

describe('a customer’s data', () => {
  it('downloads as JSON with everything that is theirs and nothing of anyone else’s', async () => {
    const { customer, product, order } = await customerWithHistory();
    const other = await customerWithHistory();
    const res = await customer.inject({ method: 'GET', url: '/api/me/data' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename=".*personal-data\.json"/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: customer.user.id, email: customer.user.email });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ id: order.id, customer_name: 'Ada Buyer' });
    expect(data.orders[0].items).toEqual([
      expect.objectContaining({ product_id: product.id, product_name: 'Privacy Fox', quantity: 2 }),
    ]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: product.id })]);
    expect(data.cart.lines).toEqual([expect.objectContaining({ productId: product.id })]);
    expect(data.ratings).toEqual([expect.objectContaining({ productId: product.id, rating: 5 })]);
    expect(data.stockAlerts).toHaveLength(1);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: customer.user.email })]);
    expect(JSON.stringify(data)).not.toContain(other.customer.user.email);
    expect(JSON.stringify(data)).not.toContain(other.order.id);
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/data' })).statusCode).toBe(401);
  });
});

describe('deleting an account', () => {
  it('asks for the email, then removes personal data and keeps the order under a replaced name', async () => {
    const { customer, order } = await customerWithHistory();
    const wrong = await customer.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirmEmail: 'someone@else.com' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(PRIVACY.confirmMismatch);

    const res = await customer.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirmEmail: customer.user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(204);

    // Signed out everywhere, and cannot sign in again.
    expect((await getWithCookie(t.app, '/api/me', customer.cookie)).statusCode).toBe(401);
    const signIn = await authPost(t.app, '/api/auth/sign-in/email', {
      email: customer.user.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      customerName: PRIVACY.deletedName,
      customerEmail: PRIVACY.deletedEmail(customer.user.id),
      paymentStatus: 'paid',
      status: 'completed',
    });
    expect(kept!.shippingAddress).toEqual({
      name: PRIVACY.deletedName,
      line1: '',
      city: SHIPPING.city,
      state: SHIPPING.state,
      postal_code: SHIPPING.postal_code,
      country: SHIPPING.country,
    });
    const traces = await t.db.execute(
      sql`select (select count(*) from wishlists where user_id = ${customer.user.id})::int as wishlist,
                 (select count(*) from carts where user_id = ${customer.user.id})::int as cart,
                 (select count(*) from stock_alerts where user_id = ${customer.user.id})::int as alerts,
                 (select count(*) from newsletter_subscribers where email = ${customer.user.email})::int as newsletter,
                 (select count(*) from "user" where email = ${customer.user.email})::int as users`,
    );
    expect((traces as unknown as { rows: unknown[] }).rows[0]).toEqual({
      wishlist: 0,
      cart: 0,
      alerts: 0,
      newsletter: 0,
      users: 0,
    });
    // The admin's order list shows the replaced name.
    const adminView = await admin.inject({ method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(JSON.stringify(adminView.json())).toContain(PRIVACY.deletedName);
    expect(JSON.stringify(adminView.json())).not.toContain(customer.user.email);
  });

  it('the maker can download a customer’s data and delete the account; an admin cannot be deleted', async () => {
    const { customer, order } = await customerWithHistory();
    const data = await admin.inject({
      method: 'GET',
      url: `/api/admin/customers/${customer.user.id}/data`,
    });
    expect(data.statusCode).toBe(200);
    expect(data.json().orders[0].id).toBe(order.id);
    const refused = await customer.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${customer.user.id}`,
    });
    expect(refused.statusCode).toBe(403);

    const res = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${customer.user.id}`,
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(user).where(eq(user.id, customer.user.id));
    expect(row!.email).toBe(PRIVACY.deletedEmail(customer.user.id));
    expect((await getWithCookie(t.app, '/api/me', customer.cookie)).statusCode).toBe(401);
    expect(
      (await admin.inject({ method: 'GET', url: `/api/admin/customers/${customer.user.id}/data` }))
        .statusCode,
    ).toBe(404);

    const self = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${admin.user.id}`,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(PRIVACY.adminNotDeletable);
  });
});
