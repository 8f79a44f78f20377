/** Creates and updates monthly drops from the admin's form (price in dollars, stored in cents). */
import { eq } from 'drizzle-orm';
import { dollarsToCents } from '@shop/shared/money';
import type { MonthlyDrop, MonthlyDropInput } from '@shop/shared/schemas/monthly-drop';
import type { Db } from '../../db/client.ts';
import { monthlyDrops } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Storage } from '../media/index.ts';
import { checkDropImageUrl, removeDropImageIfUnused } from './drop-image.ts';
import { toMonthlyDropDto } from './to-monthly-drop-dto.ts';

type Deps = { db: Db; storage: Storage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

/** Today as YYYY-MM-DD (the release date a drop gets when none is given). */
export const today = () => new Date().toISOString().slice(0, 10);

function toValues(storage: Storage, input: MonthlyDropInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: dollarsToCents(input.price),
    stock: input.stock,
    imageUrl: checkDropImageUrl(storage, input.imageUrl),
    releaseDate: input.releaseDate ?? today(),
  };
}

export async function createMonthlyDrop(
  { db, storage }: Deps,
  input: MonthlyDropInput,
): Promise<MonthlyDrop> {
  const [row] = await db.insert(monthlyDrops).values(toValues(storage, input)).returning();
  return toMonthlyDropDto(storage, row!);
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
      .select({ imageUrl: monthlyDrops.imageUrl })
      .from(monthlyDrops)
      .where(eq(monthlyDrops.id, id))
      .for('update');
    if (!current) throw notFound('Monthly drop not found');
    const [updated] = await tx
      .update(monthlyDrops)
      .set(values)
      .where(eq(monthlyDrops.id, id))
      .returning();
    return { row: updated!, previousUrl: current.imageUrl };
  });
  if (previousUrl !== row.imageUrl)
    await removeDropImageIfUnused({ db, storage }, { url: previousUrl, dropId: id });
  return toMonthlyDropDto(storage, row);
}

export async function deleteMonthlyDrop({ db, storage }: Deps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Monthly drop not found');
  const [deleted] = await db
    .delete(monthlyDrops)
    .where(eq(monthlyDrops.id, id))
    .returning({ imageUrl: monthlyDrops.imageUrl });
  if (!deleted) throw notFound('Monthly drop not found');
  await removeDropImageIfUnused({ db, storage }, { url: deleted.imageUrl, dropId: id });
}
