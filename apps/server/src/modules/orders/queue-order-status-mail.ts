/**
 * Queues the shopper's mail for a status change the maker made, in the caller's transaction
 * (delivered after commit by the outbox). Only changes that matter send anything: processing and
 * completed for a paid order, cancelled for any order; setting the same status again, or back
 * to pending, sends nothing. A cancel that refunds a paid order says how much goes back where (the
 * card payment, each gift card): it is the shopper's one mail about that refund.
 */
import type { OrderStatus } from '@shop/shared/schemas/order';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail, type MailKind, type Mail } from '../mail/index.ts';
import { giftCardsOfOrder } from '../gift-cards/index.ts';
import { getOrderById } from './get-order.ts';
import { getOrderCustomerEmail } from './order-customer.ts';
import { splitRefund } from '@shop/shared/refund-split';
import {
  type CancelRefund,
  orderCancelledMail,
  orderCompletedMail,
  orderProcessingMail,
} from './order-status-mails.ts';

export type QueueStatusMailOptions = {
  db: Db;
  config: Pick<AppContext['config'], 'publicUrl'>;
  orderId: string;
  previousStatus: string;
  status: OrderStatus;
  /** A cancel that just turned a paid order into a refund: mailed even if the status was already cancelled. */
  isRefundStarting?: boolean;
};

/** True when a mail was queued. */
export async function queueOrderStatusMail({
  db,
  config,
  orderId,
  previousStatus,
  status,
  isRefundStarting = false,
}: QueueStatusMailOptions): Promise<boolean> {
  if ((status === previousStatus && !isRefundStarting) || status === 'pending') return false;
  const order = await getOrderById(db, orderId);
  const to = await getOrderCustomerEmail(db, orderId);
  if (!order || !to) return false;
  if (status !== 'cancelled' && order.paymentStatus !== 'paid') return false;
  const input = { order, to, publicUrl: config.publicUrl };
  const [kind, mail]: [MailKind, Mail] =
    status === 'processing'
      ? ['order_processing', orderProcessingMail(input)]
      : status === 'completed'
        ? ['order_completed', orderCompletedMail(input)]
        : ['order_cancelled', orderCancelledMail({ ...input, refund: await refundOf(db, order) })];
  await enqueueMail(db, kind, mail);
  return true;
}

/** What a cancel's refund gives back (an order awaiting its refund), split as the refund splits it. */
async function refundOf(
  db: Db,
  order: NonNullable<Awaited<ReturnType<typeof getOrderById>>>,
): Promise<CancelRefund | undefined> {
  if (order.paymentStatus === 'refunded') return { cardCents: 0, giftCards: [] };
  if (order.paymentStatus !== 'refund_pending') return undefined;
  const { cardCents } = splitRefund(order, order.totalCents - order.refundedCents);
  const giftCards = (await giftCardsOfOrder(db, order.id))
    .filter((card) => card.state === 'spent' && card.amountCents > card.refundedCents)
    .map((card) => ({
      last4: card.last4 ?? '',
      amountCents: card.amountCents - card.refundedCents,
    }));
  return { cardCents, giftCards };
}
