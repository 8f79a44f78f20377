/** The dashboard's Unread Messages figure: contact messages still waiting for a response. */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from './schema.ts';

export async function countPendingMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'pending'));
  return row?.value ?? 0;
}
