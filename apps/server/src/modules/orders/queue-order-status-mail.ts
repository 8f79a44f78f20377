/**
 * Queues the shopper's mail for a status change the maker made, in the caller's transaction
 * (delivered after commit by the outbox). Only changes that matter send anything: processing and
 * completed for a paid order, cancelled for any order; setting the same status again, or back
 * to pending, sends nothing.
 */
import type { OrderStatus } from '@shop/shared/schemas/order';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail, type MailKind, type Mail } from '../mail/index.ts';
import { getOrderById } from './get-order.ts';
import { getOrderCustomerEmail } from './order-customer.ts';
import {
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
};

/** True when a mail was queued. */
export async function queueOrderStatusMail({
  db,
  config,
  orderId,
  previousStatus,
  status,
}: QueueStatusMailOptions): Promise<boolean> {
  if (status === previousStatus || status === 'pending') return false;
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
        : ['order_cancelled', orderCancelledMail(input)];
  await enqueueMail(db, kind, mail);
  return true;
}
