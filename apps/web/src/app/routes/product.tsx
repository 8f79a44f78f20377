/**
 * /products/:id: the full product page — breadcrumbs, the same details as the quick
 * view, a shareable URL ("Copy link"), the product name as the document title, and a friendly
 * page when the product does not exist.
 */
import { Check, ChevronRight, Link2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { categoryLabel } from '@shop/shared/categories';
import { RetryCard } from '@/components/ui/load-error';
import { Page } from '@/components/ui/page';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useProduct } from '@/features/catalog/api/get-product';
import { NotFound } from '../not-found';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { RelatedProducts } from '@/features/catalog/components/related-products';
import { PRODUCT_PAGE_GALLERY_SIZES } from '@/features/catalog/image-sizes';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

/** One breadcrumb; the last one (no `to`) is the current page. */
function Crumb({ to, children }: { to?: string; children: ReactNode }) {
  return (
    <li className={to ? 'flex shrink-0 items-center gap-1.5' : 'min-w-0 truncate'}>
      {to ? (
        <>
          <Link to={to} className="hover:text-clay-700 hover:underline dark:hover:text-clay-300">
            {children}
          </Link>
          <ChevronRight className="h-4 w-4" aria-hidden />
        </>
      ) : (
        <span
          aria-current="page"
          title={typeof children === 'string' ? children : undefined}
          className="font-semibold text-ink-700 dark:text-cream-200"
        >
          {children}
        </span>
      )}
    </li>
  );
}

function CopyLinkButton() {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked (insecure context, permissions): the address bar still has the link.
      window.prompt('Copy this link:', window.location.href);
    }
  };
  return (
    <button
      type="button"
      // Copying needs the app: the page wakes it when this button is on screen.
      data-wants-app=""
      onClick={() => void copy()}
      className="inline-flex items-center gap-2 text-sm font-semibold text-ink-500 underline-offset-4 hover:text-clay-700 hover:underline dark:text-ink-300 dark:hover:text-clay-300"
    >
      {isCopied ? (
        <Check className="h-4 w-4" aria-hidden />
      ) : (
        <Link2 className="h-4 w-4" aria-hidden />
      )}
      {isCopied ? 'Link copied' : 'Copy link to share'}
    </button>
  );
}

export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const isNotFound = product.error instanceof ApiError && product.error.status === 404;
  const title = product.data?.name ?? (isNotFound ? 'Product not found' : undefined);

  return (
    <Page title={title} wide>
      {product.isPending ? (
        <div role="status" aria-label="Loading product" className="grid gap-10 md:grid-cols-2">
          <Skeleton className="aspect-square" />
          <SkeletonStack
            className="space-y-4"
            blocks={[
              'h-4 w-32',
              'h-10 w-3/4',
              'h-5 w-40',
              'h-8 w-24',
              'h-24 w-full',
              'h-12 w-full rounded-full',
            ]}
          />
        </div>
      ) : isNotFound ? (
        <NotFound kind="product" />
      ) : product.isError ? (
        <RetryCard className="mx-auto max-w-lg" onRetry={() => void product.refetch()}>
          This product could not be loaded. Please try again.
        </RetryCard>
      ) : (
        <>
          <nav aria-label="Breadcrumb" className="mb-6">
            {/* One line (the product name is cut with an ellipsis): it never wraps differently
                once the web font arrives, so the page below does not jump. */}
            <ol className="flex items-center gap-1.5 text-sm text-ink-500 dark:text-ink-300">
              <Crumb to="/">Home</Crumb>
              <Crumb to="/products">Products</Crumb>
              <Crumb to={`/products?category=${product.data.category}`}>
                {categoryLabel(product.data.category)}
              </Crumb>
              <Crumb>{product.data.name}</Crumb>
            </ol>
          </nav>
          <ProductDetails
            key={product.data.id}
            product={product.data}
            initialVariantId={searchParams.get('variant')}
            onVariantChange={(variantId) =>
              setSearchParams(
                (params) => {
                  const next = new URLSearchParams(params);
                  if (variantId) next.set('variant', variantId);
                  else next.delete('variant');
                  return next;
                },
                { replace: true, preventScrollReset: true },
              )
            }
            gallerySizes={PRODUCT_PAGE_GALLERY_SIZES}
            heading={(className) => <h1 className={className}>{product.data.name}</h1>}
            footer={
              <div className="flex flex-wrap items-center gap-4">
                <CopyLinkButton />
                <Link
                  to="/custom-order"
                  className="text-sm font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-800 dark:text-clay-300"
                >
                  Want it custom?
                </Link>
              </div>
            }
          />
          <ReviewsSection
            productId={product.data.id}
            productName={product.data.name}
            viewer={(images, name) => (
              <ProductGallery images={images} name={name} sizes="(min-width: 768px) 576px, 90vw" />
            )}
          />
          <RelatedProducts productId={product.data.id} />
        </>
      )}
    </Page>
  );
}
