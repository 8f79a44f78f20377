/**
 * The maker's quote: price, full payment or a deposit, lead time, one of the shop's shipping
 * rates (priced now and kept), a note and the last day it can be paid. A request that is new,
 * quoted or expired can be (re)quoted; once a payment arrived the quote can no longer change.
 * The customer is mailed in the same transaction.
 */
import type { z } from 'zod';
import {
  CUSTOM_ORDER_MESSAGES,
  type customQuoteInputSchema,
} from '@shop/shared/schemas/custom-order';
import { formatPrice } from '@shop/shared/money';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { listShippingRates } from '../shipping/index.ts';
import { customOrderQuotes } from './schema.ts';
import { findRequestRow, paymentsOf } from './load-request.ts';
import { requestNotFound } from './access.ts';
import { moveRequestTo } from './move-request.ts';

type QuoteContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret'>;
export type QuoteInput = z.output<typeof customQuoteInputSchema>;

const QUOTABLE = ['new', 'quoted', 'expired'];

export async function quoteCustomRequest(
  ctx: QuoteContext,
  { id, input }: { id: string; input: QuoteInput },
): Promise<void> {
  let rate: { name: string; priceCents: number } | null = null;
  if (input.shippingRateId) {
    const rates = await listShippingRates(ctx.db);
    rate = rates.find((r) => r.id === input.shippingRateId) ?? null;
    if (!rate) {
      throw badRequest(CUSTOM_ORDER_MESSAGES.shippingRateUnknown, {
        shippingRateId: CUSTOM_ORDER_MESSAGES.shippingRateUnknown,
      });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const row = await findRequestRow(tx, { id, lock: true });
    if (!row) throw requestNotFound();
    const payments = await paymentsOf(tx, id);
    if (payments.some((p) => p.status === 'paid') || !QUOTABLE.includes(row.state)) {
      throw conflict(CUSTOM_ORDER_MESSAGES.quoteLocked);
    }
    const values = {
      priceCents: input.priceCents,
      plan: input.plan,
      depositCents: input.plan === 'deposit' ? input.depositCents : null,
      leadTime: input.leadTime,
      shippingRateName: rate?.name ?? null,
      shippingCents: rate?.priceCents ?? 0,
      note: input.note.trim(),
      validUntil: input.validUntil,
    };
    await tx
      .insert(customOrderQuotes)
      .values({ requestId: id, ...values })
      .onConflictDoUpdate({ target: customOrderQuotes.requestId, set: values });
    const total = values.priceCents + values.shippingCents;
    await moveRequestTo({ tx, config: ctx.config, secret: ctx.authSecret }, row, {
      state: 'quoted',
      extra: [
        `Price: ${formatPrice(total)}${rate ? ` including ${rate.name} shipping` : ''}.`,
        values.depositCents
          ? `A deposit of ${formatPrice(values.depositCents)} starts the work; the balance is due when it is ready.`
          : 'Paid in full when you accept.',
        `Lead time: ${values.leadTime}. Valid until ${values.validUntil}.`,
        ...(values.note ? [values.note] : []),
      ],
    });
  });
  ctx.outbox.kick();
}
