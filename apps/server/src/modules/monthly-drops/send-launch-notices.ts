/**
 * At a drop's release, each confirmed "notify me" address gets one launch mail. A signup is
 * marked notified by the same statement that picks it, in the transaction that queues its mail
 * (ADR 011): a crash rolls both back, a retry or a second replica finds nothing left to send, so
 * every address gets exactly one mail whatever happens. Afterwards the drop is marked launched,
 * which also moves every replica's change feed (the drop's table is watched). A round with
 * nothing due only reads: a write, even one that changes no row, would move every replica's
 * feed and empty its public cache every few seconds.
 */
import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { dropLaunchSignups, monthlyDropProducts, monthlyDrops } from './schema.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { now } from '../../lib/clock.ts';
import { enqueueMail } from '../mail/index.ts';
import { launchMail } from './launch-notice-mails.ts';

/** Mails queued per transaction. */
const BATCH = 200;

/** Whether a released drop still has addresses to tell or is not yet marked launched. */
async function isAnythingDue(ctx: Pick<AppContext, 'db'>, at: Date): Promise<boolean> {
  const result = (await ctx.db.execute(sql`
    select exists (
      select 1 from ${monthlyDrops} d
      where d.release_at <= ${at.toISOString()}::timestamptz
        and (d.launched_at is null or exists (
          select 1 from ${dropLaunchSignups} s
          where s.drop_id = d.id and s.confirmed_at is not null and s.notified_at is null))
    ) as due`)) as unknown as { rows: { due: boolean }[] };
  return result.rows[0]?.due === true;
}

export async function sendLaunchNotices(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
): Promise<number> {
  if (!(await isAnythingDue(ctx, now()))) return 0;
  let sent = 0;
  for (;;) {
    const at = now();
    const queued = await ctx.db.transaction(async (tx) => {
      const picked = (await tx.execute(sql`
        update ${dropLaunchSignups} set notified_at = ${at.toISOString()}::timestamptz
        where id in (
          select s.id from ${dropLaunchSignups} s
          join ${monthlyDrops} d on d.id = s.drop_id
          where d.release_at <= ${at.toISOString()}::timestamptz
            and s.confirmed_at is not null and s.notified_at is null
          order by s.created_at, s.id
          limit ${BATCH}
          for update of s skip locked)
        returning email, drop_id`)) as unknown as { rows: { email: string; drop_id: string }[] };
      const rows = picked.rows;
      if (rows.length === 0) return 0;
      const dropIds = [...new Set(rows.map((row) => row.drop_id))];
      const drops = await tx
        .select({ id: monthlyDrops.id, name: monthlyDrops.name })
        .from(monthlyDrops)
        .where(inArray(monthlyDrops.id, dropIds));
      const held = await tx
        .select({ dropId: monthlyDropProducts.dropId, productId: monthlyDropProducts.productId })
        .from(monthlyDropProducts)
        .where(inArray(monthlyDropProducts.dropId, dropIds))
        .orderBy(monthlyDropProducts.position);
      const products = new Map(
        (
          await getProductsByIds(
            tx,
            held.map((h) => h.productId),
          )
        ).map((p) => [p.id, p.name]),
      );
      for (const row of rows) {
        const drop = drops.find((d) => d.id === row.drop_id)!;
        const productNames = held
          .filter((h) => h.dropId === drop.id)
          .flatMap((h) => products.get(h.productId) ?? []);
        await enqueueMail(
          tx,
          'drop_launch',
          launchMail(row.email, { drop, productNames, publicUrl: ctx.config.publicUrl }),
        );
      }
      return rows.length;
    });
    sent += queued;
    if (queued > 0) ctx.outbox.kick();
    if (queued < BATCH) break;
  }
  const at = now();
  await ctx.db
    .update(monthlyDrops)
    .set({ launchedAt: at })
    .where(and(lte(monthlyDrops.releaseAt, at), isNull(monthlyDrops.launchedAt)));
  return sent;
}
