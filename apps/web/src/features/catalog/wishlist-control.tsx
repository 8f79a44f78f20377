/**
 * The wishlist's place in the product details. The wishlist is a feature of its own, which the
 * catalog may not import; the app provides its control here (app/feature-slots.tsx), and the
 * product details only decide what the button looks like and when to ask for sign-in.
 */
import { createContext, use, type ComponentType, type ReactNode } from 'react';

export type WishlistControlState = {
  isInWishlist: boolean;
  isPending: boolean;
  isError: boolean;
  /** Adds the product, or removes it; callers check sign-in first. */
  toggle: () => void;
};

export type WishlistControlProps = {
  productId: string;
  children: (state: WishlistControlState) => ReactNode;
};

export type WishlistControl = ComponentType<WishlistControlProps>;

const WishlistControlContext = createContext<WishlistControl | null>(null);

export function WishlistControlProvider({
  control,
  children,
}: {
  control: WishlistControl;
  children: ReactNode;
}) {
  return <WishlistControlContext value={control}>{children}</WishlistControlContext>;
}

/** The wishlist's control, or null where the app provides none (a card drawn on its own). */
export function useOptionalWishlistControl(): WishlistControl | null {
  return use(WishlistControlContext);
}

export function useWishlistControl(): WishlistControl {
  const control = use(WishlistControlContext);
  if (!control) throw new Error('The product details need a WishlistControlProvider above them.');
  return control;
}
