/**
 * The demo shop's rates: the ones its shipping page states (Standard 5–7 business days $5.99,
 * free over $75; Express 2–3 business days $12.99; US only).
 */
import type { ShippingSettingsInput } from '@shop/shared/schemas/shipping';

export const DEMO_SHIPPING: ShippingSettingsInput = {
  rates: [
    {
      name: 'Standard',
      priceCents: 599,
      estimate: '5–7 business days',
      countries: ['US'],
      freeAboveCents: 7500,
    },
    {
      name: 'Express',
      priceCents: 1299,
      estimate: '2–3 business days',
      countries: ['US'],
      freeAboveCents: null,
    },
  ],
};
