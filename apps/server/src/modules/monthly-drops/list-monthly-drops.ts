/**
 * Every monthly drop, newest release first: the home page's list (a released drop links its
 * products; an upcoming one shows none, they are hidden until then) and the maker's, which also
 * names the products each drop holds and how many visitors wait for its launch.
 */
import { and, asc, count, desc, inArray, isNotNull } from 'drizzle-orm';
import type { AdminMonthlyDrop, DropProduct, MonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import type { Db } from '../../db/client.ts';
import { dropLaunchSignups, monthlyDropProducts, monthlyDrops } from './schema.ts';
import type { Storage } from '../media/index.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { now } from '../../lib/clock.ts';
import { toMonthlyDropDto, type MonthlyDropRow } from './to-monthly-drop-dto.ts';

async function dropRows(db: Db): Promise<MonthlyDropRow[]> {
  return db
    .select()
    .from(monthlyDrops)
    .orderBy(desc(monthlyDrops.releaseDate), desc(monthlyDrops.createdAt), desc(monthlyDrops.id));
}

/** Product ids per drop, in the maker's order. */
async function heldProducts(db: Db, dropIds: string[]): Promise<Map<string, string[]>> {
  const held = new Map<string, string[]>();
  if (dropIds.length === 0) return held;
  const rows = await db
    .select({ dropId: monthlyDropProducts.dropId, productId: monthlyDropProducts.productId })
    .from(monthlyDropProducts)
    .where(inArray(monthlyDropProducts.dropId, dropIds))
    .orderBy(asc(monthlyDropProducts.position), asc(monthlyDropProducts.productId));
  for (const row of rows) held.set(row.dropId, [...(held.get(row.dropId) ?? []), row.productId]);
  return held;
}

export async function listMonthlyDrops(db: Db, storage: Storage): Promise<MonthlyDrop[]> {
  const rows = await dropRows(db);
  const at = now().getTime();
  const released = rows.filter((row) => row.releaseAt.getTime() <= at).map((row) => row.id);
  const held = await heldProducts(db, released);
  // The catalog decides what a shopper may see (launched, not deleted) by the same clock.
  const onSale = await getProductsByIds(db, [...held.values()].flat());
  const byId = new Map<string, DropProduct>(
    onSale.map((product) => [
      product.id,
      {
        id: product.id,
        name: product.name,
        priceCents: product.priceCents,
        image: product.images[0] ?? null,
      },
    ]),
  );
  return rows.map((row) =>
    toMonthlyDropDto(
      storage,
      row,
      (held.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []),
    ),
  );
}

export async function listAdminMonthlyDrops(db: Db, storage: Storage): Promise<AdminMonthlyDrop[]> {
  const rows = await dropRows(db);
  const ids = rows.map((row) => row.id);
  const held = await heldProducts(db, ids);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ dropId: dropLaunchSignups.dropId, count: count() })
          .from(dropLaunchSignups)
          .where(
            and(inArray(dropLaunchSignups.dropId, ids), isNotNull(dropLaunchSignups.confirmedAt)),
          )
          .groupBy(dropLaunchSignups.dropId);
  const countOf = new Map(counts.map((row) => [row.dropId, row.count]));
  const names = new Map(
    (await getProductsByIds(db, [...held.values()].flat(), { includeUnreleased: true })).map(
      (product) => [product.id, product.name],
    ),
  );
  return rows.map((row) => ({
    ...toMonthlyDropDto(storage, row),
    heldProducts: (held.get(row.id) ?? []).flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    notifyCount: countOf.get(row.id) ?? 0,
  }));
}
