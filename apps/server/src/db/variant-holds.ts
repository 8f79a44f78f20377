/**
 * Which open orders hold some variants: the catalog asks before a variant (an option value) is
 * removed. Plain SQL over the order tables, so the catalog does not depend on the orders module
 * (which depends on the catalog's stock). Open: holding reserved units, or paid and not yet
 * shipped or cancelled.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function openOrdersHoldingVariants(
  db: Db,
  variantIds: readonly string[],
): Promise<{ variantId: string; orderId: string }[]> {
  if (variantIds.length === 0) return [];
  const ids = sql.join(
    variantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select distinct i.variant_id as "variantId", o.id as "orderId"
    from order_items i join orders o on o.id = i.order_id
    where i.variant_id in (${ids})
      and (o.stock_reserved
        or (o.payment_status = 'paid' and o.status in ('pending', 'processing')))
    order by o.id`);
  return (result as unknown as { rows: { variantId: string; orderId: string }[] }).rows;
}
