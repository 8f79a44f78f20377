/**
 * The inventory card: search by name, the table, paging, and the featured toggle and delete
 * actions with the shop's confirm prompt and failure texts. Loading, empty and error states included.
 */
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { FEATURED_LIMIT } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import { Alert } from '@/components/ui/alert';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/field';
import { LoadErrorStack } from '@/components/ui/load-error';
import { BusyBlocks } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { useDeleteProduct } from '../api/delete-product';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { useAdminProducts } from '../api/get-admin-products';
import { useHomeFeaturedIds } from '../api/get-home-featured';
import { useSetFeatured } from '../api/set-featured';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { InventoryTable } from './inventory-table';
import { PageNav } from '@/components/ui/page-nav';
import { deleteConfirmation } from '@/components/admin-form/delete-confirmation';

const PAGE_SIZE = 20;

export function InventoryPanel({ onEdit }: { onEdit: (product: AdminProduct) => void }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 250);
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const products = useAdminProducts({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const setFeatured = useSetFeatured();
  const deleteProduct = useDeleteProduct();
  const homeFeatured = useHomeFeaturedIds();
  const [confirm, confirmDialog] = useConfirm();

  const run = async (product: AdminProduct, action: () => Promise<unknown>, fallback: string) => {
    setActionError(null);
    setBusyId(product.id);
    try {
      await action();
    } catch (error) {
      setActionError(adminErrorMessage(error, fallback));
    } finally {
      setBusyId(null);
    }
  };

  const onToggleFeatured = (product: AdminProduct) =>
    run(
      product,
      () => setFeatured.mutateAsync({ id: product.id, featured: !product.featured }),
      MESSAGES.productUpdateFailed,
    );

  const onDelete = async (product: AdminProduct) => {
    const isConfirmed = await confirm(
      deleteConfirmation(
        MESSAGES.confirmDeleteProduct,
        `“${product.name}” leaves the shop for good.`,
      ),
    );
    if (!isConfirmed) return;
    void run(product, () => deleteProduct.mutateAsync(product.id), MESSAGES.productDeleteFailed);
  };

  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A delete can empty the last page: step back to one that exists.
  if (data && page > pageCount) setPage(pageCount);

  return (
    <section
      aria-labelledby="inventory-heading"
      className="overflow-hidden rounded-3xl border border-cream-300 bg-white shadow-sm dark:border-night-700 dark:bg-night-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-cream-200 px-5 py-4 dark:border-night-700">
        <div>
          <h2 id="inventory-heading" className="text-xl font-semibold">
            Products
          </h2>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            {data ? `${data.total} ${data.total === 1 ? 'product' : 'products'} in the shop` : ' '}
          </p>
          <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
            The home page shows the {FEATURED_LIMIT} newest featured products; they are marked “On
            the home page”.
          </p>
        </div>
        <label className="relative w-full sm:w-72">
          <span className="sr-only">Search products by name</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
          />
          <input
            type="search"
            maxLength={100}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
            placeholder="Search by name"
            className={cn(inputClass, 'py-2 pl-9')}
          />
        </label>
      </div>

      {actionError ? (
        <div className="px-5 pt-4">
          <Alert tone="danger">{actionError}</Alert>
        </div>
      ) : null}

      {products.isPending ? (
        <BusyBlocks
          label="Loading products"
          count={5}
          className="space-y-3 p-5"
          blockClassName="h-14"
        />
      ) : products.isError ? (
        <LoadErrorStack onRetry={() => void products.refetch()} className="p-5">
          We could not load the products.
        </LoadErrorStack>
      ) : data && data.items.length === 0 ? (
        <div className="px-5 py-14 text-center">
          <p className="font-display text-lg">
            {search ? `No products match “${search}”` : 'No products yet'}
          </p>
          <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
            {search ? 'Try another name.' : 'Add your first product with the form above.'}
          </p>
        </div>
      ) : data ? (
        <div className={cn(products.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <InventoryTable
            products={data.items}
            onEdit={onEdit}
            onToggleFeatured={onToggleFeatured}
            onDelete={(product) => void onDelete(product)}
            homeIds={homeFeatured.data ?? []}
            busyId={busyId}
          />
        </div>
      ) : null}

      {data && pageCount > 1 ? (
        <PageNav
          label="Inventory pages"
          className="flex items-center justify-between gap-3 border-t border-cream-200 px-5 py-3 text-sm dark:border-night-700"
          page={page}
          pageCount={pageCount}
          onPage={setPage}
          variant="ghost"
          previous={
            <>
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Previous
            </>
          }
          next={
            <>
              Next
              <ChevronRight className="h-4 w-4" aria-hidden />
            </>
          }
        >
          <span className="text-ink-500 dark:text-ink-300">
            Page {page} of {pageCount}
          </span>
        </PageNav>
      ) : null}
      {confirmDialog}
    </section>
  );
}
