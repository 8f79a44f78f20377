/**
 * A request's change of state as the customer sees it: the new state and the customer's mail
 * about it, written in the caller's transaction.
 */
import { eq } from 'drizzle-orm';
import type { CustomOrderState } from '@shop/shared/schemas/custom-order';
import { customOrderRequests } from './schema.ts';
import { type MailCtx, type MailRequest, queueCustomerUpdateMail } from './custom-order-mails.ts';

export async function moveRequestTo(
  mail: MailCtx,
  request: MailRequest,
  { state, extra }: { state: CustomOrderState; extra?: string[] },
): Promise<void> {
  await mail.tx
    .update(customOrderRequests)
    .set({ state })
    .where(eq(customOrderRequests.id, request.id));
  await queueCustomerUpdateMail(mail, request, { state, extra });
}
