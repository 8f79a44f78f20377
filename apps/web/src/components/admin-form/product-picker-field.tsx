/**
 * A form's choice of products from the maker's catalog: the chosen ones as removable chips and a
 * search by name to add more. Discount codes (the products a code is limited to) and monthly
 * drops (the products held for the release) use it.
 */
import { X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatPrice } from '@shop/shared/money';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminProductSearch } from '@/hooks/use-admin-product-search';

export type PickedProduct = { id: string; name: string };

export function ProductPickerField({
  legend,
  hint,
  chosenLabel,
  empty,
  chosen,
  error,
  onChange,
  disabled,
  isFull = false,
}: {
  legend: string;
  /** A line under the legend. */
  hint?: ReactNode;
  /** The accessible name of the chosen products' list. */
  chosenLabel: string;
  /** What shows while none is chosen. */
  empty: ReactNode;
  chosen: PickedProduct[];
  error?: string;
  onChange: (products: PickedProduct[]) => void;
  disabled?: boolean;
  /** No more may be added. */
  isFull?: boolean;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const found = useAdminProductSearch(search);
  const chosenIds = new Set(chosen.map((product) => product.id));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint}
      {chosen.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={chosenLabel}>
          {chosen.map((product) => (
            <li
              key={product.id}
              className="flex items-center gap-1 rounded-full bg-clay-100 py-1 pr-1 pl-3 text-sm font-semibold text-clay-800 dark:bg-clay-700/30 dark:text-clay-200"
            >
              {product.name}
              <button
                type="button"
                onClick={() => onChange(chosen.filter((p) => p.id !== product.id))}
                aria-label={`Remove ${product.name}`}
                className="rounded-full p-1 hover:bg-clay-200 dark:hover:bg-clay-700/50"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
      <label htmlFor={`${id}-search`} className="mt-3 block text-sm">
        Search products
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Find a product by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={`${inputClass} mt-1.5`}
      />
      {found.isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">Products could not be loaded.</p>
      ) : !found.data ? (
        <Skeleton className="mt-2 h-20" />
      ) : found.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-300">No product matches.</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-cream-300/80 dark:divide-night-700"
          aria-label="Matching products"
        >
          {found.data.items.map((product) => (
            <li key={product.id} className="flex items-center gap-3 py-1.5">
              <span className="min-w-0 flex-1 truncate text-sm">{product.name}</span>
              <span className="text-xs text-ink-500 tabular-nums dark:text-ink-300">
                {formatPrice(product.priceCents)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={chosenIds.has(product.id) || isFull}
                onClick={() => onChange([...chosen, { id: product.id, name: product.name }])}
                aria-label={`Add ${product.name}`}
              >
                {chosenIds.has(product.id) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError id={`${id}-error`}>{error}</FormError>
    </fieldset>
  );
}
