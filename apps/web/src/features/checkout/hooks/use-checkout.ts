/**
 * Proceed to Checkout for a signed-in shopper: POST /api/cart/checkout with ids and quantities
 * (and the gift cards kept on the cart), then
 * the cart is cleared and the browser goes to the hosted payment page (coming back unpaid, the
 * server offers the order's pieces back on the cart page). On failure the
 * shopper sees the shop's 'Failed to initiate checkout. Please try again.' (the details go to the
 * console) and, for lines the shop cannot sell, the server's reason next to each line.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@shop/shared/messages';
import { ApiError } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';
import { useCartStore } from '@/features/cart/store';
import { setAppliedCode } from '@/features/discounts/store';
import { createCheckout } from '../api/create-checkout';

export type CheckoutState = {
  checkout: () => void;
  isPending: boolean;
  /** The alert text, or null. */
  error: string | null;
  /** Reasons keyed by product id (a 409's `fields`), shown next to the cart lines. */
  lineErrors: Record<string, string>;
  /** The server's reason the gift note was refused (a 400's `fields.giftNote`), or null. */
  giftNoteError: string | null;
  /** The server's reason gift wrap was refused (no longer offered), or null. */
  giftWrapError: string | null;
  /** Why the address of an order the gift cards pay in full was refused, or null. */
  shippingAddressError: string | null;
};

/** Where the browser goes; a seam for tests (jsdom cannot navigate). */
export const redirectTo = { assign: (url: string) => window.location.assign(url) };

export function useCheckout({
  discountCode = null,
  isGiftWrapOffered = false,
  giftCards = {},
}: {
  /** The gift cards' part of the request (the cart's gift-cards field). */
  giftCards?: Parameters<typeof createCheckout>[3];
  discountCode?: string | null;
  /** Gift wrap is sent only while the shop offers it (the cart shows its checkbox). */
  isGiftWrapOffered?: boolean;
} = {}): CheckoutState {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      const { cart: lines, gift } = useCartStore.getState();
      return createCheckout(
        lines.map(({ productId, quantity, variantId, personalisation }) => ({
          productId,
          quantity,
          ...(variantId ? { variantId } : {}),
          ...(personalisation ? { personalisation } : {}),
        })),
        discountCode,
        { ...gift, wrap: isGiftWrapOffered && (gift.wrap ?? false) },
        giftCards,
      );
    },
    onSuccess: async ({ url }) => {
      // The emptied cart must not offer this very checkout back while the page leaves: the
      // server offers it when the shopper comes back without paying.
      queryClient.setQueryData(cartKeys.restoreOffer(), { offer: null });
      const cart = useCartStore.getState();
      cart.clearCart();
      // The order holds the code now; the next cart starts without it.
      setAppliedCode(null);
      // The payment page is rendered with the server's cart: it is emptied first (a few seconds
      // at most; should the network be slow, the next page's cart catches up on its own).
      await Promise.race([cart.whenSaved(), new Promise((resolve) => setTimeout(resolve, 3000))]);
      // Once more as the page leaves: the cart page re-rendered meanwhile may have kept the code
      // for the tab again from its address.
      setAppliedCode(null);
      redirectTo.assign(url);
    },
    onError: (error) => {
      console.error('Checkout failed', error);
      if (error instanceof ApiError && error.status === 401) {
        // The session ended since the page loaded: sign in again, then come back here.
        navigate('/signin', { state: { from: { pathname: '/cart' } } });
      }
      if (error instanceof ApiError && error.status === 409) {
        // Stock or prices moved: let the cart fetch the latest figures for its lines.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
    },
  });

  const { error } = mutation;
  const isConflict = error instanceof ApiError && error.status === 409;
  return {
    checkout: () => mutation.mutate(),
    // After success the page is being replaced: keep the button busy until it is.
    isPending: mutation.isPending || mutation.isSuccess,
    // A code that stopped applying (used up meanwhile, say) says why; anything else gets the shop's own checkout message.
    error: error
      ? isConflict && error.fields?.discountCode
        ? error.fields.discountCode
        : error instanceof ApiError && error.fields?.giftCards
          ? error.fields.giftCards
          : error instanceof ApiError && error.fields?.shippingAddress
            ? error.fields.shippingAddress
            : MESSAGES.checkoutFailed
      : null,
    lineErrors: isConflict ? (error.fields ?? {}) : {},
    shippingAddressError:
      error instanceof ApiError ? (error.fields?.shippingAddress ?? null) : null,
    giftNoteError: error instanceof ApiError ? (error.fields?.giftNote ?? null) : null,
    giftWrapError: error instanceof ApiError ? (error.fields?.giftWrap ?? null) : null,
  };
}
