/**
 * A form's choice of products from the maker's catalog: the chosen ones as removable chips and a
 * search by name to add more. Discount codes (the products a code is limited to) and monthly
 * drops (the products held for the release) use it.
 */
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatPrice } from '@shop/shared/money';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { ProductSearch } from './product-search';

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
  const chosenIds = new Set(chosen.map((product) => product.id));
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
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
      <ProductSearch
        id={`${id}-search`}
        label="Search products"
        isLabelShown
        listLabel="Matching products"
        renderMatch={(product) => (
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
        )}
      />
      <FormError id={`${id}-error`}>{error}</FormError>
    </fieldset>
  );
}
