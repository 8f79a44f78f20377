/**
 * Reading and replacing the maker's shipping rates, and pricing them for one order.
 */
import { asc } from 'drizzle-orm';
import {
  priceRateFor,
  type ShippingOption,
  type ShippingRate,
  type ShippingSettingsInput,
  shippingSettingsInputSchema,
} from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { shippingRates } from './schema.ts';

type Row = typeof shippingRates.$inferSelect;

const toRate = (row: Row): ShippingRate => ({
  id: row.id,
  name: row.name,
  priceCents: row.priceCents,
  estimate: row.estimate,
  countries: row.countries,
  freeAboveCents: row.freeAboveCents,
});

export async function listShippingRates(db: Db): Promise<ShippingRate[]> {
  const rows = await db
    .select()
    .from(shippingRates)
    .orderBy(asc(shippingRates.position), asc(shippingRates.createdAt));
  return rows.map(toRate);
}

/** The whole list is replaced in one transaction (the admin edits it as one form). */
export async function replaceShippingRates(
  db: Db,
  input: ShippingSettingsInput,
): Promise<ShippingRate[]> {
  const { rates } = shippingSettingsInputSchema.parse(input);
  await db.transaction(async (tx) => {
    await tx.delete(shippingRates);
    if (rates.length) {
      await tx.insert(shippingRates).values(
        rates.map((rate, position) => ({
          name: rate.name,
          priceCents: rate.priceCents,
          estimate: rate.estimate,
          countries: rate.countries,
          freeAboveCents: rate.freeAboveCents,
          position,
        })),
      );
    }
  });
  return listShippingRates(db);
}

/** What a checkout with this subtotal offers: every rate, free where its threshold is met. */
export async function shippingOptionsFor(
  db: Db,
  { subtotalCents }: { subtotalCents: number },
): Promise<ShippingOption[]> {
  const rates = await listShippingRates(db);
  return rates.map((rate) => priceRateFor(rate, subtotalCents));
}
