/**
 * Newsletter campaigns: drafts the maker writes, sent now or at a scheduled time. Sending only
 * marks the campaign due; `dispatchCampaigns` (any replica, any number of times) then queues the
 * mails in batches through the outbox.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  NEWSLETTER_MESSAGES,
  type Campaign,
  type CampaignInput,
} from '@shop/shared/schemas/newsletter';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { mailStatusOf } from '../mail/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { campaignDeliveries, newsletterCampaigns, newsletterSubscribers } from './schema.ts';
import { campaignMail, renderCampaign } from './campaign-mail.ts';
import { isoTimeOrNull } from '../../db/iso-time.ts';

type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type Stats = Campaign['stats'];

const EMPTY_STATS: Stats = { recipients: 0, delivered: 0, failed: 0, unsubscribedSince: 0 };

/** Addresses that receive campaigns: still subscribed and confirmed. */
export const isReceiving = and(
  eq(newsletterSubscribers.isSubscribed, true),
  sql`${newsletterSubscribers.confirmedAt} is not null`,
);

async function statsFor(db: Db, ids: string[]): Promise<Map<string, Stats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      recipients: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${mailStatusOf(campaignDeliveries.mailId)} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${mailStatusOf(campaignDeliveries.mailId)} = 'failed')::int`,
      // Every recipient was subscribed when its row was written: one not subscribed now (or
      // removed) left after this campaign started.
      unsubscribedSince: sql<number>`count(*) filter (where ${newsletterSubscribers.isSubscribed} is not true)::int`,
    })
    .from(campaignDeliveries)
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.email, campaignDeliveries.email))
    .where(inArray(campaignDeliveries.campaignId, ids))
    .groupBy(campaignDeliveries.campaignId);
  return new Map(rows.map(({ campaignId, ...stats }) => [campaignId, stats]));
}

function toDto(row: CampaignRow, stats: Stats = EMPTY_STATS): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    scheduledAt: isoTimeOrNull(row.scheduledAt),
    startedAt: isoTimeOrNull(row.startedAt),
    sentAt: isoTimeOrNull(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats,
  };
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt))
    .limit(100);
  const stats = await statsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDto(row, stats.get(row.id)));
}

async function findRow(db: Db, id: string): Promise<CampaignRow> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!row) throw notFound('Campaign not found');
  return row;
}

export async function getCampaign(db: Db, id: string): Promise<Campaign> {
  const row = await findRow(db, id);
  return toDto(row, (await statsFor(db, [id])).get(id));
}

export async function createCampaign(db: Db, input: CampaignInput): Promise<Campaign> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ subject: input.subject, body: input.body })
    .returning();
  return toDto(row!);
}

export async function updateCampaign(
  db: Db,
  { id, input }: { id: string; input: CampaignInput },
): Promise<Campaign> {
  const [row] = await db
    .update(newsletterCampaigns)
    .set({ subject: input.subject, body: input.body })
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
    .returning();
  if (row) return toDto(row);
  await findRow(db, id);
  throw conflict(NEWSLETTER_MESSAGES.notEditable);
}

export async function deleteCampaign(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
    .returning({ id: newsletterCampaigns.id });
  if (deleted.length > 0) return;
  await findRow(db, id);
  throw conflict(NEWSLETTER_MESSAGES.notEditable);
}

export async function countReceivingSubscribers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(isReceiving);
  return row?.n ?? 0;
}

/**
 * Marks a draft due, now or at `scheduledAt`. The status change is one conditional statement,
 * so a double click (or two tabs) sends once: the second finds no draft and gets a conflict.
 */
export async function sendCampaign(
  ctx: Pick<AppContext, 'db'>,
  { id, scheduledAt, now = new Date() }: { id: string; scheduledAt?: Date | null; now?: Date },
): Promise<Campaign> {
  if (scheduledAt && scheduledAt.getTime() <= now.getTime()) {
    throw badRequest(NEWSLETTER_MESSAGES.scheduleInPast, {
      scheduledAt: NEWSLETTER_MESSAGES.scheduleInPast,
    });
  }
  const current = await findRow(ctx.db, id);
  if (current.status !== 'draft') throw conflict(NEWSLETTER_MESSAGES.alreadySent);
  if ((await countReceivingSubscribers(ctx.db)) === 0) {
    throw conflict(NEWSLETTER_MESSAGES.noSubscribers);
  }
  const [row] = await ctx.db
    .update(newsletterCampaigns)
    .set({ status: 'scheduled', scheduledAt: scheduledAt ?? now })
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
    .returning();
  if (!row) throw conflict(NEWSLETTER_MESSAGES.alreadySent);
  return toDto(row);
}

/** The maker's own copy, marked as a test in the subject, through the outbox like the real one. */
export async function sendTestCampaign(
  ctx: Pick<AppContext, 'db' | 'config' | 'authSecret' | 'outbox'>,
  { id, to }: { id: string; to: string },
): Promise<{ to: string }> {
  const row = await findRow(ctx.db, id);
  const rendered = await renderCampaign(ctx, row);
  await enqueueMail(
    ctx.db,
    'newsletter_test',
    campaignMail(ctx, to, { ...rendered, subject: `[Test] ${rendered.subject}` }),
  );
  ctx.outbox.kick();
  return { to };
}

export type DispatchResult = { queued: number; finished: number };

const BATCH_WINDOW_MS = 60_000;

/**
 * Queues the next batch of every due campaign. Each campaign's batch is one transaction that
 * holds the campaign row (`FOR UPDATE SKIP LOCKED`: another replica's pass moves on) and the
 * chosen subscriber rows (an unsubscribe waits for the commit, then withdraws the queued mail),
 * and inserts each address's delivery row with its outbox mail; the unique (campaign, address)
 * index turns any second attempt into nothing. At most `newsletterMailsPerMinute` mails are
 * queued per campaign in any minute; the campaign is sent when no receiving address is left.
 */
export async function dispatchCampaigns(
  ctx: Pick<AppContext, 'db' | 'config' | 'authSecret' | 'outbox'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { queued: 0, finished: 0 };
  const due = await ctx.db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(
      and(
        inArray(newsletterCampaigns.status, ['scheduled', 'sending']),
        sql`${newsletterCampaigns.scheduledAt} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(newsletterCampaigns.scheduledAt);
  const rate = ctx.config.newsletterMailsPerMinute;
  for (const { id } of due) {
    const batch = await ctx.db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(newsletterCampaigns)
        .where(
          and(
            eq(newsletterCampaigns.id, id),
            inArray(newsletterCampaigns.status, ['scheduled', 'sending']),
          ),
        )
        .for('update', { skipLocked: true });
      if (!campaign) return { queued: 0, finished: false };
      const [recent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(campaignDeliveries)
        .where(
          and(
            eq(campaignDeliveries.campaignId, id),
            gt(campaignDeliveries.createdAt, new Date(now.getTime() - BATCH_WINDOW_MS)),
          ),
        );
      const budget = rate - (recent?.n ?? 0);
      if (budget <= 0) return { queued: 0, finished: false };

      const recipients = await tx
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(
          and(
            isReceiving,
            sql`not exists (select 1 from ${campaignDeliveries} where ${campaignDeliveries.campaignId} = ${id} and ${campaignDeliveries.email} = ${newsletterSubscribers.email})`,
          ),
        )
        .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id)
        .limit(budget)
        .for('update', { of: newsletterSubscribers });
      let queued = 0;
      if (recipients.length > 0) {
        const rendered = await renderCampaign({ db: tx, config: ctx.config }, campaign);
        for (const { email } of recipients) {
          const [delivery] = await tx
            .insert(campaignDeliveries)
            .values({ campaignId: id, email, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: campaignDeliveries.id });
          if (!delivery) continue;
          const mailId = await enqueueMail(
            tx,
            'newsletter_campaign',
            campaignMail(ctx, email, rendered),
            { notBefore: now },
          );
          await tx
            .update(campaignDeliveries)
            .set({ mailId })
            .where(eq(campaignDeliveries.id, delivery.id));
          queued++;
        }
      }
      const isLast = recipients.length < budget;
      await tx
        .update(newsletterCampaigns)
        .set(
          isLast
            ? { status: 'sent', startedAt: campaign.startedAt ?? now, sentAt: now }
            : { status: 'sending', startedAt: campaign.startedAt ?? now },
        )
        .where(eq(newsletterCampaigns.id, id));
      return { queued, finished: isLast };
    });
    result.queued += batch.queued;
    if (batch.finished) result.finished++;
  }
  if (result.queued > 0) ctx.outbox.kick();
  return result;
}
