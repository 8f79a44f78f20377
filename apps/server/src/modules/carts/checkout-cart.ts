/**
 * The cart's checkout, for the app's POST /api/cart/checkout and the Proceed to Checkout form:
 * the orders' checkout (prices, stock, the discount decided again there) with the gift cards
 * kept on the visitor's cart, each with what the cart showed it paying. The codes go from the
 * cart's row to the checkout on the server; the browser only names the cards by their ids.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckoutLine, UsAddressInput } from '@shop/shared/schemas/order';
import type { SessionUser } from '../../context.ts';
import { createCheckout } from '../orders/index.ts';
import { checkoutGiftCards, writeGiftCards } from './kept-gift-cards.ts';
import { readVisitorCart } from './visitor-cart.ts';

export async function checkoutVisitorCart(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  {
    items,
    discountCode,
    gift,
    giftCards,
    shippingAddress,
  }: {
    items: CheckoutLine[];
    discountCode?: string | undefined;
    gift: { isGift?: boolean | undefined; note?: string | undefined; wrap?: boolean | undefined };
    /** The kept cards the cart showed, by id, with what each paid. */
    giftCards: { id: string; amountCents?: number | undefined }[];
    shippingAddress?: UsAddressInput | undefined;
  },
) {
  const kept = (await readVisitorCart(app, request, user))?.giftCards ?? [];
  const { url, orderId } = await createCheckout(
    {
      db: app.ctx.db,
      config: app.ctx.config,
      payments: app.ctx.payments,
      authSecret: app.ctx.authSecret,
      log: request.log,
      kickOutbox: () => app.ctx.outbox.kick(),
    },
    user,
    items,
    {
      ...(discountCode ? { discountCode } : {}),
      isGift: gift.isGift,
      ...(gift.note !== undefined ? { giftNote: gift.note } : {}),
      giftWrap: gift.wrap,
      giftCards: checkoutGiftCards(kept, giftCards),
      ...(shippingAddress ? { shippingAddress } : {}),
    },
  );
  // The kept cards went into the order (held on it): the next cart starts without them, even
  // should the browser never send the emptied cart.
  if (kept.length > 0) await writeGiftCards(app.ctx.db, { userId: user.id }, []);
  // The funnel's "checkout" step: the sale is attributed to this visitor's source once paid.
  app.analytics.track(request, { kind: 'checkout', orderId });
  return { url, orderId };
}
