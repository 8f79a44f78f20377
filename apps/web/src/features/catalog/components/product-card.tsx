/**
 * A product card: first image, name, two-line description, stars rounded down, review
 * count, price with two decimals, an Out of Stock badge at stock 0, Quick View, and Add to Cart
 * (quantity 1) or a disabled Notify Me when out of stock, and a heart that adds it to the
 * wishlist or removes it (where the app provides the wishlist). The image and the name link to
 * the product page.
 */
import { priceFrom } from '@shop/shared/messages';
import { formatPrice } from '@shop/shared/money';
import { Bell, Check, Eye, ShoppingBag } from 'lucide-react';
import { HtmlForm } from '@/components/ui/html-form';
import { Link } from 'react-router';
import { isPlainClick } from '@/lib/is-plain-click';
import { categoryLabel } from '@shop/shared/categories';
import type { ProductSummary } from '@shop/shared/schemas/product';
import { Button, buttonClass } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Stars } from '@/components/ui/stars';
import { useCartStore } from '@/features/cart/store';
import { useTransientFlag } from '../hooks/use-transient-flag';
import { useOptionalWishlistControl } from '../wishlist-control';
import { CardWishlistHeart } from './card-wishlist-heart';
import { CARD_IMAGE_SIZES } from '../image-sizes';
import { reviewsLabel } from '@shop/shared/review-texts';

export { CARD_IMAGE_SIZES } from '../image-sizes';

type ProductCardProps = {
  product: ProductSummary;
  onQuickView?: (product: ProductSummary) => void;
  /** A card of the first row of a listing: its photo is the page's largest picture. */
  isFirstRow?: boolean;
};

export function ProductCard({ product, onQuickView, isFirstRow }: ProductCardProps) {
  const addToCart = useCartStore((s) => s.addToCart);
  const [isJustAdded, flashAdded] = useTransientFlag();
  const isOutOfStock = product.stock <= 0;
  const href = `/products/${product.id}`;
  const wishlistControl = useOptionalWishlistControl();

  return (
    <article
      aria-label={product.name}
      className="group relative flex w-full flex-col overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 shadow-sm transition-shadow hover:shadow-lg hover:shadow-clay-700/5 dark:border-night-700 dark:bg-night-800 dark:hover:shadow-black/30"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream-200 dark:bg-night-700">
        <Link to={href} tabIndex={-1} aria-hidden className="block h-full">
          <ProductImage
            image={product.images[0]}
            alt={product.name}
            sizes={CARD_IMAGE_SIZES}
            isLcp={isFirstRow}
            className="transition-transform duration-500 group-hover:scale-[1.04]"
          />
        </Link>
        {isOutOfStock ? (
          <span className="absolute left-3 top-3 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-bold uppercase tracking-wide text-cream-50 dark:bg-cream-100/90 dark:text-night-950">
            Out of Stock
          </span>
        ) : product.featured ? (
          <span className="absolute left-3 top-3 rounded-full bg-cream-50/90 px-3 py-1 text-xs font-bold text-clay-700 backdrop-blur dark:bg-night-900/80 dark:text-clay-300">
            Featured
          </span>
        ) : null}
        {wishlistControl ? (
          <CardWishlistHeart
            productId={product.id}
            productName={product.name}
            control={wishlistControl}
          />
        ) : null}
        {onQuickView ? (
          // A link to the product page until the app runs (or opened in a new tab); the app
          // opens the quick view in place.
          <Link
            to={href}
            role="button"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onQuickView(product);
            }}
            aria-label={`Quick View ${product.name}`}
            className="absolute bottom-2.5 right-2.5 inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-full bg-cream-50/90 px-2.5 text-xs font-bold text-ink-900 shadow-sm backdrop-blur transition hover:bg-white sm:bottom-3 sm:right-3 sm:px-3.5 dark:bg-night-900/85 dark:text-cream-100 dark:hover:bg-night-900"
          >
            <Eye className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Quick View</span>
          </Link>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-3.5 sm:p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-sage-700 dark:text-sage-300">
          {categoryLabel(product.category)}
        </p>
        <h3 className="mt-1 font-display text-lg font-semibold leading-snug">
          <Link
            to={href}
            className="underline-offset-4 hover:text-clay-700 hover:underline dark:hover:text-clay-300"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink-500 dark:text-ink-300">
          {product.description}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Stars rating={product.rating} />
          <span className="whitespace-nowrap text-xs text-ink-500 dark:text-ink-300">
            {reviewsLabel(product.reviewsCount)}
          </span>
        </div>
        <div className="mt-auto pt-4">
          {product.options?.length && product.minPriceCents !== undefined ? (
            <span className="text-xl font-bold tabular-nums">
              {priceFrom(formatPrice(product.minPriceCents))}
            </span>
          ) : (
            <Price cents={product.priceCents} className="text-xl font-bold" />
          )}
          {/* On a phone's two-column grid a label keeps to one line: the icon shows from sm up. */}
          {isOutOfStock ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 w-full whitespace-nowrap px-3"
              disabled
            >
              <Bell className="hidden h-4 w-4 sm:inline" aria-hidden />
              Notify Me
            </Button>
          ) : product.options?.length ? (
            // A choice to make first: the quick view (or the product page) asks for it.
            onQuickView ? (
              <Link
                to={href}
                role="button"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onQuickView(product);
                }}
                className={buttonClass('primary', 'sm', 'mt-3 w-full whitespace-nowrap px-3')}
              >
                <ShoppingBag className="hidden h-4 w-4 sm:inline" aria-hidden />
                Choose Options
              </Link>
            ) : (
              <Link
                to={`/products/${product.id}`}
                className="mt-3 inline-flex w-full items-center whitespace-nowrap justify-center gap-2 rounded-full bg-clay-700 px-4 py-2 text-sm font-semibold text-white hover:bg-clay-800 dark:bg-clay-300 dark:text-night-900"
              >
                <ShoppingBag className="hidden h-4 w-4 sm:inline" aria-hidden />
                Choose Options
              </Link>
            )
          ) : (
            // A real form: before the app runs (or without it) the server adds it and comes back.
            <HtmlForm
              action="/forms/cart/add"
              formName="cart-add"
              onSubmit={() => {
                addToCart(product, 1);
                flashAdded();
              }}
            >
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="quantity" value="1" />
              <Button type="submit" size="sm" className="mt-3 w-full whitespace-nowrap px-3">
                {isJustAdded ? (
                  <Check className="hidden h-4 w-4 sm:inline" aria-hidden />
                ) : (
                  <ShoppingBag className="hidden h-4 w-4 sm:inline" aria-hidden />
                )}
                Add to Cart
              </Button>
            </HtmlForm>
          )}
          <span role="status" className="sr-only">
            {isJustAdded ? `${product.name} added to your cart` : ''}
          </span>
        </div>
      </div>
    </article>
  );
}
