/**
 * Triggers that announce every committed write to the tables behind the storefront's public
 * answers (products and their variants, blog posts, monthly drops and their products, reviews) on one NOTIFY channel. A trigger catches every
 * writer: admin edits, checkout's stock reservation, the expiry sweep, ratings, a manual UPDATE.
 * PostgreSQL delivers a notification only when (and if) its transaction commits, and folds
 * duplicates within a transaction into one. Installed idempotently with the migrations (ADR 015).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export const CHANGE_CHANNEL = 'shop_public_data_changed';

/** Tables whose rows appear in cached public answers (catalog, blog, drops, pages). */
export const WATCHED_TABLES = [
  'products',
  // A variant's own price, SKU or picture can change without touching its product's row.
  'product_variants',
  'blog_posts',
  'monthly_drops',
  // Which products a drop links once it is out.
  'monthly_drop_products',
  'product_reviews',
] as const;

const FUNCTION_SQL = `
create or replace function shop_notify_public_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGE_CHANNEL}', tg_table_name);
  return null;
end $$`;

/** Statement-level, so a bulk update costs one notification, not one per row. */
function triggerSql(table: string) {
  const name = `${table}_notify_public_change`;
  return `
do $$ begin
  if not exists (select 1 from pg_trigger where tgname = '${name}') then
    create trigger ${name} after insert or update or delete or truncate on ${table}
      for each statement execute function shop_notify_public_change();
  end if;
end $$`;
}

/** Whether every watched table has its trigger (one query: the common case at start). */
export async function hasChangeNotifications(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select count(*)::int as count from pg_trigger where tgname like '%_notify_public_change'`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count === WATCHED_TABLES.length;
}

export async function installChangeNotifications(db: Db): Promise<void> {
  await db.execute(sql.raw(FUNCTION_SQL));
  for (const table of WATCHED_TABLES) await db.execute(sql.raw(triggerSql(table)));
}
