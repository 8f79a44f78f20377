/**
 * The pages of the newsletter's confirmation link, served by the API like the unsubscribe page.
 * The link opens a page with a button; only the button's POST confirms, so a mail scanner that
 * follows links cannot sign anyone up.
 */
import { SHOP_NAME_HTML } from '@shop/shared/shop';
import { escapeHtml, renderConfirmAskPage, renderLinkPage } from '../../lib/html.ts';

export type NewsletterConfirmPage =
  | { state: 'ask'; token: string }
  | { state: 'confirmed'; email: string; shopUrl: string }
  | { state: 'invalid'; shopUrl: string };

export function renderNewsletterConfirmPage(options: NewsletterConfirmPage): string {
  switch (options.state) {
    case 'ask':
      return renderConfirmAskPage({
        title: 'Confirm your subscription',
        body: `<p>Press the button to confirm that you'd like to receive the ${SHOP_NAME_HTML} newsletter.</p>`,
        action: '/api/newsletter/confirm',
        button: 'Yes, subscribe me',
        token: options.token,
      });
    case 'confirmed':
      return renderLinkPage({
        title: "You're subscribed",
        body: `<p><strong>${escapeHtml(options.email)}</strong> will receive the ${SHOP_NAME_HTML} newsletter. Every mail has a one-click unsubscribe link.</p>`,
        href: options.shopUrl,
      });
    case 'invalid':
      return renderLinkPage({
        title: 'This link is not valid',
        body: '<p>This confirmation link was already used or is incomplete. You can subscribe again at the bottom of any page of the shop.</p>',
        href: options.shopUrl,
      });
  }
}
