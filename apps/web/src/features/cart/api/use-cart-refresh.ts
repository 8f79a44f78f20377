/**
 * Refreshes the saved cart from the API whenever the cart page opens
 * (GET /api/products/by-ids): the products the lines show, the lines re-priced from them, and
 * the notices of what changed for the page to show.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MAX_PAGE_SIZE } from '@shop/shared/constants';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';
import { useCartStore } from '@/features/cart/store';
import { reconcileCart, type CartNotice } from '../reconcile-cart';

export function fetchProductsByIds(ids: string[], signal?: AbortSignal) {
  return api<{ items: Product[] }>('/api/products/by-ids', {
    query: { ids: ids.join(',') },
    signal,
  });
}

/** The products of a cart's lines, as one sorted list of ids. */
export const cartProductIds = (lines: readonly { productId: string }[]) =>
  [...new Set(lines.map((line) => line.productId))].sort().slice(0, MAX_PAGE_SIZE).join(',');

export const cartProductsQueryOptions = (idsKey: string) => ({
  queryKey: cartKeys.products(idsKey),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchProductsByIds(idsKey.split(','), signal),
});

export function useCartRefresh() {
  const cart = useCartStore((s) => s.cart);
  const replaceCart = useCartStore((s) => s.replaceCart);
  const idsKey = useMemo(() => cartProductIds(cart), [cart]);
  const query = useQuery({
    ...cartProductsQueryOptions(idsKey),
    enabled: idsKey !== '',
    staleTime: 0,
    // The server rendered the page with them: read again once the page runs.
    refetchOnMount: 'always',
  });

  const [notices, setNotices] = useState<CartNotice[]>([]);
  const [previousPrices, setPreviousPrices] = useState<Record<string, number>>({});

  useEffect(() => {
    if (!query.data) return;
    // Reconcile against the cart as it is now, not as it was when the request started.
    const result = reconcileCart(
      useCartStore.getState().cart,
      query.data.items,
      new Set(idsKey.split(',')),
    );
    if (result.isChanged) replaceCart(result.lines);
    if (result.notices.length > 0) {
      setNotices((current) => [
        ...current.filter(
          (old) =>
            !result.notices.some((n) => n.kind === old.kind && n.productId === old.productId),
        ),
        ...result.notices,
      ]);
      setPreviousPrices((current) => ({ ...current, ...result.previousPrices }));
    }
  }, [query.data, idsKey, replaceCart]);

  const dismissNotices = useCallback(() => setNotices([]), []);
  const products = useMemo(
    () => new Map((query.data?.items ?? []).map((product) => [product.id, product])),
    [query.data],
  );

  return {
    /** The latest answer for each line's product (photo, stock, category). */
    products,
    notices,
    previousPrices,
    dismissNotices,
    isRefreshing: query.isFetching,
    isRefreshFailed: query.isError,
  };
}
