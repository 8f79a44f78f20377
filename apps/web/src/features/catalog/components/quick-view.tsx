/**
 * The quick-view dialog (SPEC §2): the product's details in a modal that closes on the backdrop,
 * the close button and Escape, with focus trapped inside and restored afterwards (Radix).
 * A lazy chunk: the listing loads it on the first Quick View click. The listing's card carries
 * only the first image and the start of the description (issue 15): the dialog shows that at once
 * and the whole product (GET /api/products/:id, a cached answer) as soon as it arrives.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared/schemas/product';
import { Dialog } from '@/components/ui/dialog';
import { productQueryOptions } from '../api/get-product';
import { ProductDetails } from './product-details';

type QuickViewProps = {
  product: ProductSummary | null;
  onClose: () => void;
};

export default function QuickView({ product: summary, onClose }: QuickViewProps) {
  const { data: full } = useQuery({
    ...productQueryOptions(summary?.id ?? ''),
    enabled: summary !== null,
  });
  const product = summary && full?.id === summary.id ? full : summary;
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product?.name ?? 'Quick view'}
      hideTitle
      size="lg"
      className="motion-safe:animate-pop-in"
    >
      {product ? (
        <div className="pt-6 sm:pt-2">
          <ProductDetails
            key={product.id}
            product={product}
            gallerySizes="(min-width: 1024px) 460px, (min-width: 768px) 45vw, 92vw"
            heading={(className) => (
              <p aria-hidden className={className}>
                {product.name}
              </p>
            )}
            footer={
              <Link
                to={`/products/${product.id}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
              >
                View full details
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            }
          />
        </div>
      ) : null}
    </Dialog>
  );
}
