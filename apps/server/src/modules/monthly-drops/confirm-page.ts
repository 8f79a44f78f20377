/** The words of a launch notice's confirmation link, whose pages confirm-link-routes.ts serves. */
import type { ConfirmLinkPages } from '../../lib/confirm-link-routes.ts';

export const NOTICE_LINK_PAGES: ConfirmLinkPages = {
  ask: {
    title: 'Confirm your launch notice',
    body: '<p>Press the button to confirm that we may email you once, when the drop opens.</p>',
    button: 'Yes, tell me at launch',
  },
  invalid:
    '<p>This confirmation link was already used or is incomplete. You can ask again on the drop in the shop.</p>',
  outcomes: {
    confirmed: {
      title: "You're on the list",
      text: (drop) => `We'll email you once when ${drop} opens.`,
    },
    released: {
      title: "It's already out",
      text: (drop) => `Good news: ${drop} is open right now.`,
      label: 'See the drop',
    },
  },
};
