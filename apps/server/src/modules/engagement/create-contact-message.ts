/** Stores a visitor's message as pending, exactly as written (it is only ever shown as text). */
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type CreateContactMessageOptions = {
  name: string;
  email: string;
  message: string;
  instagramUsername: string | null;
};

export async function createContactMessage(
  db: Database,
  options: CreateContactMessageOptions,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...options, status: 'pending' })
    .returning({ id: contactMessages.id });
  return row!;
}
