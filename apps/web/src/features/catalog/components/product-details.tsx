/**
 * Everything a shopper needs to decide on one product, shared by the quick view and the product
 * page: gallery, name, interactive rating, review count, price, description, quantity (in stock
 * only), Add to Cart, Buy Now, wishlist, or a disabled Out of Stock button.
 */
import { Check, Heart, ShoppingBag, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { categoryLabel } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import type { ProductSummary } from '@shop/shared/schemas/product';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { cn } from '@/components/ui/cn';
import { Price } from '@/components/ui/price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Stars } from '@/components/ui/stars';
import { useShopStore } from '@/lib/store';
import { useMyRating, useRateProduct } from '../api/use-rate-product';
import { useTransientFlag } from '../hooks/use-transient-flag';
import { reviewsLabel } from '../reviews-label';
import { useWishlistControl } from '../wishlist-control';
import { BackInStockForm } from './back-in-stock-form';
import { ProductGallery } from './product-gallery';

type ProductDetailsProps = {
  product: ProductSummary;
  /** The product name heading; the quick view and the page use different levels. */
  heading: (className: string) => ReactNode;
  gallerySizes?: string;
  /** Extra actions under the buttons (the product page's "Copy link"). */
  footer?: ReactNode;
};

export function ProductDetails({ product, heading, gallerySizes, footer }: ProductDetailsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useShopStore((s) => s.user);
  const addToCart = useShopStore((s) => s.addToCart);
  const [quantity, setQuantity] = useState(1);
  const [isJustAdded, flashAdded] = useTransientFlag(2500);
  const rate = useRateProduct(product.id);
  const myRating = useMyRating(product.id, Boolean(user));
  const WishlistControl = useWishlistControl();
  const isOutOfStock = product.stock <= 0;
  const [confirm, confirmDialog] = useConfirm();

  /** SPEC §5: rating and wishlist need sign-in; ask, then go to /signin and come back. */
  const askToSignIn = async (question: string) => {
    const isConfirmed = await confirm({ title: question, confirmLabel: 'Sign in' });
    if (isConfirmed) navigate('/signin', { state: { from: location } });
  };

  const handleRate = (rating: number) => {
    if (user) rate.mutate(rating);
    else void askToSignIn(MESSAGES.signInToRate);
  };
  const handleAddToCart = () => {
    addToCart(product, quantity);
    flashAdded();
  };
  const handleBuyNow = () => {
    addToCart(product, quantity);
    navigate('/cart');
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery
        images={product.images}
        name={product.name}
        hasKeyboardNavigation
        sizes={gallerySizes}
      />

      <div className="flex flex-col">
        <Link
          to={`/products?category=${product.category}`}
          className="self-start text-xs font-bold uppercase tracking-[0.14em] text-sage-700 hover:underline dark:text-sage-300"
        >
          {categoryLabel(product.category)}
        </Link>
        {heading('mt-2 font-display text-3xl font-semibold leading-tight sm:text-4xl')}

        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars
            rating={myRating.data ?? product.rating}
            size="md"
            onRate={handleRate}
            disabled={rate.isPending}
          />
          <span className="text-sm text-ink-500 dark:text-ink-300">
            {product.rating > 0 ? `${product.rating.toFixed(1)} · ` : ''}
            {reviewsLabel(product.reviewsCount)}
          </span>
        </div>
        <p role="status" className="mt-1 min-h-5 text-sm">
          {rate.isError ? (
            <span className="text-red-700 dark:text-red-300">
              Your rating could not be saved. Please try again.
            </span>
          ) : myRating.data ? (
            <span className="text-sage-700 dark:text-sage-300">
              {rate.isSuccess ? 'Thanks! ' : ''}You rated this {myRating.data} out of 5.
            </span>
          ) : null}
        </p>

        <Price cents={product.priceCents} className="mt-3 text-3xl font-bold" />
        <p
          className={cn(
            'mt-1 text-sm font-semibold',
            isOutOfStock ? 'text-red-700 dark:text-red-300' : 'text-sage-700 dark:text-sage-300',
          )}
        >
          {isOutOfStock
            ? 'Currently out of stock'
            : product.stock <= 5
              ? `In stock — only ${product.stock} left`
              : 'In stock, ready to ship'}
        </p>

        <p className="mt-5 whitespace-pre-line leading-relaxed text-ink-700 dark:text-cream-200">
          {product.description}
        </p>

        <div className="mt-6 space-y-3">
          {isOutOfStock ? (
            <>
              <Button variant="secondary" size="lg" className="w-full" disabled>
                Out of Stock
              </Button>
              <BackInStockForm product={product} />
            </>
          ) : (
            <>
              <div className="flex items-center gap-3">
                <span className="text-sm font-semibold">Quantity</span>
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  max={product.stock}
                  label="Quantity"
                  isEditable
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Button size="lg" onClick={handleAddToCart}>
                  {isJustAdded ? (
                    <Check className="h-5 w-5" aria-hidden />
                  ) : (
                    <ShoppingBag className="h-5 w-5" aria-hidden />
                  )}
                  Add to Cart
                </Button>
                <Button size="lg" variant="secondary" onClick={handleBuyNow}>
                  <Zap className="h-5 w-5" aria-hidden />
                  Buy Now
                </Button>
              </div>
            </>
          )}
          <WishlistControl productId={product.id}>
            {(wishlist) => (
              <>
                <Button
                  variant="ghost"
                  className="w-full"
                  onClick={() => {
                    if (user) wishlist.toggle();
                    else void askToSignIn(MESSAGES.signInToWishlist);
                  }}
                  disabled={wishlist.isPending}
                >
                  <Heart
                    className={cn(
                      'h-5 w-5',
                      wishlist.isInWishlist && 'fill-clay-500 text-clay-500',
                    )}
                    aria-hidden
                  />
                  {wishlist.isInWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
                </Button>
                <p role="status" className="min-h-5 text-center text-sm">
                  {isJustAdded ? (
                    <span className="text-sage-700 dark:text-sage-300">
                      Added to your cart.{' '}
                      <Link to="/cart" className="font-semibold underline underline-offset-4">
                        View cart
                      </Link>
                    </span>
                  ) : wishlist.isError ? (
                    <span className="text-red-700 dark:text-red-300">
                      Your wishlist could not be updated. Please try again.
                    </span>
                  ) : null}
                </p>
              </>
            )}
          </WishlistControl>
          {footer}
        </div>
      </div>
      {confirmDialog}
    </div>
  );
}
