/**
 * A search of the maker's catalog by name with its matches below: the box, then an error line, a
 * placeholder while loading, "No product matches." or the list. The caller draws each match's row
 * (with its own Add or Insert button). Product pickers of discounts, drops and campaigns use it.
 */
import { useState, type ReactNode } from 'react';
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import { inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { useAdminProductSearch } from '@/hooks/use-admin-product-search';

export function ProductSearch({
  id,
  label,
  isLabelShown = false,
  listLabel,
  isRoomy = false,
  renderMatch,
}: {
  /** The search box's id. */
  id: string;
  label: string;
  /** Shows the label above the box; otherwise it names the box for assistive technology only. */
  isLabelShown?: boolean;
  /** The accessible name of the matches' list. */
  listLabel?: string;
  /** A little more room between the box, the matches and their rows. */
  isRoomy?: boolean;
  /** One match's list item. */
  renderMatch: (product: AdminProduct) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const found = useAdminProductSearch(search);
  const gap = isRoomy ? 'mt-3' : 'mt-2';
  return (
    <>
      <label htmlFor={id} className={isLabelShown ? 'mt-3 block text-sm' : 'sr-only'}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder="Find a product by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={cn(inputClass, isLabelShown && 'mt-1.5')}
      />
      {found.isError ? (
        <p className={`${gap} text-sm text-red-700 dark:text-red-300`}>
          Products could not be loaded.
        </p>
      ) : !found.data ? (
        <Skeleton className={cn(gap, isRoomy ? 'h-24' : 'h-20')} />
      ) : found.data.items.length === 0 ? (
        <p className={`${gap} text-sm text-ink-500 dark:text-ink-300`}>No product matches.</p>
      ) : (
        <ul
          className={`${gap} divide-y divide-cream-300/80 dark:divide-night-700`}
          aria-label={listLabel}
        >
          {found.data.items.map(renderMatch)}
        </ul>
      )}
    </>
  );
}
