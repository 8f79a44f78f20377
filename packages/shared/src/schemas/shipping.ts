/**
 * Shipping rates the maker sets (admin → Settings → Shipping) and the choice a checkout offers.
 * Money is integer cents. With no rates set, the shop ships free within the US only.
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Stripe's hosted checkout takes at most five shipping options. */
export const MAX_SHIPPING_RATES = 5;

/** Where a shop without any rates ships (and the test checkout's only country). */
export const DEFAULT_SHIPPING_COUNTRIES = ['US'] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A two-letter ISO 3166 country code the runtime knows by name (so "XX" is refused). */
export function isKnownCountry(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const cents = (label: string) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be whole cents`)
    .min(0, `${label} can't be negative`)
    .max(10_000_00, `${label} must be at most $10,000.00`);

export const shippingRateInputSchema = z
  .object({
    name: requiredText('Name', 40),
    priceCents: cents('Price'),
    estimate: z.string().trim().max(60, 'Delivery estimate must be at most 60 characters'),
    countries: z
      .array(z.string().trim().toUpperCase())
      .min(1, 'Choose at least one country')
      .max(60, 'At most 60 countries per rate')
      .superRefine((codes, ctx) => {
        const unknown = codes.filter((code) => !isKnownCountry(code));
        if (unknown.length) {
          ctx.addIssue({ code: 'custom', message: `Unknown country: ${unknown.join(', ')}` });
        }
      })
      .transform((codes) => [...new Set(codes)]),
    freeAboveCents: cents('Free-above amount').nullable(),
  })
  .strict();
export type ShippingRateInput = z.input<typeof shippingRateInputSchema>;

/** PUT /api/admin/shipping: the whole list, in the order the checkout offers it. */
export const shippingSettingsInputSchema = z
  .object({
    rates: z
      .array(shippingRateInputSchema)
      .max(MAX_SHIPPING_RATES, `At most ${MAX_SHIPPING_RATES} shipping rates`)
      .superRefine((rates, ctx) => {
        const seen = new Set<string>();
        rates.forEach((rate, index) => {
          const key = rate.name.toLowerCase();
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'name'],
              message: 'Each rate needs its own name',
            });
          }
          seen.add(key);
        });
      }),
  })
  .strict();
export type ShippingSettingsInput = z.input<typeof shippingSettingsInputSchema>;

export const shippingRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  estimate: z.string(),
  countries: z.array(z.string()),
  freeAboveCents: z.number().int().nullable(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** GET /api/shipping and /api/admin/shipping: empty means "free, US only". */
export const shippingSettingsSchema = z.object({ rates: z.array(shippingRateSchema) });
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** One choice a checkout offers: a rate priced for that order (free above its threshold). */
export const shippingOptionSchema = shippingRateSchema
  .pick({ id: true, name: true, estimate: true, countries: true })
  .extend({ amountCents: z.number().int() });
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** A rate as a subtotal sees it: free when the subtotal reaches its threshold (inclusive). */
export function priceRateFor(rate: ShippingRate, subtotalCents: number): ShippingOption {
  const isFree = rate.freeAboveCents !== null && subtotalCents >= rate.freeAboveCents;
  return {
    id: rate.id,
    name: rate.name,
    estimate: rate.estimate,
    amountCents: isFree ? 0 : rate.priceCents,
    countries: rate.countries,
  };
}

/** The countries a checkout may ship to: every rate's, or the US when there are none. */
export function shippingCountries(options: Pick<ShippingOption, 'countries'>[]): string[] {
  if (options.length === 0) return [...DEFAULT_SHIPPING_COUNTRIES];
  return [...new Set(options.flatMap((option) => option.countries))].sort();
}
