/** The maker's inbox: every contact message, newest first. */
import { desc } from 'drizzle-orm';
import type { ContactMessage } from '@shop/shared/schemas/engagement';
import type { Db } from '../../db/client.ts';
import { contactMessages } from './schema.ts';
import { toContactMessageDto } from './to-contact-message-dto.ts';

export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessageDto);
}
