/**
 * "You may also like" under a product: loaded with the page (server-rendered), hidden when there
 * is nothing to suggest or the suggestions could not be loaded (the product page still works).
 * The cards are links only (picture, name, price): buying happens on the product's own page, so
 * the page keeps one "Add to Cart" — the one for the product it is about.
 */
import { Link } from 'react-router';
import { categoryLabel } from '@shop/shared/categories';
import { priceFrom } from '@shop/shared/messages';
import { formatPrice } from '@shop/shared/money';
import type { ProductSummary } from '@shop/shared/schemas/product';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { useRelatedProducts } from '../api/get-related-products';
import { CARD_IMAGE_SIZES } from '../image-sizes';

function RelatedCard({ product }: { product: ProductSummary }) {
  const isOutOfStock = product.stock <= 0;
  return (
    <Link
      to={`/products/${product.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 shadow-sm transition-shadow hover:shadow-lg hover:shadow-clay-700/5 dark:border-night-700 dark:bg-night-800 dark:hover:shadow-black/30"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-cream-200 dark:bg-night-700">
        {/* The name is written below: the picture is decorative inside the link. */}
        <ProductImage
          image={product.images[0]}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          className="transition-transform duration-500 group-hover:scale-[1.04]"
        />
        {isOutOfStock ? (
          <span className="absolute left-3 top-3 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-bold uppercase tracking-wide text-cream-50 dark:bg-cream-100/90 dark:text-night-950">
            Out of Stock
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3.5 sm:p-4">
        <span className="text-xs font-semibold uppercase tracking-wide text-sage-700 dark:text-sage-300">
          {categoryLabel(product.category)}
        </span>
        <span className="mt-1 font-display text-base font-semibold leading-snug underline-offset-4 group-hover:text-clay-700 group-hover:underline sm:text-lg dark:group-hover:text-clay-300">
          {product.name}
        </span>
        <span className="mt-auto pt-2 text-base font-bold tabular-nums">
          {product.options?.length && product.minPriceCents !== undefined ? (
            priceFrom(formatPrice(product.minPriceCents))
          ) : (
            <Price cents={product.priceCents} />
          )}
        </span>
      </div>
    </Link>
  );
}

export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-products-heading" className="mt-16">
      <h2 id="related-products-heading" className="mb-6 font-display text-2xl">
        You may also like
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 xl:gap-6">
        {related.data.map((product) => (
          <li key={product.id} className="flex">
            <RelatedCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
