/** A product's price in the admin's list: one price, or its variants' range ("$31.00–$42.00"). */
import type { Product } from '@shop/shared/schemas/product';
import { Price } from '@/components/ui/price';

export function PriceRange({
  product,
  className,
}: {
  product: Pick<Product, 'priceCents' | 'minPriceCents' | 'maxPriceCents'>;
  className?: string;
}) {
  const min = product.minPriceCents ?? product.priceCents;
  const max = product.maxPriceCents ?? min;
  if (min === max) return <Price cents={min} className={className} />;
  return (
    <span className={className}>
      <Price cents={min} />
      <span aria-label=" to ">–</span>
      <Price cents={max} />
    </span>
  );
}
