/** Lists of requests: the maker's, by state (newest first), and one customer's own. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { CustomOrderState, CustomOrderSummary } from '@shop/shared/schemas/custom-order';
import type { Db } from '../../db/client.ts';
import { customOrderQuotes, customOrderRequests } from './schema.ts';
import { quoteTotal } from './load-request.ts';

async function summaries(
  db: Db,
  where: ReturnType<typeof eq> | undefined,
): Promise<CustomOrderSummary[]> {
  const rows = await db
    .select()
    .from(customOrderRequests)
    .where(where)
    .orderBy(desc(customOrderRequests.createdAt), desc(customOrderRequests.id))
    .limit(200);
  const ids = rows.map((r) => r.id);
  const quotes = ids.length
    ? await db.select().from(customOrderQuotes).where(inArray(customOrderQuotes.requestId, ids))
    : [];
  const totals = new Map(quotes.map((q) => [q.requestId, quoteTotal(q)]));
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    description: row.description,
    category: row.category,
    name: row.name,
    email: row.email,
    quoteTotalCents: totals.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function listCustomRequests(
  db: Db,
  { state }: { state?: CustomOrderState },
): Promise<CustomOrderSummary[]> {
  return summaries(db, state ? eq(customOrderRequests.state, state) : undefined);
}

export function listCustomRequestsOfUser(
  db: Db,
  { userId }: { userId: string },
): Promise<CustomOrderSummary[]> {
  return summaries(db, eq(customOrderRequests.userId, userId));
}
