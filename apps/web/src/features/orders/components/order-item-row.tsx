/**
 * One order line: photo, name (linking to the product), quantity × price, and the line total;
 * on a paid order of the customer's own, a "Write a review" link to the product's review form.
 */
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { REVIEW_MESSAGES } from '@shop/shared/schemas/review';
import type { OrderItem } from '@shop/shared/schemas/order';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { cn } from '@/components/ui/cn';

export function OrderItemRow({
  item,
  size = 'md',
  hasLink = true,
  hasReviewLink = false,
}: {
  item: OrderItem;
  size?: 'sm' | 'md';
  hasLink?: boolean;
  hasReviewLink?: boolean;
}) {
  const image = item.productImage ? { src: item.productImage, variants: [] } : undefined;
  const name = hasLink ? (
    <Link
      to={`/products/${item.productId}`}
      className="underline-offset-4 hover:text-clay-700 hover:underline dark:hover:text-clay-300"
    >
      {item.productName}
    </Link>
  ) : (
    item.productName
  );
  return (
    <li className="flex items-center gap-4 py-3">
      <div
        className={cn(
          'shrink-0 overflow-hidden rounded-xl bg-cream-200 dark:bg-night-700',
          size === 'sm' ? 'h-14 w-14' : 'h-16 w-16 sm:h-20 sm:w-20',
        )}
      >
        <ProductImage image={image} alt={item.productName} sizes="80px" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        {item.variantLabel ? (
          <p className="text-sm text-ink-700 dark:text-cream-200">{item.variantLabel}</p>
        ) : null}
        {item.personalisation ? (
          <p className="text-sm text-ink-700 dark:text-cream-200">
            Personalisation: “{item.personalisation}”
          </p>
        ) : null}
        <p className="text-sm text-ink-500 dark:text-ink-300">
          {item.quantity} × <Price cents={item.priceCents} />
        </p>
        {hasReviewLink ? (
          <Link
            to={`/products/${item.productId}?review=write#reviews`}
            className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
            aria-label={`${REVIEW_MESSAGES.writeReview}: ${item.productName}`}
          >
            <PenLine className="h-3.5 w-3.5" aria-hidden />
            {REVIEW_MESSAGES.writeReview}
          </Link>
        ) : null}
      </div>
      <Price cents={item.priceCents * item.quantity} className="shrink-0 font-semibold" />
    </li>
  );
}

export function OrderItemList({
  items,
  size,
  hasLinks,
  hasReviewLinks = false,
}: {
  items: OrderItem[];
  size?: 'sm' | 'md';
  hasLinks?: boolean;
  hasReviewLinks?: boolean;
}) {
  return (
    <ul className="divide-y divide-cream-300 dark:divide-night-600" aria-label="Items">
      {items.map((item) => (
        <OrderItemRow
          key={item.id}
          item={item}
          size={size}
          hasLink={hasLinks}
          hasReviewLink={hasReviewLinks}
        />
      ))}
    </ul>
  );
}
