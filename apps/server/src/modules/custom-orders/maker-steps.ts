/**
 * The maker's moves on a request, each one transaction under the same locks as every order
 * transition (the order row first, when there is one, then the request row), each mailing the
 * customer through the outbox:
 *
 *   new | quoted | expired  → declined
 *   accepted                → in_progress
 *   accepted | in_progress  → ready (stays In progress; a deposit's balance becomes due)
 *   in_progress, ready, fully paid → shipped → closed
 *
 * A move that is not allowed from the current state is refused (409) and changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { CustomMakerStep, CustomOrderState } from '@shop/shared/schemas/custom-order';
import { CUSTOM_ORDER_MESSAGES } from '@shop/shared/schemas/custom-order';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { lockOrderById, setOrderProgress } from '../orders/index.ts';
import { customOrderRequests } from './schema.ts';
import { requestNotFound } from './access.ts';
import {
  amountDue,
  findQuote,
  findRequestRow,
  paymentsOf,
  type RequestRow,
} from './load-request.ts';
import { queueBalanceDueMail, queueCustomerUpdateMail } from './custom-order-mails.ts';
import { moveRequestTo } from './move-request.ts';

type StepContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret'>;

/** The request (and its order, when it has one) locked in the caller's transaction. */
export async function lockRequestAndOrder(tx: Db, id: string): Promise<RequestRow> {
  const peek = await findRequestRow(tx, { id });
  if (!peek) throw requestNotFound();
  if (peek.orderId) await lockOrderById(tx, peek.orderId);
  const row = await findRequestRow(tx, { id, lock: true });
  if (!row) throw requestNotFound();
  return row;
}

const notNow = (step: string, state: CustomOrderState) =>
  conflict(`A custom order that is ${state.replace('_', ' ')} cannot be ${step}`);

export async function declineCustomRequest(ctx: StepContext, { id }: { id: string }) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRequestAndOrder(tx, id);
    if (!['new', 'quoted', 'expired'].includes(row.state)) {
      throw conflict(CUSTOM_ORDER_MESSAGES.cannotDecline);
    }
    const payments = await paymentsOf(tx, id);
    if (payments.some((p) => p.status === 'paid')) {
      throw conflict(CUSTOM_ORDER_MESSAGES.cannotDecline);
    }
    await moveRequestTo({ tx, config: ctx.config, secret: ctx.authSecret }, row, {
      state: 'declined',
    });
  });
  ctx.outbox.kick();
}

export async function takeMakerStep(
  ctx: StepContext,
  { id, step }: { id: string; step: CustomMakerStep },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRequestAndOrder(tx, id);
    const mail = { tx, config: ctx.config, secret: ctx.authSecret };
    const setState = (state: CustomOrderState, extra: Partial<RequestRow> = {}) =>
      tx
        .update(customOrderRequests)
        .set({ state, ...extra })
        .where(eq(customOrderRequests.id, id));

    if (step === 'in_progress') {
      if (row.state !== 'accepted') throw notNow('started', row.state);
      await setState('in_progress');
      if (row.orderId) await setOrderProgress(tx, { orderId: row.orderId, status: 'processing' });
      await queueCustomerUpdateMail(mail, row, { state: 'in_progress' });
      return;
    }
    if (step === 'ready') {
      if (!['accepted', 'in_progress'].includes(row.state) || row.readyAt) {
        throw notNow('marked ready', row.state);
      }
      const readyAt = new Date();
      await setState('in_progress', { readyAt });
      if (row.orderId) await setOrderProgress(tx, { orderId: row.orderId, status: 'processing' });
      const due = amountDue(
        { state: 'in_progress', readyAt },
        await findQuote(tx, id),
        await paymentsOf(tx, id),
      );
      if (due) await queueBalanceDueMail(mail, row, { amountCents: due.amountCents });
      else {
        await queueCustomerUpdateMail(mail, row, {
          state: 'in_progress',
          extra: ['Your piece is finished and will ship soon.'],
        });
      }
      return;
    }
    if (step === 'shipped') {
      if (row.state !== 'in_progress' || !row.readyAt) throw notNow('shipped', row.state);
      const quote = await findQuote(tx, id);
      const paid = (await paymentsOf(tx, id))
        .filter((p) => p.status === 'paid')
        .reduce((sum, p) => sum + p.amountCents, 0);
      if (!quote || paid < quote.priceCents + quote.shippingCents) {
        throw conflict('The balance has not been paid yet');
      }
      await setState('shipped');
      if (row.orderId) await setOrderProgress(tx, { orderId: row.orderId, status: 'completed' });
      await queueCustomerUpdateMail(mail, row, { state: 'shipped' });
      return;
    }
    if (row.state !== 'shipped') throw notNow('closed', row.state);
    await moveRequestTo(mail, row, { state: 'closed' });
  });
  ctx.outbox.kick();
}
