/** The words of a back-in-stock alert's confirmation link, whose pages confirm-link-routes.ts serves. */
import type { ConfirmLinkPages } from '../../lib/confirm-link-routes.ts';

export const ALERT_LINK_PAGES: ConfirmLinkPages = {
  ask: {
    title: 'Confirm your alert',
    body: '<p>Press the button to confirm that we may email you once, when the product is back in stock.</p>',
    button: "Yes, email me when it's back",
  },
  invalid:
    "<p>This confirmation link has expired, was already used, or is incomplete. You can ask again on the product's page.</p>",
  outcomes: {
    confirmed: {
      title: "You're on the list",
      text: (product) => `We'll email you once when ${product} is back in stock.`,
      label: 'Back to the product',
    },
    in_stock: {
      title: "It's already back",
      text: (product) => `Good news: ${product} is in stock right now.`,
      label: 'See it in the shop',
    },
  },
};
