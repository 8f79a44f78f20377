/**
 * One cart line: image, name linking to the product, unit price (with the old
 * price when it changed), minus / quantity / plus (never below 1, capped at the stock), remove,
 * and any reason the line cannot be bought (out of stock, or the checkout's per-line error).
 */
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { categoryLabel } from '@shop/shared/categories';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { Product } from '@shop/shared/schemas/product';
import { HtmlForm } from '@/components/ui/html-form';
import { lineKey, type CartLine } from '../store';
import { lineOffer } from '@shop/shared/line-offer';
import { isOutOfStock } from '../reconcile-cart';

type CartLineItemProps = {
  line: CartLine;
  /** The product as the server last described it; undefined until the refresh answers. */
  product: Product | undefined;
  previousPriceCents?: number;
  error?: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

export function CartLineItem({
  line,
  product,
  previousPriceCents,
  error,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const { quantity, name, priceCents } = line;
  const href = line.variantId
    ? `/products/${line.productId}?variant=${line.variantId}`
    : `/products/${line.productId}`;
  const isSoldOut = isOutOfStock(product, line);
  // Until the refresh answers, the stock is unknown: checkout checks it again anyway.
  const stock = (product && lineOffer(line, product)?.stock) ?? Number.MAX_SAFE_INTEGER;
  const image =
    (line.variantId &&
      product?.images.find(
        (i) => i.src === product.variants.find((v) => v.id === line.variantId)?.image,
      )) ||
    product?.images[0];

  return (
    <li aria-label={name} className="flex gap-4 py-5 sm:gap-5">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden
        className="h-24 w-24 shrink-0 overflow-hidden rounded-2xl bg-cream-200 sm:h-28 sm:w-28 dark:bg-night-700"
      >
        {product ? (
          <ProductImage image={image} alt={name} sizes="112px" />
        ) : (
          <span className="block h-full w-full animate-pulse bg-cream-200 dark:bg-night-700" />
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-lg font-semibold leading-snug">
              <Link
                to={href}
                className="underline-offset-4 hover:text-clay-700 hover:underline dark:hover:text-clay-300"
              >
                {name}
              </Link>
            </h3>
            <p className="text-xs text-ink-500 dark:text-ink-300">
              {line.variantLabel ?? (product ? categoryLabel(product.category) : '\u00a0')}
            </p>
            {line.personalisation ? (
              <p className="mt-0.5 text-sm text-ink-700 dark:text-cream-200">
                {product?.personalisation?.label ?? 'Personalisation'}: “{line.personalisation}”
              </p>
            ) : null}
            <p className="mt-1 text-sm text-ink-700 dark:text-cream-200">
              {previousPriceCents !== undefined ? (
                <>
                  <span className="sr-only">Was </span>
                  <s className="mr-1.5 text-ink-500 dark:text-ink-300">
                    <Price cents={previousPriceCents} />
                  </s>
                  <span className="sr-only">now </span>
                </>
              ) : null}
              <Price cents={priceCents} className="font-semibold" /> each
            </p>
          </div>
          <Price cents={priceCents * quantity} className="shrink-0 text-lg font-bold" />
        </div>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <HtmlForm
            action="/forms/cart/quantity"
            formName="cart-line"
            onSubmit={(data) => onQuantityChange(Number(data.get('quantity')))}
          >
            <input type="hidden" name="line" value={lineKey(line)} />
            <QuantityStepper
              value={quantity}
              onChange={onQuantityChange}
              max={stock}
              label={`Quantity of ${name}`}
              size="sm"
              submitName="quantity"
            />
          </HtmlForm>
          <HtmlForm action="/forms/cart/remove" formName="cart-line" onSubmit={onRemove}>
            <input type="hidden" name="line" value={lineKey(line)} />
            <button
              type="submit"
              aria-label={`Remove ${name}`}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-ink-500 transition-colors hover:bg-red-50 hover:text-red-700 dark:text-ink-300 dark:hover:bg-red-950/40 dark:hover:text-red-300"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              <span className="hidden sm:inline">Remove</span>
            </button>
          </HtmlForm>
        </div>

        {isSoldOut ? (
          <p className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
            Out of stock — remove it to check out.
          </p>
        ) : !error && quantity >= stock ? (
          <p className="mt-2 text-xs text-ink-500 dark:text-ink-300">
            That&apos;s all we have — {stock} in stock.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
