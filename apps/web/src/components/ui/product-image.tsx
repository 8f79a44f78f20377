/**
 * A product photo with its WebP renditions as `srcSet`, so a phone downloads the small one.
 * Without an image, a soft yarn placeholder keeps the layout and says so to screen readers.
 */
import type { ProductImage as ProductImageRecord } from '@shop/shared/schemas/product';
import { cn } from './cn';

type ProductImageProps = {
  image: ProductImageRecord | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  isEager?: boolean;
  /**
   * The page's largest picture (the product page's photo, the listing's first cards): fetched
   * at once and first (`fetchpriority="high"`), as soon as the HTML names it.
   */
  isLcp?: boolean;
};

export function srcSetOf(image: ProductImageRecord): string | undefined {
  if (!image.variants?.length) return undefined;
  return image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

export function ProductImage({ image, alt, sizes, className, isEager, isLcp }: ProductImageProps) {
  if (!image) {
    // alt="" marks a decorative picture (its name is written beside it): so is the placeholder.
    const label = alt
      ? { role: 'img', 'aria-label': `${alt} (no photo yet)` }
      : { 'aria-hidden': true };
    return (
      <div
        {...label}
        className={cn(
          'grid h-full w-full place-items-center bg-cream-200 text-clay-300 dark:bg-night-700 dark:text-night-600',
          className,
        )}
      >
        <svg viewBox="0 0 48 48" aria-hidden className="h-1/3 w-1/3">
          <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M10 20c8 4 20 4 28-2M9 28c9 4 21 4 30-2M20 8c-4 9-4 23 2 32"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={image.src}
      srcSet={srcSetOf(image)}
      sizes={image.variants?.length ? sizes : undefined}
      alt={alt}
      loading={isEager || isLcp ? 'eager' : 'lazy'}
      fetchPriority={isLcp ? 'high' : undefined}
      decoding={isLcp ? undefined : 'async'}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
