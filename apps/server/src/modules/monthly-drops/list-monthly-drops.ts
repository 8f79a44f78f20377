/** Every monthly drop, newest release first (the home page and the admin's card list). */
import { desc } from 'drizzle-orm';
import type { MonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import type { Db } from '../../db/client.ts';
import { monthlyDrops } from './schema.ts';
import type { Storage } from '../media/index.ts';
import { toMonthlyDropDto } from './to-monthly-drop-dto.ts';

export async function listMonthlyDrops(db: Db, storage: Storage): Promise<MonthlyDrop[]> {
  const rows = await db
    .select()
    .from(monthlyDrops)
    .orderBy(desc(monthlyDrops.releaseDate), desc(monthlyDrops.createdAt), desc(monthlyDrops.id));
  return rows.map((row) => toMonthlyDropDto(storage, row));
}
