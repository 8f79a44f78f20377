/**
 * Reading a request: its row (locked for a change when asked), and the whole of it as the shared
 * `CustomOrder` (photos, thread, quote, payments, what can be paid now). Whose it is, is the
 * caller's question (access.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { CustomOrder, CustomQuote } from '@shop/shared/schemas/custom-order';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import {
  customOrderMessages,
  customOrderPayments,
  customOrderPhotos,
  customOrderQuotes,
  customOrderRequests,
} from './schema.ts';
import { isoTime, isoTimeOrNull } from '../../db/iso-time.ts';

export type RequestRow = typeof customOrderRequests.$inferSelect;
export type QuoteRow = typeof customOrderQuotes.$inferSelect;
export type PaymentRow = typeof customOrderPayments.$inferSelect;

export async function findRequestRow(
  db: Db,
  { id, lock = false }: { id: string; lock?: boolean },
): Promise<RequestRow | null> {
  const query = db.select().from(customOrderRequests).where(eq(customOrderRequests.id, id));
  return firstRow(lock ? query.for('update') : query);
}

export async function findQuote(db: Db, requestId: string): Promise<QuoteRow | null> {
  return firstRow(
    db.select().from(customOrderQuotes).where(eq(customOrderQuotes.requestId, requestId)),
  );
}

export async function paymentsOf(db: Db, requestId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(customOrderPayments)
    .where(eq(customOrderPayments.requestId, requestId))
    .orderBy(asc(customOrderPayments.createdAt));
}

export const quoteTotal = (quote: Pick<QuoteRow, 'priceCents' | 'shippingCents'>) =>
  quote.priceCents + quote.shippingCents;

/**
 * What the customer can pay now: the full price or the deposit of a live quote, or the balance
 * once a deposit piece is ready; null when nothing is due.
 */
export function amountDue(
  request: Pick<RequestRow, 'state' | 'readyAt'>,
  quote: QuoteRow | null,
  payments: Pick<PaymentRow, 'kind' | 'status' | 'amountCents'>[],
): { kind: 'full' | 'deposit' | 'balance'; amountCents: number } | null {
  if (!quote) return null;
  const paid = payments.filter((p) => p.status === 'paid');
  if (request.state === 'quoted' && paid.length === 0) {
    return quote.plan === 'deposit' && quote.depositCents
      ? { kind: 'deposit', amountCents: quote.depositCents }
      : { kind: 'full', amountCents: quoteTotal(quote) };
  }
  if (
    (request.state === 'accepted' || request.state === 'in_progress') &&
    request.readyAt &&
    quote.plan === 'deposit'
  ) {
    const received = paid.reduce((sum, p) => sum + p.amountCents, 0);
    const left = quoteTotal(quote) - received;
    if (left > 0 && !paid.some((p) => p.kind === 'balance')) {
      return { kind: 'balance', amountCents: left };
    }
  }
  return null;
}

export function toQuoteDto(quote: QuoteRow): CustomQuote {
  return {
    priceCents: quote.priceCents,
    plan: quote.plan,
    depositCents: quote.depositCents ?? null,
    leadTime: quote.leadTime,
    shippingRateName: quote.shippingRateName ?? null,
    shippingCents: quote.shippingCents,
    note: quote.note,
    validUntil: quote.validUntil,
    totalCents: quoteTotal(quote),
  };
}

export async function loadCustomOrder(db: Db, request: RequestRow): Promise<CustomOrder> {
  const [photos, messages, quote, payments] = await Promise.all([
    db
      .select({ url: customOrderPhotos.url })
      .from(customOrderPhotos)
      .where(eq(customOrderPhotos.requestId, request.id))
      .orderBy(asc(customOrderPhotos.position)),
    db
      .select()
      .from(customOrderMessages)
      .where(eq(customOrderMessages.requestId, request.id))
      .orderBy(asc(customOrderMessages.createdAt), asc(customOrderMessages.id)),
    findQuote(db, request.id),
    paymentsOf(db, request.id),
  ]);
  return {
    id: request.id,
    state: request.state,
    description: request.description,
    category: request.category,
    size: request.size,
    colours: request.colours,
    budgetMinCents: request.budgetMinCents ?? null,
    budgetMaxCents: request.budgetMaxCents ?? null,
    neededBy: request.neededBy ?? null,
    photos: photos.map((p) => p.url),
    name: request.name,
    email: request.email,
    hasAccount: request.userId !== null,
    quote: quote ? toQuoteDto(quote) : null,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      createdAt: isoTime(m.createdAt),
    })),
    payments: payments
      .filter((p) => p.status !== 'closed')
      .map((p) => ({
        id: p.id,
        kind: p.kind,
        amountCents: p.amountCents,
        status: p.status,
        paidAt: isoTimeOrNull(p.paidAt),
      })),
    orderId: request.orderId ?? null,
    isReady: request.readyAt !== null,
    amountDue: amountDue(request, quote, payments),
    createdAt: isoTime(request.createdAt),
  };
}
