/**
 * Listing results and totals, cached per database and keyed by the MVCC snapshot they were read
 * in. PostgreSQL decides what a statement sees from its snapshot alone, so the same query under
 * the same snapshot gives the same answer: the cache can never serve a stale page or total.
 * Any committed write moves the snapshot on, and the next listing reads the database again.
 *
 * Why it exists: embedded PGlite runs every query on the one thread that also serves HTTP, and
 * storefront traffic asks for the same few pages (first page, a category, a search) over and
 * over. Checking the snapshot is one trivial query; counting a large category is a scan.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { ProductList } from '@shop/shared/schemas/product';
import { changeFeedFor } from '../../lib/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { products } from './schema.ts';

/**
 * The current snapshot as text, or null inside a transaction that has written something (its
 * own uncommitted rows are visible to it but not described by the snapshot). A drop's release
 * changes what a listing shows without any write, so the key also counts the products launched
 * by the app's clock: it moves at each release.
 */
export const snapshotKey = () =>
  sql<
    string | null
  >`(select case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text || ' ' || (select count(*) from ${products} where ${products.launchAt} <= ${now().toISOString()}::timestamptz and ${products.deletedAt} is null)::text end)`;

const SNAPSHOT_SQL =
  "select case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text || ' ' || (select count(*) from products where launch_at <= $1::timestamptz and deleted_at is null)::text end as snapshot";

export async function currentSnapshot(db: Db): Promise<string | null> {
  // With a live change feed the generation says the same without a round trip (ADR 015).
  const feed = changeFeedFor(db);
  if (feed?.isLive) return `generation ${feed.generation}`;
  // On PGlite, ask the client itself: through drizzle every query hands PGlite its own type
  // parsers, and PGlite then copies its whole parser table (every array type) for that query,
  // about 100 KB of garbage per request on the hottest path of the shop.
  const client = (db as { $client?: unknown }).$client;
  if (isPglite(client)) {
    const result = await client.query<{ snapshot: string | null }>(SNAPSHOT_SQL, [
      now().toISOString(),
    ]);
    return result.rows[0]?.snapshot ?? null;
  }
  const [row] = await db.select({ snapshot: snapshotKey() }).from(sql`(select 1) as one`);
  return row?.snapshot ?? null;
}

/** Duck-typed, so that a process on PostgreSQL never loads PGlite to ask. */
function isPglite(client: unknown): client is PGlite {
  return (
    typeof client === 'object' &&
    client !== null &&
    'waitReady' in client &&
    'dumpDataDir' in client
  );
}

/** A small LRU of values that are only valid for the snapshot they were computed in. */
export class SnapshotCache<T> {
  private readonly entries = new Map<string, { snapshot: string; value: T }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, snapshot: string | null | undefined): T | undefined {
    if (!snapshot) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.snapshot !== snapshot) return undefined;
    // Refresh its place: the map's insertion order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, snapshot: string | null | undefined, value: T): void {
    if (!snapshot) return;
    this.entries.delete(key);
    this.entries.set(key, { snapshot, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * A listing and its JSON bytes, validated and serialised once however often it is served. The
 * bytes, not a string: a string would be encoded into a fresh buffer for every response.
 */
export type ListingAnswer = { list: ProductList; body: Buffer };

export type ListingCaches = {
  /** Whole answers of GET /api/products, by query. */
  pages: SnapshotCache<ListingAnswer>;
  /** Totals by filter, shared by every page and sort of that filter. */
  totals: SnapshotCache<number>;
};

const caches = new WeakMap<object, ListingCaches>();

/** The caches of one database handle (snapshots of different databases are unrelated). */
export function listingCachesFor(db: Db): ListingCaches {
  let found = caches.get(db);
  if (!found) {
    found = { pages: new SnapshotCache(100), totals: new SnapshotCache(500) };
    caches.set(db, found);
  }
  return found;
}
