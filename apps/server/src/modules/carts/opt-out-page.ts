/** The small page the cart reminders' opt-out link opens, styled like the shop's mails. */
import { renderLinkPage } from '../../lib/html.ts';

export function renderOptOutPage({ isDone, shopUrl }: { isDone: boolean; shopUrl: string }) {
  const title = isDone ? 'No more cart reminders' : 'This link is not valid';
  const body = isDone
    ? `<p>We won't remind you of your cart again. You can turn reminders back on in your profile.</p>`
    : `<p>This link is incomplete or has been changed, so nothing was updated.</p>
<p>Please use the link exactly as it appears in the mail, or turn reminders off in your profile.</p>`;
  return renderLinkPage({ title, body, href: shopUrl });
}
