/**
 * Withdraws queued mails of one kind to one address that no worker has taken yet (a subscriber
 * who unsubscribed while a campaign was going out). A mail already being handed to the mail
 * server is past recall and is left alone.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './schema.ts';
import type { MailKind } from './enqueue-mail.ts';

export async function cancelPendingMails(
  db: Db,
  { to, kind, reason }: { to: string; kind: MailKind; reason: string },
): Promise<number> {
  const cancelled = await db
    .update(mailOutbox)
    .set({ status: 'cancelled', lastError: reason })
    .where(
      and(
        eq(mailOutbox.to, to),
        eq(mailOutbox.kind, kind),
        eq(mailOutbox.status, 'pending'),
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= now())`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return cancelled.length;
}

/** SQL for the delivery status of the outbox mail whose id `mailId` holds (for other modules' reports). */
export const mailStatusOf = (mailId: AnyPgColumn | SQL) =>
  sql<
    string | null
  >`(select ${mailOutbox.status} from ${mailOutbox} where ${mailOutbox.id} = ${mailId})`;
