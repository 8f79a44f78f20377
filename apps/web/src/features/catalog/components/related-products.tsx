/**
 * "You may also like" under a product: loaded with the page (server-rendered), hidden when there
 * is nothing to suggest or the suggestions could not be loaded (the product page still works).
 */
import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid } from './product-grid';

export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-products-heading" className="mt-16">
      <h2 id="related-products-heading" className="mb-6 font-display text-2xl">
        You may also like
      </h2>
      <ProductGrid products={related.data} layout="row" />
    </section>
  );
}
