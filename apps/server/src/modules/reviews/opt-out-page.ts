/** The small page the review requests' opt-out link opens, styled like the shop's mails. */
import { renderLinkPage } from '../../lib/html.ts';

export function renderOptOutPage({ isDone, shopUrl }: { isDone: boolean; shopUrl: string }) {
  const title = isDone ? 'No more review requests' : 'This link is not valid';
  const body = isDone
    ? `<p>We won't ask you for reviews again. You can still review anything you bought from its product page.</p>`
    : `<p>This link is incomplete or has been changed, so nothing was updated.</p>
<p>Please use the link exactly as it appears in the mail, or write to us through the contact page.</p>`;
  return renderLinkPage({ title, body, href: shopUrl });
}
