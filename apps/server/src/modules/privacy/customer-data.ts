/**
 * A customer's own data, all of it, as one JSON document; and deleting their account. Both
 * reach across the modules' tables (accounts, orders, cart, wishlist, ratings, stock alerts,
 * newsletter, messages, mail) by table name in SQL, read-only for the export and in one
 * transaction for the deletion, so no module has to know about the others.
 *
 * Deletion keeps orders for bookkeeping with the name and email replaced and the addresses
 * cut to city, state, postal code and country (the street emptied, the name replaced); removes the sign-in methods (password, two-factor),
 * sessions, the saved cart, wishlist, back-in-stock requests and the newsletter subscription; replaces the
 * address in contact messages and in the mail history (mails still waiting are dropped). The
 * account row stays as an anonymous tombstone (orders point at it) that cannot sign in; its
 * ratings stay, anonymous, in the products' averages.
 */
import { sql } from 'drizzle-orm';
import { PRIVACY } from '@shop/shared/privacy';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

type Account = { id: string; email: string; name: string; role: string; created_at: string };

async function accountOf(db: Db, userId: string): Promise<Account> {
  const [account] = await rows<Account>(
    db,
    sql`select id, email, name, role, created_at from "user" where id = ${userId}`,
  );
  if (!account || account.email.endsWith('@deleted.invalid')) throw notFound('Account not found');
  return account;
}

export async function exportCustomerData(db: Db, userId: string) {
  const account = await accountOf(db, userId);
  const [orders, items, cart, wishlist, ratings, alerts, newsletter, messages] = await Promise.all([
    rows(
      db,
      sql`select id, status, payment_status, total_cents, customer_name, customer_email,
                 shipping_address, billing_address, tracking_number, tracking_url, paid_at,
                 cancelled_at, created_at
            from orders where user_id = ${userId} order by created_at`,
    ),
    rows<{ order_id: string }>(
      db,
      sql`select i.order_id, i.product_id, i.product_name, i.quantity, i.price_cents
            from order_items i join orders o on o.id = i.order_id where o.user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select lines, gift, changed_at, reminders_off from carts where user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select w.product_id, p.name as product_name, w.created_at
            from wishlists w left join products p on p.id = w.product_id where w.user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select r.product_id, p.name as product_name, r.rating, r.created_at, r.updated_at
            from product_ratings r left join products p on p.id = r.product_id where r.user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select a.product_id, p.name as product_name, a.email, a.status, a.created_at, a.notified_at
            from stock_alerts a left join products p on p.id = a.product_id
           where a.user_id = ${userId} or lower(a.email) = lower(${account.email})`,
    ),
    rows(
      db,
      sql`select email, is_subscribed, unsubscribed_at, created_at from newsletter_subscribers
           where lower(email) = lower(${account.email})`,
    ),
    rows(
      db,
      sql`select name, email, instagram_username, message, status, response, responded_at, created_at
            from contact_messages where lower(email) = lower(${account.email}) order by created_at`,
    ),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      createdAt: new Date(account.created_at).toISOString(),
    },
    orders: orders.map((order) => ({
      ...(order as Record<string, unknown>),
      items: items.filter((i) => i.order_id === (order as { id: string }).id),
    })),
    cart: cart[0] ?? null,
    wishlist,
    ratings,
    stockAlerts: alerts,
    newsletter,
    contactMessages: messages,
  };
}

export type CustomerData = Awaited<ReturnType<typeof exportCustomerData>>;

export async function deleteCustomerAccount(db: Db, userId: string): Promise<void> {
  const account = await accountOf(db, userId);
  if (account.role === 'admin') throw new AppError(403, 'forbidden', PRIVACY.adminNotDeletable);
  const name = PRIVACY.deletedName;
  const email = PRIVACY.deletedEmail(userId);
  const old = account.email.toLowerCase();
  // The street goes, the place stays (city, state, postal code, country: what bookkeeping needs).
  const place = (column: 'shipping_address' | 'billing_address') =>
    sql`case when ${sql.raw(column)} is null then null
             else (${sql.raw(column)} - 'line2' - 'phone') || jsonb_build_object('name', ${name}::text, 'line1', '')
        end`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update orders set customer_name = ${name}, customer_email = ${email},
            shipping_address = ${place('shipping_address')},
            billing_address = ${place('billing_address')}
          where user_id = ${userId}`,
    );
    await tx.execute(sql`delete from session where user_id = ${userId}`);
    await tx.execute(sql`delete from account where user_id = ${userId}`);
    await tx.execute(sql`delete from two_factor where user_id = ${userId}`);
    await tx.execute(sql`delete from carts where user_id = ${userId}`);
    await tx.execute(sql`delete from wishlists where user_id = ${userId}`);
    await tx.execute(
      sql`delete from stock_alerts where user_id = ${userId} or lower(email) = ${old}`,
    );
    await tx.execute(sql`delete from newsletter_subscribers where lower(email) = ${old}`);
    await tx.execute(
      sql`update contact_messages set name = ${name}, email = ${email}, instagram_username = null
           where lower(email) = ${old}`,
    );
    await tx.execute(
      sql`delete from mail_outbox where lower(to_address) = ${old} and status = 'pending'`,
    );
    await tx.execute(
      sql`update mail_outbox set to_address = ${email} where lower(to_address) = ${old}`,
    );
    await tx.execute(
      sql`update "user" set email = ${email}, name = ${name}, image = null, email_verified = false,
            two_factor_enabled = false, banned = true, ban_reason = 'account deleted'
          where id = ${userId}`,
    );
  });
}
