/**
 * Which products shoppers may see and buy: live (not deleted) and launched. A product held by a
 * drop carries its release as `launch_at` and is hidden until then, everywhere a shopper looks
 * (listing, search, product page, related, featured, sitemap, cart, wishlist, checkout). The
 * moment is compared with the app's clock in the query itself, so nothing has to flip the
 * product at release: it is on sale exactly from then, on every replica at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { products } from './schema.ts';
import { now } from '../../lib/clock.ts';
import type { Db } from '../../db/client.ts';

/** Who is looking: shoppers see launched products only; the maker's admin screens see all. */
export type Audience = { includeUnreleased?: boolean };

/** The `launch_at` bound for a query: now for shoppers, no bound for the maker. */
export const launchBound = ({ includeUnreleased }: Audience = {}): string =>
  includeUnreleased ? 'infinity' : now().toISOString();

/** Live and launched, at the app's clock. */
export function onSale(audience: Audience = {}): SQL {
  return sql`(${products.deletedAt} is null and (${products.launchAt} is null or ${products.launchAt} <= ${launchBound(audience)}::timestamptz))`;
}

/** The launch moments still ahead (the change feed's schedule: cached answers end there). */
export async function upcomingLaunches(db: Db): Promise<Date[]> {
  const result = (await db.execute(
    sql`select distinct ${products.launchAt} as at from ${products}
        where ${products.launchAt} > ${now().toISOString()}::timestamptz and ${products.deletedAt} is null
        order by 1 limit 1000`,
  )) as unknown as { rows: { at: Date | string }[] };
  return result.rows.map((row) => new Date(row.at));
}
