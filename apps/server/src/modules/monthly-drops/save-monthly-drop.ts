/**
 * Creates and updates monthly drops from the admin's form (price in dollars, stored in cents),
 * with the products each holds: a held product's launch moment is the drop's release, so the
 * catalog hides it from shoppers until then. A product taken out of a drop, or held by a deleted
 * drop, is on sale at once; a product moved from another drop follows its new drop's release.
 */
import { eq, inArray } from 'drizzle-orm';
import { dollarsToCents } from '@shop/shared/money';
import type { MonthlyDrop, MonthlyDropInput } from '@shop/shared/schemas/monthly-drop';
import type { Db } from '../../db/client.ts';
import { monthlyDropProducts, monthlyDrops } from './schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Storage } from '../media/index.ts';
import { setProductsLaunch } from '../catalog/index.ts';
import { checkDropImageUrl, removeDropImageIfUnused } from './drop-image.ts';
import { toMonthlyDropDto } from './to-monthly-drop-dto.ts';

type Deps = { db: Db; storage: Storage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

/** Today as YYYY-MM-DD (the release date a drop gets when none is given). */
export const today = () => new Date().toISOString().slice(0, 10);

function toValues(storage: Storage, input: MonthlyDropInput) {
  const releaseDate = input.releaseDate ?? today();
  return {
    name: input.name,
    description: input.description,
    priceCents: dollarsToCents(input.price),
    stock: input.stock,
    imageUrl: checkDropImageUrl(storage, input.imageUrl),
    releaseDate,
    releaseAt: input.releaseAt ? new Date(input.releaseAt) : new Date(`${releaseDate}T00:00:00Z`),
  };
}

/**
 * Makes the drop hold exactly `productIds` (when given), in that order, and sets their launch
 * to the drop's release. Runs in the drop's transaction: the drop row is locked.
 */
async function holdProducts(
  tx: Db,
  { dropId, productIds, releaseAt }: { dropId: string; productIds?: string[]; releaseAt: Date },
) {
  const previous = await tx
    .select({ productId: monthlyDropProducts.productId })
    .from(monthlyDropProducts)
    .where(eq(monthlyDropProducts.dropId, dropId));
  const wanted = productIds ? [...new Set(productIds)] : previous.map((row) => row.productId);
  const released = previous.map((row) => row.productId).filter((id) => !wanted.includes(id));
  await setProductsLaunch(tx, { productIds: released, launchAt: null });
  if (productIds) {
    await tx.delete(monthlyDropProducts).where(eq(monthlyDropProducts.dropId, dropId));
    if (wanted.length > 0) {
      // Taken from another drop, if one held it.
      await tx.delete(monthlyDropProducts).where(inArray(monthlyDropProducts.productId, wanted));
    }
  }
  const found = await setProductsLaunch(tx, { productIds: wanted, launchAt: releaseAt });
  if (found.length !== wanted.length) {
    const message = 'Choose products from the shop';
    throw badRequest(message, { productIds: message });
  }
  if (productIds && wanted.length > 0) {
    await tx
      .insert(monthlyDropProducts)
      .values(wanted.map((productId, position) => ({ dropId, productId, position })));
  }
}

export async function createMonthlyDrop(
  { db, storage }: Deps,
  input: MonthlyDropInput,
): Promise<MonthlyDrop> {
  const values = toValues(storage, input);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(monthlyDrops).values(values).returning();
    await holdProducts(tx, {
      dropId: inserted!.id,
      productIds: input.productIds ?? [],
      releaseAt: values.releaseAt,
    });
    return inserted!;
  });
  return toMonthlyDropDto(storage, row);
}

export async function updateMonthlyDrop(
  { db, storage }: Deps,
  id: string,
  input: MonthlyDropInput,
): Promise<MonthlyDrop> {
  if (!isUuid(id)) throw notFound('Monthly drop not found');
  const values = toValues(storage, input);
  const { row, previousUrl } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageUrl: monthlyDrops.imageUrl, releaseAt: monthlyDrops.releaseAt })
      .from(monthlyDrops)
      .where(eq(monthlyDrops.id, id))
      .for('update');
    if (!current) throw notFound('Monthly drop not found');
    // A drop moved to a later release will announce that one too.
    const isRescheduled = current.releaseAt.getTime() !== values.releaseAt.getTime();
    const [updated] = await tx
      .update(monthlyDrops)
      .set(isRescheduled ? { ...values, launchedAt: null } : values)
      .where(eq(monthlyDrops.id, id))
      .returning();
    await holdProducts(tx, {
      dropId: id,
      productIds: input.productIds,
      releaseAt: values.releaseAt,
    });
    return { row: updated!, previousUrl: current.imageUrl };
  });
  if (previousUrl !== row.imageUrl)
    await removeDropImageIfUnused({ db, storage }, { url: previousUrl, dropId: id });
  return toMonthlyDropDto(storage, row);
}

export async function deleteMonthlyDrop({ db, storage }: Deps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Monthly drop not found');
  const deleted = await db.transaction(async (tx) => {
    const held = await tx
      .select({ productId: monthlyDropProducts.productId })
      .from(monthlyDropProducts)
      .where(eq(monthlyDropProducts.dropId, id));
    const [row] = await tx
      .delete(monthlyDrops)
      .where(eq(monthlyDrops.id, id))
      .returning({ imageUrl: monthlyDrops.imageUrl });
    if (!row) throw notFound('Monthly drop not found');
    await setProductsLaunch(tx, { productIds: held.map((h) => h.productId), launchAt: null });
    return row;
  });
  await removeDropImageIfUnused({ db, storage }, { url: deleted.imageUrl, dropId: id });
}
