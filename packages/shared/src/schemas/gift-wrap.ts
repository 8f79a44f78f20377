/**
 * Gift wrap: an optional add-on the shopper ticks in the cart, at a price the maker sets under
 * admin → Settings → Shipping. Money is integer cents. Null: the shop does not offer gift wrap.
 */
import { z } from 'zod';

/** Shown in the cart beside the checkbox, on the order, the packing slip and in the mails. */
export const GIFT_WRAP_LABEL = 'Gift wrap';

/** A checkout asked for gift wrap while the shop does not offer it. */
export const GIFT_WRAP_NOT_OFFERED = "Gift wrap isn't offered right now";

export const giftWrapSettingsSchema = z
  .object({
    /** What gift wrap costs per order; null: not offered. */
    priceCents: z
      .number('Price must be a number')
      .int('Price must be whole cents')
      .min(0, "Price can't be negative")
      .max(100_00, 'Price must be at most $100.00')
      .nullable(),
  })
  .strict();
export type GiftWrapSettings = z.infer<typeof giftWrapSettingsSchema>;
