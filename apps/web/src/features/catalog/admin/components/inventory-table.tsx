/**
 * The inventory: Product (image and name), Price, Stock,
 * Category, the Featured toggle, Wishlist count, and edit and delete. A table on wide screens,
 * a card per product on phones.
 */
import { Heart, Star } from 'lucide-react';
import { categoryLabel } from '@shop/shared/categories';
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import { cn } from '@/components/ui/cn';
import { PriceRange } from './price-range';
import { ProductImage } from '@/components/ui/product-image';
import { EditDeleteButtons } from '@/components/admin-form/edit-delete-buttons';
import { WaitingCount } from './waiting-count';
import { adminColumns, ColumnHeaders } from '@/components/ui/column-headers';

export type InventoryActions = {
  onEdit: (product: AdminProduct) => void;
  onToggleFeatured: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** The product an action is running for (its buttons are disabled meanwhile). */
  busyId: string | null;
  /** The featured products the home page shows now (the newest FEATURED_LIMIT of them). */
  homeIds: readonly string[];
};

/** The wide table's columns; the last one holds the row's buttons. */
const COLUMNS = adminColumns([
  'Product',
  'Price',
  'Stock',
  'Category',
  'Featured',
  { label: 'Wishlist', align: 'text-center' },
  { label: <span className="sr-only">Actions</span>, align: 'text-right' },
]);

export function InventoryTable({
  products,
  ...actions
}: { products: AdminProduct[] } & InventoryActions) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wider text-ink-500 dark:text-ink-300">
            <ColumnHeaders
              columns={COLUMNS}
              className="border-b border-cream-300 dark:border-night-600"
            />
          </thead>
          <tbody className="divide-y divide-cream-200 dark:divide-night-700">
            {products.map((product) => (
              <tr
                key={product.id}
                className="align-middle hover:bg-cream-50 dark:hover:bg-night-800/60"
              >
                <td className="py-3 pl-5 pr-3">
                  <div className="flex items-center gap-3">
                    <Thumb product={product} />
                    <span className="font-semibold text-ink-900 dark:text-cream-50">
                      {product.name}
                    </span>
                  </div>
                </td>
                <td className="px-3 py-3 font-semibold">
                  <PriceRange product={product} />
                </td>
                <td className="px-3 py-3">
                  <StockBadge stock={product.stock} />
                  <WaitingCount count={product.waitingCount} />
                </td>
                <td className="px-3 py-3 text-ink-700 dark:text-cream-200">
                  {categoryLabel(product.category)}
                </td>
                <td className="px-3 py-3">
                  <FeaturedToggle product={product} {...actions} />
                </td>
                <td className="px-3 py-3 text-center">
                  <WishlistCount count={product.wishlistCount} />
                </td>
                <td className="py-3 pl-3 pr-5">
                  <RowActions product={product} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="divide-y divide-cream-200 md:hidden dark:divide-night-700">
        {products.map((product) => (
          <li key={product.id} className="flex gap-3 px-4 py-4">
            <Thumb product={product} large />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink-900 dark:text-cream-50">
                    {product.name}
                  </p>
                  <p className="text-xs text-ink-500 dark:text-ink-300">
                    {categoryLabel(product.category)}
                  </p>
                </div>
                <PriceRange product={product} className="shrink-0 font-semibold" />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StockBadge stock={product.stock} />
                <WishlistCount count={product.wishlistCount} />
                <WaitingCount count={product.waitingCount} />
              </div>
              <div className="flex items-center justify-between gap-2">
                <FeaturedToggle product={product} {...actions} />
                <RowActions product={product} {...actions} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Thumb({ product, large }: { product: AdminProduct; large?: boolean }) {
  return (
    <div
      className={cn(
        'shrink-0 overflow-hidden rounded-xl bg-cream-200 dark:bg-night-700',
        large ? 'h-20 w-20' : 'h-12 w-12',
      )}
    >
      {/* Decorative: the product's name is written right beside it. */}
      <ProductImage image={product.images[0]} alt="" sizes={large ? '80px' : '48px'} />
    </div>
  );
}

function StockBadge({ stock }: { stock: number }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums',
        stock === 0
          ? 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300'
          : stock <= 3
            ? 'bg-amber-50 text-amber-800 dark:bg-amber-900/30 dark:text-amber-200'
            : 'bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300',
      )}
    >
      {stock === 0 ? 'Out of stock' : `${stock} in stock`}
    </span>
  );
}

function WishlistCount({ count }: { count: number }) {
  return (
    <span
      className="inline-flex items-center gap-1 text-sm tabular-nums text-ink-700 dark:text-cream-200"
      aria-label={`On ${count} ${count === 1 ? 'wishlist' : 'wishlists'}`}
      title="Wishlists"
    >
      <Heart
        aria-hidden
        className={cn('h-4 w-4', count > 0 ? 'fill-rose-300 text-rose-300' : 'text-ink-300')}
      />
      {count}
    </span>
  );
}

function FeaturedToggle({
  product,
  onToggleFeatured,
  busyId,
  homeIds,
}: { product: AdminProduct } & InventoryActions) {
  const isOnHome = homeIds.includes(product.id);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={product.featured}
        aria-label={
          product.featured ? `Featured: ${product.name}` : `Make Featured: ${product.name}`
        }
        disabled={busyId === product.id}
        onClick={() => onToggleFeatured(product)}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-xs font-bold transition-colors disabled:opacity-55',
          product.featured
            ? 'bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-400/20 dark:text-amber-200 dark:hover:bg-amber-400/30'
            : 'border border-cream-300 text-ink-700 hover:border-clay-300 hover:bg-clay-50 dark:border-night-600 dark:text-cream-200 dark:hover:bg-night-700',
        )}
      >
        <Star
          aria-hidden
          className={cn('h-3.5 w-3.5', product.featured && 'fill-amber-500 text-amber-500')}
        />
        {product.featured ? 'Featured' : 'Make Featured'}
      </button>
      {product.featured ? (
        <span
          className={cn(
            'whitespace-nowrap text-xs',
            isOnHome
              ? 'font-semibold text-sage-700 dark:text-sage-300'
              : 'text-ink-500 dark:text-ink-300',
          )}
        >
          {isOnHome ? 'On the home page' : 'Not on the home page'}
        </span>
      ) : null}
    </span>
  );
}

function RowActions({
  product,
  onEdit,
  onDelete,
  busyId,
}: { product: AdminProduct } & InventoryActions) {
  return (
    <EditDeleteButtons
      className="flex justify-end gap-1"
      name={product.name}
      onEdit={() => onEdit(product)}
      onDelete={() => onDelete(product)}
      isDeleting={busyId === product.id}
    />
  );
}
