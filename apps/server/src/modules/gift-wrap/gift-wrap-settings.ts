/** Reading and saving the maker's gift-wrap price (one row; none means gift wrap is not offered). */
import { type GiftWrapSettings, giftWrapSettingsSchema } from '@shop/shared/schemas/gift-wrap';
import type { Db } from '../../db/client.ts';
import { giftWrapSettings } from './schema.ts';

export async function getGiftWrapSettings(db: Db): Promise<GiftWrapSettings> {
  const [row] = await db.select({ priceCents: giftWrapSettings.priceCents }).from(giftWrapSettings);
  return { priceCents: row?.priceCents ?? null };
}

export async function saveGiftWrapSettings(
  db: Db,
  input: GiftWrapSettings,
): Promise<GiftWrapSettings> {
  const { priceCents } = giftWrapSettingsSchema.parse(input);
  await db
    .insert(giftWrapSettings)
    .values({ id: 1, priceCents })
    .onConflictDoUpdate({
      target: giftWrapSettings.id,
      set: { priceCents, updatedAt: new Date() },
    });
  return getGiftWrapSettings(db);
}
