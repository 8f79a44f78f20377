/**
 * Buying a gift card: an order of one line (the card's amount, for its recipient) through the
 * same hosted payment page as any order. The card is created with the order, `pending`; the
 * payment makes it active with its amount, a closed checkout voids it, and its send date's sweep
 * mails the recipient its code (modules/gift-cards). A gift card is bought on its own and paid by
 * card: it ships nothing, so the order offers no shipping rate.
 */
import { formatPrice } from '@shop/shared/money';
import { MESSAGES } from '@shop/shared/messages';
import type { CheckoutResponse } from '@shop/shared/schemas/order';
import { GIFT_CARD_PRODUCT_SLUG, type GiftCardPurchase } from '@shop/shared/schemas/gift-card';
import type { SessionUser } from '../../context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { checkSendOn, createPendingGiftCard } from '../gift-cards/index.ts';
import {
  closeSupersededSessions,
  openPaymentPage,
  type CheckoutContext,
} from './create-checkout.ts';
import { createPendingOrder } from './create-pending-order.ts';
import { lockCheckoutsOfUser, supersedeOpenCheckouts } from './supersede-open-checkouts.ts';

export const GIFT_CARD_LINE_NAME = 'Gift card';

export async function createGiftCardCheckout(
  ctx: CheckoutContext,
  user: SessionUser,
  purchase: GiftCardPurchase,
): Promise<CheckoutResponse> {
  const provider = ctx.payments;
  if (!provider) {
    ctx.log.error('checkout refused: no payment provider is configured');
    throw new AppError(503, 'internal', MESSAGES.sessionCreateFailed);
  }
  if (!user.email) throw badRequest(MESSAGES.userEmailNotFound);
  checkSendOn(purchase.sendOn, now());

  const { order, superseded } = await ctx.db.transaction(async (tx) => {
    await lockCheckoutsOfUser(tx, user.id);
    const superseded = await supersedeOpenCheckouts(tx, user.id);
    const order = await createPendingOrder(tx, {
      userId: user.id,
      customer: { email: user.email, name: user.name },
      provider: provider.name,
      lines: [
        {
          productId: GIFT_CARD_PRODUCT_SLUG,
          productName: GIFT_CARD_LINE_NAME,
          productImage: null,
          quantity: 1,
          priceCents: purchase.amountCents,
          variantId: null,
          variantLabel: `For ${purchase.recipientName.trim()}, sent ${purchase.sendOn}`,
          sku: null,
          personalisation: null,
        },
      ],
      shippingOptions: [],
    });
    await createPendingGiftCard(tx, {
      orderId: order.id,
      buyer: { id: user.id, name: user.name },
      purchase,
    });
    return { order, superseded };
  });
  await closeSupersededSessions(ctx, provider, superseded);
  return openPaymentPage(ctx, provider, user, order, [
    {
      productId: GIFT_CARD_PRODUCT_SLUG,
      name: `${GIFT_CARD_LINE_NAME} ${formatPrice(purchase.amountCents)} for ${purchase.recipientName.trim()}`,
      images: [],
      unitAmountCents: purchase.amountCents,
      quantity: 1,
    },
  ]);
}
