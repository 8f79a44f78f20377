/**
 * Everything a shopper needs to decide on one product, shared by the quick view and the product
 * page: gallery, name, interactive rating, review count, price, description, quantity (in stock
 * only), Add to Cart, Buy Now, wishlist, or a disabled Out of Stock button.
 *
 * The choice (options, text, quantity) and the buy buttons are one HTML form (POST
 * /forms/cart/add): before the app runs, or without it, the browser posts it and the server adds
 * the line and answers with the page again ("Added to your cart", or its reason). Once the app
 * runs, the same form adds through the cart store without a page load.
 */
import { Check, Download, Heart, ShoppingBag, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { categoryLabel } from '@shop/shared/categories';
import { chooseOption, MESSAGES, personalisationRequired, priceFrom } from '@shop/shared/messages';
import { formatPrice } from '@shop/shared/money';
import { PATTERN_TEXTS } from '@shop/shared/pattern-texts';
import type { Product, ProductSummary } from '@shop/shared/schemas/product';
import { lineOffer } from '@shop/shared/line-offer';
import { variantLabel } from '@shop/shared/variant-label';
import { Button } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { cn } from '@/components/ui/cn';
import { Price } from '@/components/ui/price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Stars } from '@/components/ui/stars';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { useMyRating, useRateProduct } from '../api/use-rate-product';
import { useTransientFlag } from '../hooks/use-transient-flag';
import { reviewsLabel } from '@shop/shared/review-texts';
import { useWishlistControl } from '../wishlist-control';
import { BackInStockForm } from './back-in-stock-form';
import { OptionPicker, variantOfChoice, type OptionChoice } from './option-picker';
import { ProductGallery } from './product-gallery';

type ProductDetailsProps = {
  /** A summary first (the quick view), then the whole product with its variants. */
  product: ProductSummary & Partial<Pick<Product, 'variants' | 'personalisation'>>;
  /** The variant to show chosen (the product page's `?variant=`). */
  initialVariantId?: string | null;
  /** Told each time the choice makes (or unmakes) a variant. */
  onVariantChange?: (variantId: string | null) => void;
  /** The product name heading; the quick view and the page use different levels. */
  heading: (className: string) => ReactNode;
  gallerySizes?: string;
  /** Extra actions under the buttons (the product page's "Copy link"). */
  footer?: ReactNode;
};

export function ProductDetails({
  product,
  heading,
  gallerySizes,
  footer,
  initialVariantId,
  onVariantChange,
}: ProductDetailsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const addToCart = useCartStore((s) => s.addToCart);
  const [quantity, setQuantity] = useState(1);
  const [isJustAdded, flashAdded] = useTransientFlag(2500);
  const isHydrated = useIsHydrated();
  const flash = useFormFlash('cart-add');
  const rate = useRateProduct(product.id);
  const myRating = useMyRating(product.id, Boolean(user));
  // A rating posted before the app ran: the server's thanks, or its reason.
  const ratingFlash = useFormFlash('rating');
  const WishlistControl = useWishlistControl();
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  const hasOptions = options.length > 0;
  const [choice, setChoice] = useState<OptionChoice>(
    () => variants.find((v) => v.id === initialVariantId)?.optionValues ?? [],
  );
  const [text, setText] = useState(() => flash?.values.personalisation ?? '');
  const [textError, setTextError] = useState<string | null>(
    () => flash?.errors.personalisation ?? null,
  );
  const asked = product.personalisation ?? null;
  const variant = hasOptions ? variantOfChoice(variants, choice) : undefined;
  const missingOption = hasOptions ? options.find((_, i) => !choice[i]) : undefined;
  const stock = variant ? variant.stock : product.stock;
  const isOutOfStock = product.stock <= 0 || (variant !== undefined && variant.stock <= 0);
  // The one line rule (the checkout's too): the variant's price plus the text's, when given.
  const unitCents =
    lineOffer({ variantId: variant?.id ?? null, personalisation: text.trim() || null }, product)
      ?.priceCents ?? product.priceCents;
  const minCents = product.minPriceCents ?? product.priceCents;
  const isPriceRange = hasOptions && !variant && minCents !== (product.maxPriceCents ?? minCents);
  const galleryImages = variant?.image
    ? [
        ...product.images.filter((image) => image.src === variant.image),
        ...product.images.filter((image) => image.src !== variant.image),
      ]
    : product.images;
  const [confirm, confirmDialog] = useConfirm();

  const choose = (next: OptionChoice) => {
    setChoice(next);
    onVariantChange?.(variantOfChoice(variants, next)?.id ?? null);
  };

  /** Rating and wishlist need sign-in; ask, then go to /signin and come back. */
  const askToSignIn = async (question: string) => {
    const isConfirmed = await confirm({ title: question, confirmLabel: 'Sign in' });
    if (isConfirmed) navigate('/signin', { state: { from: location } });
  };

  const handleRate = (rating: number) => {
    if (user) rate.mutate(rating);
    else void askToSignIn(MESSAGES.signInToRate);
  };
  /** Adds the choice to the cart; false when the personalisation still needs a text. */
  const add = () => {
    const personalisation = text.trim();
    if (asked?.required && !personalisation) {
      setTextError(personalisationRequired(asked.label));
      return false;
    }
    setTextError(null);
    addToCart(product, quantity, {
      priceCents: unitCents,
      ...(variant
        ? { variantId: variant.id, variantLabel: variantLabel(options, variant.optionValues) }
        : {}),
      ...(personalisation ? { personalisation } : {}),
    });
    return true;
  };
  const handleAddToCart = () => {
    if (add()) flashAdded();
  };
  const handleBuyNow = () => {
    if (add()) navigate('/cart');
  };
  const isChoiceMissing = hasOptions && (!variant || variants.length === 0);
  // "Email me when it's back" only for the combination the shopper chose, once it is sold out:
  // never for a colour nobody picked.
  const variantAlert =
    hasOptions && variant && variant.stock <= 0 ? (
      <BackInStockForm
        key={variant.id}
        product={product}
        choices={[{ id: variant.id, label: variantLabel(options, variant.optionValues) }]}
      />
    ) : null;
  const chooseLabel = missingOption ? chooseOption(missingOption.name) : null;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery
        key={galleryImages[0]?.src}
        images={galleryImages}
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
          {/* Each star posts its rating before the app runs (signed out: to sign in). */}
          <HtmlForm
            action="/forms/ratings"
            formName="rating"
            onSubmit={(data) => handleRate(Number(data.get('rating')))}
          >
            <input type="hidden" name="productId" value={product.id} />
            <Stars
              rating={myRating.data ?? product.rating}
              size="md"
              onRate={handleRate}
              submitName="rating"
              disabled={rate.isPending}
            />
          </HtmlForm>
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
          ) : ratingFlash?.notice ? (
            <span className="text-sage-700 dark:text-sage-300">Thanks! {ratingFlash.notice}</span>
          ) : ratingFlash?.message ? (
            <span className="text-red-700 dark:text-red-300">{ratingFlash.message}</span>
          ) : null}
        </p>

        <p className="mt-3 text-3xl font-bold">
          {isPriceRange ? (
            <span className="tabular-nums">{priceFrom(formatPrice(minCents))}</span>
          ) : (
            <Price cents={unitCents} />
          )}
        </p>
        <p
          className={cn(
            'mt-1 text-sm font-semibold',
            isOutOfStock ? 'text-red-700 dark:text-red-300' : 'text-sage-700 dark:text-sage-300',
          )}
        >
          {product.kind === 'pattern' ? (
            // A pattern has no stock to tell and nothing to ship.
            <span className="inline-flex items-center gap-1.5">
              <Download className="h-4 w-4" aria-hidden />
              {PATTERN_TEXTS.instantDownload}
            </span>
          ) : isOutOfStock ? (
            variant ? (
              `${variantLabel(options, variant.optionValues)} is sold out`
            ) : (
              'Currently out of stock'
            )
          ) : stock <= 5 ? (
            `In stock — only ${stock} left`
          ) : (
            'In stock, ready to ship'
          )}
        </p>

        <p className="mt-5 whitespace-pre-line leading-relaxed text-ink-700 dark:text-cream-200">
          {product.description}
        </p>

        <HtmlForm
          action="/forms/cart/add"
          formName="cart-add"
          className="contents"
          onSubmit={(data) => (data.get('intent') === 'buy' ? handleBuyNow() : handleAddToCart())}
        >
          <input type="hidden" name="productId" value={product.id} />
          {variant ? <input type="hidden" name="variantId" value={variant.id} /> : null}
          {hasOptions ? (
            <div className="mt-6">
              <OptionPicker
                options={options}
                variants={variants}
                choice={choice}
                onChange={choose}
              />
            </div>
          ) : null}
          {asked && !isOutOfStock ? (
            <div className="mt-5">
              <label htmlFor={`personalise-${product.id}`} className="text-sm font-semibold">
                {asked.label}
                {asked.required ? '' : ' (optional)'}
                {asked.priceCents > 0 ? (
                  <span className="font-normal text-ink-500 dark:text-ink-300">
                    {' '}
                    · +{formatPrice(asked.priceCents)}
                  </span>
                ) : null}
              </label>
              <input
                id={`personalise-${product.id}`}
                name="personalisation"
                value={text}
                maxLength={asked.maxLength}
                required={asked.required}
                aria-invalid={textError ? true : undefined}
                aria-describedby={`personalise-${product.id}-hint`}
                onChange={(event) => {
                  // eslint-disable-next-line no-control-regex -- the server refuses them too
                  setText(event.target.value.replace(/[\u0000-\u001f\u007f]/g, ''));
                  setTextError(null);
                }}
                className="mt-2 block w-full rounded-2xl border border-cream-300 bg-white px-4 py-3 text-base dark:border-night-600 dark:bg-night-800"
              />
              <p
                id={`personalise-${product.id}-hint`}
                className="mt-1 text-xs text-ink-500 dark:text-ink-300"
              >
                Up to {asked.maxLength} characters · {text.length}/{asked.maxLength}
              </p>
              {textError ? (
                <p
                  role="alert"
                  className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
                >
                  {textError}
                </p>
              ) : null}
            </div>
          ) : null}

          {isOutOfStock ? null : (
            <div className="mt-6 space-y-3">
              {isChoiceMissing && isHydrated ? (
                // One call to action until every option is chosen, saying what is still missing.
                <div className="space-y-2">
                  <Button
                    size="lg"
                    className="w-full"
                    disabled
                    aria-describedby={`choose-${product.id}-help`}
                  >
                    <ShoppingBag className="h-5 w-5" aria-hidden />
                    Add to Cart
                  </Button>
                  <p
                    id={`choose-${product.id}-help`}
                    className="text-center text-sm text-ink-500 dark:text-ink-300"
                  >
                    {chooseLabel ?? 'Choose an option'}
                  </p>
                </div>
              ) : (
                <>
                  <div className="flex items-center gap-3">
                    <span className="text-sm font-semibold">Quantity</span>
                    <QuantityStepper
                      value={quantity}
                      onChange={setQuantity}
                      max={stock}
                      label="Quantity"
                      isEditable
                      name="quantity"
                    />
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Button type="submit" name="intent" value="add" size="lg">
                      {isJustAdded ? (
                        <Check className="h-5 w-5" aria-hidden />
                      ) : (
                        <ShoppingBag className="h-5 w-5" aria-hidden />
                      )}
                      Add to Cart
                    </Button>
                    <Button type="submit" name="intent" value="buy" size="lg" variant="secondary">
                      <Zap className="h-5 w-5" aria-hidden />
                      Buy Now
                    </Button>
                  </div>
                </>
              )}
              {flash?.message ? (
                <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
                  {flash.message}
                </p>
              ) : null}
            </div>
          )}
        </HtmlForm>
        <div className={cn('space-y-3', isOutOfStock ? 'mt-6' : 'mt-3')}>
          {isOutOfStock ? (
            <>
              <Button variant="secondary" size="lg" className="w-full" disabled>
                Out of Stock
              </Button>
              {hasOptions ? variantAlert : <BackInStockForm product={product} />}
            </>
          ) : (
            variantAlert
          )}
          <WishlistControl productId={product.id}>
            {(wishlist) => (
              <>
                {/* A form the server answers before the app runs (signed out: to sign in). */}
                <HtmlForm
                  action="/forms/wishlist"
                  formName="wishlist"
                  onSubmit={() => {
                    if (user) wishlist.toggle();
                    else void askToSignIn(MESSAGES.signInToWishlist);
                  }}
                >
                  <input type="hidden" name="productId" value={product.id} />
                  <input
                    type="hidden"
                    name="intent"
                    value={wishlist.isInWishlist ? 'remove' : 'add'}
                  />
                  <Button
                    type="submit"
                    variant="ghost"
                    className="w-full"
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
                </HtmlForm>
                <p role="status" className="min-h-5 text-center text-sm">
                  {isJustAdded || flash?.notice ? (
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
