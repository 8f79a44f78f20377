/**
 * Puts an address on a sold-out product's waiting list. A signed-in shopper's own address is on
 * the list at once; a visitor's address gets a confirmation mail first (double opt-in), and the
 * answer never tells whether that address was already waiting. Only sold-out products take
 * requests, so every waiting entry means "tell me when stock goes above 0".
 */
import { and, eq, ne } from 'drizzle-orm';
import type { StockAlertResult } from '@shop/shared/schemas/stock-alert';
import type { AppContext, SessionUser } from '../../context.ts';
import { stockAlerts } from './schema.ts';
import { getProductStockState, isProductId } from '../catalog/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/index.ts';
import { stockAlertConfirmMail } from './stock-alert-mails.ts';
import { hashConfirmToken, newConfirmToken } from './stock-alert-token.ts';

export type RequestStockAlertOptions = {
  productId: string;
  user: SessionUser | null;
  email?: string;
};

export async function requestStockAlert(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  { productId, user, email }: RequestStockAlertOptions,
): Promise<StockAlertResult> {
  if (!isProductId(productId)) throw notFound('Product not found');
  const address = (user?.email ?? email)?.toLowerCase();
  if (!address) throw badRequest('Please enter a valid email address', { email: 'Required' });

  const result = await ctx.db.transaction(
    async (tx): Promise<StockAlertResult & { isMail?: boolean }> => {
      const product = await getProductStockState(tx, { productId, isLocked: true });
      if (!product || product.deletedAt) throw notFound('Product not found');
      if (product.stock > 0) throw conflict('This product is in stock');

      const [open] = await tx
        .select()
        .from(stockAlerts)
        .where(
          and(
            eq(stockAlerts.productId, productId),
            eq(stockAlerts.email, address),
            ne(stockAlerts.status, 'notified'),
          ),
        )
        .limit(1);

      if (user) {
        if (open) {
          await tx
            .update(stockAlerts)
            .set({
              status: 'waiting',
              userId: user.id,
              confirmedAt: open.confirmedAt ?? new Date(),
            })
            .where(eq(stockAlerts.id, open.id));
        } else {
          await tx.insert(stockAlerts).values({
            productId,
            email: address,
            userId: user.id,
            status: 'waiting',
            confirmedAt: new Date(),
          });
        }
        return { status: 'waiting' };
      }

      // A visitor: an address already waiting needs nothing more (and the answer is the same).
      if (open?.status === 'waiting') return { status: 'confirmation_sent' };
      const token = newConfirmToken();
      if (open) {
        await tx
          .update(stockAlerts)
          .set({ confirmTokenHash: hashConfirmToken(token), createdAt: new Date() })
          .where(eq(stockAlerts.id, open.id));
      } else {
        await tx.insert(stockAlerts).values({
          productId,
          email: address,
          status: 'unconfirmed',
          confirmTokenHash: hashConfirmToken(token),
        });
      }
      const confirmUrl = `${ctx.config.publicUrl}/api/stock-alerts/confirm?token=${token}`;
      await enqueueMail(
        tx,
        'stock_alert_confirm',
        stockAlertConfirmMail(address, product, confirmUrl),
      );
      return { status: 'confirmation_sent', isMail: true };
    },
  );
  if (result.isMail) ctx.outbox.kick();
  return { status: result.status };
}

/** Whether a signed-in shopper is already on a product's waiting list. */
export async function isWaitingForStock(
  ctx: Pick<AppContext, 'db'>,
  productId: string,
  user: SessionUser,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.email, user.email.toLowerCase()),
        eq(stockAlerts.status, 'waiting'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
