/**
 * The drop form's "Products in this drop": the chosen ones (each removable) and a search of the
 * maker's catalog to add more. Chosen products stay hidden from shoppers until the release.
 */
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPrice } from '@shop/shared/money';
import { MAX_DROP_PRODUCTS } from '@shop/shared/schemas/monthly-drop';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDropProductSearch } from '../api/monthly-drops';

export type HeldProduct = { id: string; name: string };

export function DropProductsField({
  chosen,
  error,
  onChange,
  disabled,
}: {
  chosen: HeldProduct[];
  error?: string;
  onChange: (products: HeldProduct[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const found = useDropProductSearch(debounced);
  const chosenIds = new Set(chosen.map((product) => product.id));
  const isFull = chosen.length >= MAX_DROP_PRODUCTS;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold">Products in this drop</legend>
      <p className="mt-1 text-xs text-ink-500 dark:text-ink-300">
        Hidden from shoppers until the release, then on sale by themselves.
      </p>
      {chosen.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Products in this drop">
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
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-300">
          None yet: the drop is an announcement only.
        </p>
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
