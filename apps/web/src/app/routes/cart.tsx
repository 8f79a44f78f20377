/**
 * /cart: the cart feature's view plus what Proceed to Checkout means — a signed-out shopper goes
 * to /signin and returns to /cart; a signed-in one starts the checkout. The applied discount
 * code lives in the address (`?code=`), so the server renders it and the forms carry it.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { CartView } from '@/features/cart/components/cart-view';
import { RestoreCartNotice } from '@/features/checkout/components/restore-cart-notice';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useFormFlash } from '@/lib/form-flash';
import { useAppliedDiscount } from '@/features/discounts/api/check-discount';
import { DiscountCodeField } from '@/features/discounts/components/discount-code-field';
import { GiftFields } from '@/features/checkout/components/gift-fields';
import { useGiftWrapOffer } from '@/features/checkout/api/gift-wrap';

export default function CartPage() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const discountCode = searchParams.get('code');
  const checkoutFlash = useFormFlash('checkout');
  const wantsWrap = useCartStore((s) => s.gift.wrap ?? false);
  const wrapPrice = useGiftWrapOffer().data?.priceCents ?? null;
  const checkout = useCheckout({ discountCode, isGiftWrapOffered: wrapPrice !== null });
  const cart = useCartStore((s) => s.cart);
  const items = cart.map(({ productId, quantity }) => ({ productId, quantity }));
  const applied = useAppliedDiscount(discountCode, items);
  const giftWrapCents = wantsWrap && wrapPrice !== null ? wrapPrice : 0;

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
        error={checkout.error ?? checkoutFlash?.message ?? null}
        lineErrors={{ ...checkoutFlash?.errors, ...checkout.lineErrors }}
        discountCode={discountCode}
        discount={applied.discount}
        giftWrapCents={giftWrapCents}
        discountField={
          <div className="space-y-5">
            <DiscountCodeField
              items={items}
              appliedCode={discountCode}
              appliedError={applied.error}
              onApply={(code) => setSearchParams({ code }, { replace: true })}
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
