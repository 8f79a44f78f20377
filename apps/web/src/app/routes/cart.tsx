/**
 * /cart: the cart feature's view plus what Proceed to Checkout means — a signed-out shopper goes
 * to /signin and returns to /cart; a signed-in one starts the checkout. The applied discount
 * code lives in the address (`?code=`), so the server renders it and the forms carry it; it is
 * also kept for this tab, so a code applied before signing in or up is still applied after.
 * Every figure of the summary is the server's (the checkout's own pricing rule), and so are the
 * gift cards applied, kept on the visitor's cart on the server.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { CartView } from '@/features/cart/components/cart-view';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { CHECKOUT_FORM_ID } from '@/features/cart/components/checkout-button';
import { toQuoteItems, useCartQuote } from '@/features/cart/api/cart-quote';
import { RestoreCartNotice } from '@/features/checkout/components/restore-cart-notice';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useFormFlash } from '@/lib/form-flash';
import { setAppliedCode, useAppliedCode } from '@/features/discounts/store';
import { DiscountCodeField } from '@/features/discounts/components/discount-code-field';
import { GiftFields } from '@/features/checkout/components/gift-fields';
import { useGiftWrapOffer } from '@/features/checkout/api/gift-wrap';
import { GiftCardsField } from '@/features/gift-cards/components/gift-cards-field';
import { useGiftCardsAtCheckout } from '@/features/gift-cards/use-gift-cards-at-checkout';

export default function CartPage() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const keptCode = useAppliedCode();
  const codeInAddress = searchParams.get('code');
  const discountCode = codeInAddress ?? keptCode;
  // A code applied before the app ran (the form's answer puts it in the address) is kept for the
  // tab too, so it is still applied after signing in or up.
  useEffect(() => {
    if (codeInAddress) setAppliedCode(codeInAddress);
  }, [codeInAddress]);
  const checkoutFlash = useFormFlash('checkout');
  const wantsWrap = useCartStore((s) => s.gift.wrap ?? false);
  const wrapPrice = useGiftWrapOffer().data?.priceCents ?? null;
  const cart = useCartStore((s) => s.cart);
  const items = toQuoteItems(cart);
  const quote = useCartQuote(cart, discountCode, wantsWrap && wrapPrice !== null);
  // Gift cards come after the discount: they pay what the server's quote leaves of the items
  // and the wrap (shipping is chosen on the payment page).
  const dueCents = quote.data?.totalCents ?? null;
  const giftCards = useGiftCardsAtCheckout(dueCents);
  const checkout = useCheckout({
    discountCode,
    isGiftWrapOffered: wrapPrice !== null,
    giftCards: giftCards.forCheckout,
  });

  const applyCode = (code: string | null) => {
    setAppliedCode(code);
    setSearchParams(code ? { code } : {}, { replace: true });
  };

  const isAuthReady = useSessionStore((s) => s.isAuthReady);
  const onCheckout = (): void | 'browser' => {
    if (!user && !isAuthReady) {
      // The app has just started and does not know the session yet: the server does, so the form
      // goes to it as it would before the app ran (checkout, or sign in and back).
      return 'browser';
    }
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
        totals={
          <CartTotals quote={quote.data} isLoading={quote.isLoading} isError={quote.isError} />
        }
        discountField={
          <div className="space-y-5">
            <DiscountCodeField
              items={items}
              appliedCode={discountCode}
              appliedError={quote.data?.discountError ?? null}
              onApply={applyCode}
              onRemove={() => applyCode(null)}
            />
            <GiftCardsField
              state={giftCards}
              checkoutFormId={CHECKOUT_FORM_ID}
              addressError={checkout.shippingAddressError}
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
