/**
 * /cart: the cart feature's view plus what Proceed to Checkout means — a signed-out shopper goes
 * to /signin and returns to /cart; a signed-in one starts the checkout.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { useSessionStore } from '@/features/accounts/store';
import { selectCartSubtotalCents, useCartStore } from '@/features/cart/store';
import { CartView } from '@/features/cart/components/cart-view';
import { RestoreCartNotice } from '@/features/checkout/components/restore-cart-notice';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useAppliedDiscount } from '@/features/discounts/api/check-discount';
import { DiscountCodeField } from '@/features/discounts/components/discount-code-field';
import { GiftFields } from '@/features/checkout/components/gift-fields';
import { useGiftWrapOffer } from '@/features/checkout/api/gift-wrap';
import { GiftCardsField } from '@/features/gift-cards/components/gift-cards-field';
import { useGiftCardsAtCheckout } from '@/features/gift-cards/use-gift-cards-at-checkout';

export default function CartPage() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const wantsWrap = useCartStore((s) => s.gift.wrap ?? false);
  const wrapPrice = useGiftWrapOffer().data?.priceCents ?? null;
  const cart = useCartStore((s) => s.cart);
  const items = cart.map(({ productId, quantity }) => ({ productId, quantity }));
  const applied = useAppliedDiscount(discountCode, items);
  const giftWrapCents = wantsWrap && wrapPrice !== null ? wrapPrice : 0;
  // Gift cards come after the discount: they pay what is left of the items and the wrap.
  const subtotalCents = useCartStore(selectCartSubtotalCents);
  const giftCards = useGiftCardsAtCheckout(
    subtotalCents - (applied.discount?.cents ?? 0) + giftWrapCents,
  );
  const checkout = useCheckout({
    discountCode,
    isGiftWrapOffered: wrapPrice !== null,
    giftCards: giftCards.forCheckout,
  });

  const onCheckout = () => {
    if (!user) {
      navigate('/signin', { state: { from: { pathname: '/cart' } } });
      return;
    }
    checkout.checkout();
  };

  return (
    <Page title="Shopping Cart" wide>
      <PageHeading>Shopping Cart</PageHeading>
      <RestoreCartNotice />
      <CartView
        onCheckout={onCheckout}
        isPending={checkout.isPending}
        error={checkout.error}
        lineErrors={checkout.lineErrors}
        discount={applied.discount}
        giftWrapCents={giftWrapCents}
        discountField={
          <div className="space-y-5">
            <DiscountCodeField
              items={items}
              appliedCode={discountCode}
              appliedError={applied.error}
              onApply={setDiscountCode}
              onRemove={() => setDiscountCode(null)}
            />
            <GiftCardsField
              state={giftCards}
              dueCents={subtotalCents - (applied.discount?.cents ?? 0) + giftWrapCents}
              addressErrors={checkout.shippingAddressError}
            />
            <GiftFields
              serverError={checkout.giftNoteError}
              giftWrapError={checkout.giftWrapError}
            />
          </div>
        }
      />
    </Page>
  );
}
