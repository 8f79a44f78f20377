/**
 * Stores a visitor's message as pending, exactly as written (it is only ever shown as text), and
 * queues the maker's mail about it in the same transaction (delivered after commit).
 */
import type { AppContext } from '../../context.ts';
import { contactMessages } from './schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { makerEmail } from '../accounts/index.ts';
import { contactMakerMail } from './contact-maker-mail.ts';

export type CreateContactMessageOptions = {
  name: string;
  email: string;
  message: string;
  instagramUsername: string | null;
};

export async function createContactMessage(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  options: CreateContactMessageOptions,
): Promise<{ id: string }> {
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...options, status: 'pending' })
      .returning({ id: contactMessages.id });
    const owner = await makerEmail(tx, ctx.config);
    if (owner) {
      const mail = contactMakerMail({
        message: options,
        to: owner,
        publicUrl: ctx.config.publicUrl,
      });
      await enqueueMail(tx, 'owner_contact_message', mail);
    }
    return row!;
  });
  ctx.outbox.kick();
  return created;
}
