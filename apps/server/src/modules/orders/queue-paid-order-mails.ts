/**
 * The mails of a newly paid order, queued in fulfilment's transaction: the shopper's
 * confirmation and the maker's new-order mail (to SHOP_OWNER_EMAIL or the admin).
 */
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../mail/index.ts';
import { makerEmail } from '../accounts/index.ts';
import { getOrderById } from './get-order.ts';
import { getOrderCustomerEmail } from './order-customer.ts';
import { newOrderMakerMail } from './new-order-maker-mail.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import { orderForDownload } from './pattern-lines.ts';
import { mailDownloadLinks } from '../patterns/index.ts';

export type QueuePaidOrderMailsOptions = {
  tx: Db;
  config: AppContext['config'];
  /** Signs the pattern lines' download links. */
  authSecret: string;
  orderId: string;
};

export async function queuePaidOrderMails({
  tx,
  config,
  authSecret,
  orderId,
}: QueuePaidOrderMailsOptions) {
  const order = await getOrderById(tx, orderId);
  const customerEmail = await getOrderCustomerEmail(tx, orderId);
  const buyer = await orderForDownload(tx, orderId);
  if (!order || !customerEmail || !buyer) return;
  const downloads = mailDownloadLinks(
    { publicUrl: config.publicUrl, secret: authSecret },
    {
      userId: buyer.userId,
      orderItemIds: order.items.filter((item) => item.isDigital).map((item) => item.id),
    },
  );
  await enqueueMail(
    tx,
    'order_paid',
    orderConfirmationMail(order, customerEmail, config.publicUrl, downloads),
  );
  const owner = await makerEmail(tx, config);
  if (owner) {
    await enqueueMail(
      tx,
      'owner_new_order',
      newOrderMakerMail({ order, customerEmail, to: owner, publicUrl: config.publicUrl }),
    );
  }
}
