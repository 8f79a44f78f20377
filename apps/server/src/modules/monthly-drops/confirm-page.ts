/**
 * The small pages of a launch notice's confirmation link, served by the API. The link opens a
 * page with a button; only the button's POST confirms, so a mail scanner that follows links
 * cannot sign anyone up.
 */
import { escapeHtml, renderNoticePage } from '../../lib/html.ts';

export type NoticePageOptions =
  | { state: 'ask'; token: string }
  | { state: 'confirmed' | 'released'; dropName: string; dropUrl: string }
  | { state: 'invalid'; shopUrl: string };

function content(options: NoticePageOptions): { title: string; body: string } {
  switch (options.state) {
    case 'ask':
      return {
        title: 'Confirm your launch notice',
        body: `<p>Press the button to confirm that we may email you once, when the drop opens.</p>
<form method="post" action="/api/monthly-drops/notify/confirm"><input type="hidden" name="token" value="${escapeHtml(options.token)}"><button type="submit">Yes, tell me at launch</button></form>`,
      };
    case 'confirmed':
      return {
        title: "You're on the list",
        body: `<p>We'll email you once when <strong>${escapeHtml(options.dropName)}</strong> opens.</p>
<a class="button" href="${escapeHtml(options.dropUrl)}">Back to the shop</a>`,
      };
    case 'released':
      return {
        title: "It's already out",
        body: `<p>Good news: <strong>${escapeHtml(options.dropName)}</strong> is open right now.</p>
<a class="button" href="${escapeHtml(options.dropUrl)}">See the drop</a>`,
      };
    case 'invalid':
      return {
        title: 'This link is not valid',
        body: `<p>This confirmation link was already used or is incomplete. You can ask again on the drop in the shop.</p>
<a class="button" href="${escapeHtml(options.shopUrl)}">Back to the shop</a>`,
      };
  }
}

export function renderNoticeConfirmPage(options: NoticePageOptions): string {
  return renderNoticePage(content(options));
}
