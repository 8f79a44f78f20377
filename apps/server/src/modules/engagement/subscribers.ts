/** The maker's list of newsletter subscribers: count, search, remove, CSV export. */
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  SUBSCRIBER_LIST_LIMIT,
  type Subscriber,
  type SubscriberList,
} from '@shop/shared/schemas/newsletter';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { cancelPendingMails } from '../mail/index.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { toCsv } from '../orders/index.ts';
import { newsletterSubscribers } from './schema.ts';
import { countReceivingSubscribers } from './campaigns.ts';

type Row = typeof newsletterSubscribers.$inferSelect;

function toDto(row: Row): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: !row.isSubscribed ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'unconfirmed',
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

const matching = (search?: string) =>
  search ? ilike(newsletterSubscribers.email, containsPattern(search.toLowerCase())) : undefined;

export async function listSubscribers(
  db: Db,
  { search }: { search?: string },
): Promise<SubscriberList> {
  const where = matching(search);
  const [rows, [counted], confirmed] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
      .limit(SUBSCRIBER_LIST_LIMIT),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(where),
    countReceivingSubscribers(db),
  ]);
  return { confirmed, matched: counted?.n ?? 0, items: rows.map(toDto) };
}

/** Forgets an address entirely (a request under data-protection law); its queued mails are withdrawn. */
export async function removeSubscriber(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!row) throw notFound('Subscriber not found');
    await cancelPendingMails(tx, {
      to: row.email,
      kind: 'newsletter_campaign',
      reason: 'subscriber removed',
    });
  });
}

export async function exportSubscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  return toCsv(
    ['email', 'status', 'subscribed_at', 'confirmed_at'],
    rows.map((row) => {
      const dto = toDto(row);
      return [dto.email, dto.status, dto.createdAt, dto.confirmedAt];
    }),
  );
}
