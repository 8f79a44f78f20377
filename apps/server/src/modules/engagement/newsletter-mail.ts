/**
 * Every newsletter mail goes out through here, so each one carries its recipient's signed
 * unsubscribe link in the footer and the List-Unsubscribe headers (RFC 2369, RFC 8058 one-click).
 */
import type { AppContext } from '../../context.ts';
import { renderMail, type MailContent, type Mail } from '../mail/index.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';
import { SHOP } from '@shop/shared/shop';

export type NewsletterContent = Omit<MailContent, 'unsubscribeUrl'> & { subject: string };

type NewsletterContext = Pick<AppContext, 'config' | 'authSecret'>;

const SUBSCRIBED_FOOTER = `You're receiving this because you subscribed to the ${SHOP.name} newsletter.`;

export function buildNewsletterMail(
  ctx: NewsletterContext,
  email: string,
  { subject, ...content }: NewsletterContent,
): Mail {
  const url = unsubscribeUrl(ctx.config.publicUrl, ctx.authSecret, email);
  const { text, html } = renderMail({
    footer: SUBSCRIBED_FOOTER,
    ...content,
    unsubscribeUrl: url,
  });
  return {
    to: email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The double opt-in mail: its link opens a page whose button confirms the address. */
export function newsletterConfirmMail(
  ctx: Pick<AppContext, 'config'>,
  { email, token }: { email: string; token: string },
): Mail {
  const url = new URL('/api/newsletter/confirm', ctx.config.publicUrl);
  url.searchParams.set('token', token);
  const { text, html } = renderMail({
    heading: 'Please confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${SHOP.name} newsletter at this address.`,
      "Press the button to confirm. If it wasn't you, ignore this mail and you'll hear nothing more from us.",
    ],
    action: { label: 'Confirm my subscription', url: url.toString() },
  });
  return { to: email, subject: `Confirm your ${SHOP.name} newsletter subscription`, text, html };
}
