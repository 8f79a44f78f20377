/**
 * Gift cards: sold as a product, mailed to a recipient on a chosen day, spent over several
 * orders, held at checkout and never overspent, refunded back onto the card; the maker's list
 * and ledger. The orders module calls the step functions below inside its own transactions;
 * this module never imports orders.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { applyGiftCardsToOrder, NO_GIFT_CARDS } from './apply-gift-cards.ts';
export type { GiftCardsApplied } from './apply-gift-cards.ts';
export {
  activateBoughtCards,
  checkSendOn,
  createPendingGiftCard,
  voidBoughtCards,
  withdrawBoughtCards,
} from './bought-cards.ts';
export {
  giftCardsOfOrder,
  refundToGiftCards,
  releaseGiftCardHolds,
  retakeReleasedHolds,
  spendGiftCardHolds,
} from './order-holds.ts';
export type { GiftCardRefundPart } from './order-holds.ts';
export { giftCardRoutes, CHECK_LIMIT as GIFT_CARD_CHECK_LIMIT } from './routes.ts';
export { giftCardBalance, previewCheckedGiftCards } from './check-codes.ts';
export { checkerKeys } from './guard-code-checks.ts';
export type { CheckerKeys } from './guard-code-checks.ts';
export { lastFour } from './codes.ts';
export { giftCardFormRoutes } from './form-routes.ts';
export { giftCardSendSweep } from './send-sweep.ts';
export { sendDueGiftCards } from './send-due-cards.ts';
export { seedDemoGiftCard } from './demo-card.ts';
export { giftCardsPersonalData } from './personal-data.ts';
