/**
 * The small page an unsubscribe link opens. Served by the API itself (no SPA needed, works in
 * any mail client's browser), styled like the shop's mails.
 */
import { SHOP_NAME_HTML } from '@shop/shared/shop';
import { escapeHtml, renderLinkPage } from '../../lib/html.ts';

export type UnsubscribePageOptions =
  { isDone: true; email: string; shopUrl: string } | { isDone: false; shopUrl: string };

export function renderUnsubscribePage(options: UnsubscribePageOptions): string {
  const { shopUrl } = options;
  const title = options.isDone ? "You're unsubscribed" : 'This link is not valid';
  const body = options.isDone
    ? `<p><strong>${escapeHtml(options.email)}</strong> will no longer receive the ${SHOP_NAME_HTML} newsletter.</p>
<p>Changed your mind? You can subscribe again at the bottom of any page of the shop.</p>`
    : `<p>This unsubscribe link is incomplete or has been changed, so nothing was updated.</p>
<p>Please use the Unsubscribe link exactly as it appears in the newsletter, or write to us through the contact page and we'll take you off the list.</p>`;
  return renderLinkPage({ title, body, href: shopUrl });
}
