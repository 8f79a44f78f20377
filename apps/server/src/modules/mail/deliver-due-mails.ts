/**
 * One delivery pass over the outbox: claims due mails with a lease (`FOR UPDATE SKIP LOCKED`, so
 * parallel passes and replicas never take the same row), hands each to the transport, and marks
 * it sent, or schedules the next attempt with exponential backoff. A mail that still fails after
 * MAX_MAIL_ATTEMPTS is marked failed and logged as an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './schema.ts';
import type { DeliveryResult, Mailer } from '../../ports/mail.ts';

export const MAX_MAIL_ATTEMPTS = 20;
/** Long enough for one SMTP exchange; a worker that died mid-send frees its rows after it. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 1, 2, 4, 8 … minutes after the attempt that failed, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type DeliverOptions = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
};

type ClaimedRow = typeof mailOutbox.$inferSelect;

async function claimDue(db: Db, now: Date): Promise<ClaimedRow[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  // `now` has milliseconds, the database's defaults microseconds: a mail queued in this very
  // millisecond (a kick right after its commit) is due, not left for the next sweep.
  const dueBefore = new Date(now.getTime() + 1).toISOString();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          sql`${mailOutbox.nextAttemptAt} < ${dueBefore}`,
          sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= ${now.toISOString()})`,
        ),
      )
      .orderBy(mailOutbox.createdAt, mailOutbox.id)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseEnd, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        sql`${mailOutbox.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function deliverDueMails({
  db,
  mailer,
  log,
  now = () => new Date(),
}: DeliverOptions): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(db, now());
    if (batch.length === 0) return result;
    for (const row of batch) {
      try {
        await mailer.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.headers ? { headers: row.headers } : {}),
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        result.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const isLastAttempt = row.attempts >= MAX_MAIL_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: isLastAttempt ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        if (isLastAttempt) {
          result.failed++;
          log.error({ mailId: row.id, kind: row.kind, err: error }, 'mail given up');
        } else {
          result.retried++;
          log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail will retry');
        }
      }
    }
  }
}
