/**
 * What the ordering core keeps about a person: their orders' name, address, shipping and billing
 * addresses (with phone and second line), gift notes and the names stitched into personalised
 * pieces. Orders stay for bookkeeping when the account is deleted: the name and address are
 * replaced, the addresses cut to the place (city, state, postal code, country), and the free
 * texts they wrote (gift note, personalisation) erased.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

export const ordersPersonalData: PersonalDataOwner = {
  module: 'orders',
  holds: {
    orders: {
      customer_name: 'replaced by "Deleted customer"',
      customer_email: 'replaced by the account’s deleted-…@deleted.invalid address',
      shipping_address: 'cut to city, state, postal code and country; name replaced',
      billing_address: 'cut to city, state, postal code and country; name replaced',
      cancelled_by_email: 'kept: the admin who cancelled it (an admin account is never deleted)',
      gift_note: 'erased',
    },
    order_items: { personalisation: 'erased (the order line stays)' },
  },

  async identify(db, { userId }) {
    const found = await rows<{ kind: 'email' | 'name' | 'street'; value: string | null }>(
      db,
      sql`select 'email' as kind, lower(customer_email) as value from orders where user_id = ${userId}
          union
          select 'name', customer_name from orders where user_id = ${userId}
          union
          select case when key = 'name' then 'name' else 'street' end, a ->> key
            from orders o,
                 lateral (values (o.shipping_address), (o.billing_address)) as v(a),
                 lateral (values ('name'), ('line1'), ('line2')) as k(key)
           where o.user_id = ${userId} and a is not null`,
    );
    const of = (kind: string) =>
      found.flatMap((r) => (r.kind === kind && r.value?.trim() ? [r.value.trim()] : []));
    return { emails: of('email'), names: of('name'), streets: of('street') };
  },

  async exportFor(db, { userId }) {
    const [orders, items] = await Promise.all([
      rows<{ id: string }>(
        db,
        sql`select id, status, payment_status, total_cents, customer_name, customer_email,
                   shipping_address, billing_address, gift_note, tracking_number, tracking_url,
                   paid_at, cancelled_at, created_at
              from orders where user_id = ${userId} order by created_at`,
      ),
      rows<{ order_id: string }>(
        db,
        sql`select i.order_id, i.product_id, i.product_name, i.variant_label, i.personalisation,
                   i.quantity, i.price_cents
              from order_items i join orders o on o.id = i.order_id where o.user_id = ${userId}`,
      ),
    ]);
    return {
      orders: orders.map((order) => ({
        ...order,
        items: items.filter((item) => item.order_id === order.id),
      })),
    };
  },

  async erase(tx, { userId }, anonymous) {
    // The street goes, the place stays (city, state, postal code, country: what bookkeeping needs).
    const place = (column: 'shipping_address' | 'billing_address') =>
      sql`case when ${sql.raw(column)} is null then null
               else (${sql.raw(column)} - 'line2' - 'phone') || jsonb_build_object('name', ${anonymous.name}::text, 'line1', '')
          end`;
    await tx.execute(
      sql`update orders set customer_name = ${anonymous.name}, customer_email = ${anonymous.email},
            shipping_address = ${place('shipping_address')},
            billing_address = ${place('billing_address')},
            gift_note = null
          where user_id = ${userId}`,
    );
    await tx.execute(
      sql`update order_items set personalisation = null
           where personalisation is not null
             and order_id in (select id from orders where user_id = ${userId})`,
    );
  },
};
