/**
 * The Proceed to Checkout form's gift-card fields: the kept cards the cart page showed with what
 * each paid (hidden `giftCard` fields, `id:cents`, never a code), and the shipping address typed
 * in the cart when the cards pay for everything (`shippingAddress.name`…, checked by the same
 * schema as the API's, each refusal under its own field, the typed values kept by the flash).
 */
import { z } from 'zod';
import { usAddressInputSchema, type UsAddressInput } from '@shop/shared/schemas/order';
import { badRequest } from '../../lib/app-error.ts';

const SHOWN = /^([A-Za-z0-9-]{1,64}):(\d{1,8})$/;

export const shownGiftCards = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().regex(SHOWN, 'Please reload the cart and try again')).max(20))
  .transform((list) =>
    list.map((entry) => {
      const [, id, cents] = SHOWN.exec(entry)!;
      return { id: id!, amountCents: Number(cents) };
    }),
  );

const ADDRESS_KEYS = ['name', 'line1', 'line2', 'city', 'state', 'postal_code'] as const;
const formKey = (key: string) => `shippingAddress.${key}`;

/** Each address field as the form posts it (absent when the cart asked for no address). */
export const addressFields = Object.fromEntries(
  ADDRESS_KEYS.map((key) => [formKey(key), z.string().max(200).optional()]),
) as Record<`shippingAddress.${(typeof ADDRESS_KEYS)[number]}`, z.ZodOptional<z.ZodString>>;

export const ADDRESS_REFUSED = 'Please check the shipping address.';

/** The address the form carried, checked; undefined when it carried none. */
export function addressOfForm(fields: Record<string, unknown>): UsAddressInput | undefined {
  const posted = Object.fromEntries(
    ADDRESS_KEYS.map((key) => [key, fields[formKey(key)]]).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  if (Object.keys(posted).length === 0) return undefined;
  const parsed = usAddressInputSchema.safeParse({ ...posted, country: 'US' });
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[formKey(String(issue.path[0]))] ??= issue.message;
  throw badRequest(ADDRESS_REFUSED, errors);
}
