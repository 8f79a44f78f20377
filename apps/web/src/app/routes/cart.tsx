/**
 * /cart: the cart feature's view plus what Proceed to Checkout means — a signed-out shopper goes
 * to /signin and returns to /cart (SPEC §5); a signed-in one starts the checkout.
 */
import { useNavigate } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { useShopStore } from '@/lib/store';
import { CartView } from '@/features/cart/components/cart-view';
import { RestoreCartNotice } from '@/features/checkout/components/restore-cart-notice';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';

export default function CartPage() {
  const navigate = useNavigate();
  const user = useShopStore((s) => s.user);
  const checkout = useCheckout();

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
      />
    </Page>
  );
}
