/**
 * The words of a back-in-stock alert's confirmation link (its page and the page of a link not
 * valid; confirm-link-routes.ts serves them) and the pages after a confirmation.
 */
import type { ConfirmLinkPages } from '../../lib/confirm-link-routes.ts';
import { escapeHtml, renderLinkPage } from '../../lib/html.ts';

export const ALERT_LINK_PAGES: ConfirmLinkPages = {
  ask: {
    title: 'Confirm your alert',
    body: '<p>Press the button to confirm that we may email you once, when the product is back in stock.</p>',
    button: "Yes, email me when it's back",
  },
  invalid:
    "<p>This confirmation link has expired, was already used, or is incomplete. You can ask again on the product's page.</p>",
};

export function renderAlertResultPage(page: {
  state: 'confirmed' | 'in_stock';
  productName: string;
  productUrl: string;
}): string {
  const name = `<strong>${escapeHtml(page.productName)}</strong>`;
  return page.state === 'confirmed'
    ? renderLinkPage({
        title: "You're on the list",
        body: `<p>We'll email you once when ${name} is back in stock.</p>`,
        href: page.productUrl,
        label: 'Back to the product',
      })
    : renderLinkPage({
        title: "It's already back",
        body: `<p>Good news: ${name} is in stock right now.</p>`,
        href: page.productUrl,
        label: 'See it in the shop',
      });
}
