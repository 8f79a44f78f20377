/**
 * Answers a contact message: the response is stored (status responded, responded_at) and mailed
 * to the sender. The row is claimed with a conditional update, so a message is answered once even
 * if two replies race; if the mail cannot be sent the claim is undone and the admin can retry.
 */
import { and, eq } from 'drizzle-orm';
import type { ContactMessage } from '@shop/shared/schemas/engagement';
import type { AppContext } from '../../context.ts';
import { contactMessages } from './schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { renderMail } from '../mail/index.ts';
import { toContactMessageDto, type ContactMessageRow } from './to-contact-message-dto.ts';
import { SHOP } from '@shop/shared/shop';

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function replyMail(message: ContactMessageRow, response: string) {
  const { text, html } = renderMail({
    heading: `Hi ${message.name},`,
    paragraphs: [response, `On ${longDate.format(message.createdAt)} you wrote:`, message.message],
    footer: 'You can simply reply to this email to continue the conversation.',
  });
  return { to: message.email, subject: `Re: your message to ${SHOP.name}`, text, html };
}

export async function replyToMessage(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  { messageId: id, response }: { messageId: string; response: string },
): Promise<ContactMessage> {
  const [claimed] = await ctx.db
    .update(contactMessages)
    .set({ status: 'responded', response, respondedAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'pending')))
    .returning();
  if (!claimed) {
    const [existing] = await ctx.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .limit(1);
    if (!existing) throw notFound('Message not found');
    throw conflict('This message has already been answered.');
  }
  try {
    await ctx.mailer.send(replyMail(claimed, response));
  } catch (error) {
    await ctx.db
      .update(contactMessages)
      .set({ status: 'pending', response: null, respondedAt: null })
      .where(eq(contactMessages.id, id));
    throw error;
  }
  return toContactMessageDto(claimed);
}
