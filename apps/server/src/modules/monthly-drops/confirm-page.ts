/**
 * The words of a launch notice's confirmation link (its page and the page of a link not valid;
 * confirm-link-routes.ts serves them) and the pages after a confirmation.
 */
import type { ConfirmLinkPages } from '../../lib/confirm-link-routes.ts';
import { escapeHtml, renderLinkPage } from '../../lib/html.ts';

export const NOTICE_LINK_PAGES: ConfirmLinkPages = {
  ask: {
    title: 'Confirm your launch notice',
    body: '<p>Press the button to confirm that we may email you once, when the drop opens.</p>',
    button: 'Yes, tell me at launch',
  },
  invalid:
    '<p>This confirmation link was already used or is incomplete. You can ask again on the drop in the shop.</p>',
};

export function renderNoticeResultPage(page: {
  state: 'confirmed' | 'released';
  dropName: string;
  dropUrl: string;
}): string {
  const name = `<strong>${escapeHtml(page.dropName)}</strong>`;
  return page.state === 'confirmed'
    ? renderLinkPage({
        title: "You're on the list",
        body: `<p>We'll email you once when ${name} opens.</p>`,
        href: page.dropUrl,
      })
    : renderLinkPage({
        title: "It's already out",
        body: `<p>Good news: ${name} is open right now.</p>`,
        href: page.dropUrl,
        label: 'See the drop',
      });
}
