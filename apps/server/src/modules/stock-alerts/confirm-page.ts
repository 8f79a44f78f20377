/**
 * The small pages of the confirmation link, served by the API (like the unsubscribe page). The
 * link opens a page with a button; only the button's POST confirms, so a mail scanner that
 * follows links cannot sign anyone up.
 */
import { escapeHtml, renderNoticePage } from '../../lib/html.ts';

export type ConfirmPageOptions =
  | { state: 'ask'; token: string }
  | { state: 'confirmed' | 'in_stock'; productName: string; productUrl: string }
  | { state: 'invalid'; shopUrl: string };

function content(options: ConfirmPageOptions): { title: string; body: string } {
  switch (options.state) {
    case 'ask':
      return {
        title: 'Confirm your alert',
        body: `<p>Press the button to confirm that we may email you once, when the product is back in stock.</p>
<form method="post" action="/api/stock-alerts/confirm"><input type="hidden" name="token" value="${escapeHtml(options.token)}"><button type="submit">Yes, email me when it's back</button></form>`,
      };
    case 'confirmed':
      return {
        title: "You're on the list",
        body: `<p>We'll email you once when <strong>${escapeHtml(options.productName)}</strong> is back in stock.</p>
<a class="button" href="${escapeHtml(options.productUrl)}">Back to the product</a>`,
      };
    case 'in_stock':
      return {
        title: "It's already back",
        body: `<p>Good news: <strong>${escapeHtml(options.productName)}</strong> is in stock right now.</p>
<a class="button" href="${escapeHtml(options.productUrl)}">See it in the shop</a>`,
      };
    case 'invalid':
      return {
        title: 'This link is not valid',
        body: `<p>This confirmation link has expired, was already used, or is incomplete. You can ask again on the product's page.</p>
<a class="button" href="${escapeHtml(options.shopUrl)}">Back to the shop</a>`,
      };
  }
}

export function renderConfirmPage(options: ConfirmPageOptions): string {
  return renderNoticePage(content(options));
}
