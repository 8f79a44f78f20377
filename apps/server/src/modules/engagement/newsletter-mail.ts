/**
 * Every newsletter mail goes out through here, so each one carries its recipient's signed
 * unsubscribe link in the footer and the List-Unsubscribe headers (RFC 2369, RFC 8058 one-click).
 */
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { newsletterSubscribers } from './schema.ts';
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

export function welcomeMail(ctx: NewsletterContext, email: string): Mail {
  return buildNewsletterMail(ctx, email, {
    subject: `Welcome to the ${SHOP.name} newsletter`,
    heading: 'Thank you for subscribing!',
    paragraphs: [
      "You'll be the first to hear about new handmade pieces, monthly drops and stories from the studio.",
      'We write only when there is something worth sharing, and every mail has a one-click unsubscribe link.',
    ],
    action: { label: 'Browse the shop', url: `${ctx.config.publicUrl}/products` },
  });
}

export type SendNewsletterResult = { sent: number; failed: string[] };

/** Sends one newsletter to every current subscriber, each with their own unsubscribe link. */
export async function sendNewsletter(
  ctx: Pick<AppContext, 'config' | 'authSecret' | 'db' | 'mailer'>,
  content: NewsletterContent,
): Promise<SendNewsletterResult> {
  const subscribers = await ctx.db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.isSubscribed, true))
    .orderBy(asc(newsletterSubscribers.createdAt));
  const result: SendNewsletterResult = { sent: 0, failed: [] };
  // One at a time: a newsletter is not urgent, and SMTP relays throttle bursts.
  for (const { email } of subscribers) {
    try {
      await ctx.mailer.send(buildNewsletterMail(ctx, email, content));
      result.sent++;
    } catch {
      result.failed.push(email);
    }
  }
  return result;
}
