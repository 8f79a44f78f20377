/**
 * Totals of listing filters, cached per database and keyed by the MVCC snapshot they were
 * counted in. Counting the live catalog is the one costly part of a listing (a scan of every
 * matching row), while the page itself is an index scan. PostgreSQL decides row visibility
 * from the snapshot alone, so the same filter counted under the same snapshot gives the same
 * total: the cache can never answer a stale count. Any committed write anywhere moves the
 * snapshot on, and the next listing counts again.
 */
import { sql } from 'drizzle-orm';

/**
 * The current snapshot as text, or null inside a transaction that has written something (its
 * own uncommitted rows are visible to it but not described by the snapshot).
 */
export const snapshotKey = sql<
  string | null
>`(select case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text end)`;

const MAX_ENTRIES = 500;

type Entry = { snapshot: string; total: number };

export class ListingCountCache {
  private readonly entries = new Map<string, Entry>();

  get(filterKey: string, snapshot: string | null | undefined): number | undefined {
    if (!snapshot) return undefined;
    const entry = this.entries.get(filterKey);
    if (!entry || entry.snapshot !== snapshot) return undefined;
    // Refresh its place: the map's insertion order is the eviction order.
    this.entries.delete(filterKey);
    this.entries.set(filterKey, entry);
    return entry.total;
  }

  set(filterKey: string, snapshot: string | null | undefined, total: number): void {
    if (!snapshot) return;
    this.entries.delete(filterKey);
    this.entries.set(filterKey, { snapshot, total });
    if (this.entries.size > MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

const caches = new WeakMap<object, ListingCountCache>();

/** The cache of one database handle (snapshots of different databases are unrelated). */
export function countCacheFor(db: object): ListingCountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListingCountCache();
    caches.set(db, cache);
  }
  return cache;
}
