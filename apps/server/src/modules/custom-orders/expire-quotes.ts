/**
 * A quote past its valid-until day can no longer be paid: its request becomes Expired and the
 * customer is told. Checked whenever requests are read or paid (nothing is due before someone
 * looks), each request under its row lock so a payment and the expiry never interleave.
 */
import { and, eq, lt } from 'drizzle-orm';
import { todayIso } from '@shop/shared/schemas/custom-order';
import type { AppContext } from '../../context.ts';
import { customOrderQuotes, customOrderRequests } from './schema.ts';
import { moveRequestTo } from './move-request.ts';
import { findRequestRow, findQuote } from './load-request.ts';

type ExpireContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret'>;

export async function expirePastQuotes(ctx: ExpireContext, now = new Date()): Promise<number> {
  const today = todayIso(now);
  const due = await ctx.db
    .select({ id: customOrderRequests.id })
    .from(customOrderRequests)
    .innerJoin(customOrderQuotes, eq(customOrderQuotes.requestId, customOrderRequests.id))
    .where(and(eq(customOrderRequests.state, 'quoted'), lt(customOrderQuotes.validUntil, today)))
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    const isExpired = await ctx.db.transaction(async (tx) => {
      const row = await findRequestRow(tx, { id, lock: true });
      const quote = await findQuote(tx, id);
      if (!row || row.state !== 'quoted' || !quote || quote.validUntil >= today) return false;
      await moveRequestTo({ tx, config: ctx.config, secret: ctx.authSecret }, row, {
        state: 'expired',
      });
      return true;
    });
    if (isExpired) expired++;
  }
  if (expired > 0) ctx.outbox.kick();
  return expired;
}
