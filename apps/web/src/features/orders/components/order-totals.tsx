/** Subtotal, Discount, Shipping (amount or Free), Gift wrap, Tax (Included) and Total of an order. */
import type { OrderMoney } from '@shop/shared/schemas/order';
import { Totals } from '@/components/ui/totals';

export function OrderTotals({ order, className }: { order: OrderMoney; className?: string }) {
  return (
    <Totals
      subtotalCents={order.subtotalCents}
      discountCents={order.discountCents}
      discountCode={order.discountCode}
      shippingCents={order.shippingCents}
      shippingRateName={order.shippingRateName}
      giftWrapCents={order.giftWrapCents}
      totalCents={order.totalCents}
      giftCardCents={order.giftCardCents}
      className={className}
    />
  );
}
