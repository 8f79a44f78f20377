/**
 * A message in a request's thread, from the maker or the customer; the other side is mailed in
 * the same transaction. A closed or declined request takes no more messages.
 */
import { customOrderMessages } from './schema.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { queueMessageMail } from './custom-order-mails.ts';
import type { RequestRow } from './load-request.ts';
import { findRequestRow } from './load-request.ts';

type MessageContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret'>;

export async function postCustomMessage(
  ctx: MessageContext,
  { request, author, body }: { request: RequestRow; author: 'maker' | 'customer'; body: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findRequestRow(tx, { id: request.id, lock: true });
    if (!row || row.state === 'closed') {
      throw conflict('This custom order is closed and takes no more messages');
    }
    await tx.insert(customOrderMessages).values({ requestId: row.id, author, body });
    await queueMessageMail({ tx, config: ctx.config, secret: ctx.authSecret }, row, {
      author,
      body,
    });
  });
  ctx.outbox.kick();
}
