/**
 * Orders, the ordering core: a cart becomes a pending order and a payment session
 * (create-checkout.ts), payment events are applied to it (apply-payment-event.ts), its states
 * change only as order-lifecycle.ts allows, refunds go back through the provider port, and every
 * mail about it is queued in the outbox. Payment providers themselves live in `payments`.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { orderAdminRoutes } from './admin-routes.ts';
export { applyPaymentEvent } from './apply-payment-event.ts';
export { checkoutRoutes } from './checkout-routes.ts';
export { createCheckout } from './create-checkout.ts';
export { checkoutExpirySweep } from './expire-stale-checkouts.ts';
export { attachCheckoutSession } from './attach-checkout-session.ts';
export { createPendingOrder } from './create-pending-order.ts';
export { recordPastSale, type PastSale } from './record-past-sale.ts';
export type { PricedLine } from './create-pending-order.ts';
export { findOrderRowBySession } from './find-order-row.ts';
export { getOrderById } from './get-order.ts';
export { loadOrderItems } from './load-order-items.ts';
export { lockOrderById, lockOrderBySession } from './lock-order.ts';
export { findStaleReservations } from './open-checkouts.ts';
export { getOrderCustomerEmail } from './order-customer.ts';
export { findImagesShownByOrders, orderImageTexts } from './order-image-references.ts';
export { PAID_PAYMENT_STATUSES, recordPayment, releaseReservation } from './order-lifecycle.ts';
export { addressLines, orderLines, orderNumber } from './order-mail-parts.ts';
export { getOrderStats } from './order-stats.ts';
export {
  refundOrderPayment,
  refundPartOfOrder,
  retryPendingRefunds,
} from './refund-order-payment.ts';
export { createGiftCardCheckout } from './create-gift-card-checkout.ts';
export { giftCardPurchaseFormRoute } from './gift-card-purchase-form-route.ts';
export { releaseOrderStock } from './release-order-stock.ts';
export { orderRoutes } from './routes.ts';
export { salesByPeriod, topProductsInWindow } from './sales-by-period.ts';
export type { SalesWindow } from './sales-by-period.ts';
export { searchOrders } from './search-orders.ts';
export { lockCheckoutsOfUser, supersedeOpenCheckouts } from './supersede-open-checkouts.ts';
export type { SupersededCheckout } from './supersede-open-checkouts.ts';
export { toOrderDto } from './to-order-dto.ts';
export type { OrderRow } from './to-order-dto.ts';
export { listWaitingOrders } from './waiting-orders.ts';
export { findCompletedOrders } from './purchases-for-reviews.ts';
export { findPaidPurchase } from './purchases-for-reviews.ts';
export { toCsv } from './csv.ts';
export { hasPaidOrderSince } from './purchases-since.ts';
export { findUnpaidLatestOrder, type UnpaidOrder } from './unpaid-latest-order.ts';
export { paidOrdersAmong, type PaidOrderSummary } from './paid-orders-among.ts';
export {
  attachInstalmentSession,
  cancelUnpaidOrder,
  recordOrderInstalment,
  recordPaymentEventOnce,
  setOrderProgress,
} from './record-instalment.ts';
export { ordersPersonalData } from './personal-data.ts';
export { orderForDownload, patternLineById, patternLinesOfOrder } from './pattern-lines.ts';
