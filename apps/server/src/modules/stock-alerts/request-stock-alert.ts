/**
 * Puts an address on a sold-out product's waiting list, or a sold-out variant's for a product
 * with options (the request names the variant). A signed-in shopper's own address is on the list
 * at once; a visitor's address gets a confirmation mail first (double opt-in), and the answer
 * never tells whether that address was already waiting. Only sold-out products and variants take
 * requests, so every waiting entry means "tell me when its stock goes above 0".
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { MESSAGES } from '@shop/shared/messages';
import type { StockAlertResult } from '@shop/shared/schemas/stock-alert';
import type { AppContext, SessionUser } from '../../context.ts';
import { stockAlerts } from './schema.ts';
import { getProductStockState, getVariantStockStates, isProductId } from '../catalog/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/index.ts';
import { stockAlertConfirmMail } from './stock-alert-mails.ts';
import { hashConfirmToken, newConfirmToken } from './stock-alert-token.ts';

export type RequestStockAlertOptions = {
  productId: string;
  /** The sold-out variant of a product with options. */
  variantId?: string;
  user: SessionUser | null;
  email?: string;
};

/** The entry's variant condition: the variant asked about, or none for a plain product. */
const sameVariant = (variantId: string | null) =>
  variantId ? eq(stockAlerts.variantId, variantId) : isNull(stockAlerts.variantId);

/** A label for the mails: "Chunky Beanie (Size: M / Colour: Sage)". */
const withLabel = (name: string, label: string | null) => (label ? `${name} (${label})` : name);

export async function requestStockAlert(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  { productId, variantId: askedVariantId, user, email }: RequestStockAlertOptions,
): Promise<StockAlertResult> {
  if (!isProductId(productId)) throw notFound('Product not found');
  const address = (user?.email ?? email)?.toLowerCase();
  if (!address) throw badRequest('Please enter a valid email address', { email: 'Required' });

  const result = await ctx.db.transaction(
    async (tx): Promise<StockAlertResult & { isMail?: boolean }> => {
      const product = await getProductStockState(tx, { productId, isLocked: true });
      if (!product || product.deletedAt) throw notFound('Product not found');
      let variantId: string | null = null;
      let label: string | null = null;
      if (product.options.length === 0) {
        if (askedVariantId) {
          throw badRequest(MESSAGES.variantUnknown, { variantId: MESSAGES.variantUnknown });
        }
        if (product.stock > 0) throw conflict('This product is in stock');
      } else {
        const firstOption = product.options[0]!.name;
        if (!askedVariantId) {
          throw badRequest(`Choose a ${firstOption}`, { variantId: `Choose a ${firstOption}` });
        }
        const [variant] = await getVariantStockStates(tx, { product, variantId: askedVariantId });
        if (!variant) {
          throw badRequest(MESSAGES.variantUnknown, { variantId: MESSAGES.variantUnknown });
        }
        if (variant.stock > 0) throw conflict('This choice is in stock');
        variantId = variant.id;
        label = variant.label;
      }

      const [open] = await tx
        .select()
        .from(stockAlerts)
        .where(
          and(
            eq(stockAlerts.productId, productId),
            sameVariant(variantId),
            eq(stockAlerts.email, address),
            ne(stockAlerts.status, 'notified'),
          ),
        )
        .limit(1);

      // The open (not yet notified) alert of this address is renewed; otherwise a new one.
      const save = async (
        values: Omit<typeof stockAlerts.$inferInsert, 'productId' | 'variantId' | 'email'>,
      ) => {
        if (open) await tx.update(stockAlerts).set(values).where(eq(stockAlerts.id, open.id));
        else
          await tx.insert(stockAlerts).values({ productId, variantId, email: address, ...values });
      };

      if (user) {
        await save({
          status: 'waiting',
          userId: user.id,
          confirmedAt: open?.confirmedAt ?? new Date(),
        });
        return { status: 'waiting' };
      }

      // A visitor: an address already waiting needs nothing more (and the answer is the same).
      if (open?.status === 'waiting') return { status: 'confirmation_sent' };
      const token = newConfirmToken();
      // A new link restarts the unconfirmed alert's expiry.
      await save({
        status: 'unconfirmed',
        confirmTokenHash: hashConfirmToken(token),
        createdAt: new Date(),
      });
      const confirmUrl = `${ctx.config.publicUrl}/api/stock-alerts/confirm?token=${token}`;
      await enqueueMail(
        tx,
        'stock_alert_confirm',
        stockAlertConfirmMail(
          address,
          { id: product.id, name: withLabel(product.name, label) },
          confirmUrl,
        ),
      );
      return { status: 'confirmation_sent', isMail: true };
    },
  );
  if (result.isMail) ctx.outbox.kick();
  return { status: result.status };
}

/** Whether a signed-in shopper is already on a product's (or one of its variants') waiting list. */
export async function isWaitingForStock(
  ctx: Pick<AppContext, 'db'>,
  { productId, variantId, user }: { productId: string; variantId?: string; user: SessionUser },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        sameVariant(variantId ?? null),
        eq(stockAlerts.email, user.email.toLowerCase()),
        eq(stockAlerts.status, 'waiting'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
