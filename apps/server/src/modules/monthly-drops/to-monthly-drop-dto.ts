/** The API's shape of a monthly drop: cents, an ISO date and moment, the image with its renditions. */
import type { DropProduct, MonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import type { monthlyDrops } from './schema.ts';
import { imageFromUploadedUrl, type Storage } from '../media/index.ts';

export type MonthlyDropRow = typeof monthlyDrops.$inferSelect;

export function toMonthlyDropDto(
  storage: Storage,
  row: MonthlyDropRow,
  products: DropProduct[] = [],
): MonthlyDrop {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    stock: row.stock,
    imageUrl: row.imageUrl,
    image: imageFromUploadedUrl(storage, row.imageUrl),
    releaseDate: row.releaseDate,
    releaseAt: row.releaseAt.toISOString(),
    products,
    createdAt: row.createdAt.toISOString(),
  };
}
