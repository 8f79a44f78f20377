/**
 * Rating a product (signed in): PUT /api/products/:id/rating, then every product query is
 * refreshed so cards, quick view and the product page show the new average and review count.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { myRatingKey, productKeys } from '@/lib/query-keys';

type RatingResult = { rating: number; reviewsCount: number; myRating: number };

export function rateProduct(productId: string, rating: number) {
  return api<RatingResult>(`/api/products/${encodeURIComponent(productId)}/rating`, {
    method: 'PUT',
    body: { rating },
  });
}

export function useRateProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateProduct(productId, rating),
    onSuccess: (result) => {
      queryClient.setQueryData(myRatingKey(productId), { myRating: result.myRating });
      queryClient.setQueryData<Product>(productKeys.detail(productId), (product) =>
        product
          ? { ...product, rating: result.rating, reviewsCount: result.reviewsCount }
          : product,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) => console.error('Rating failed', error),
  });
}

/** The shopper's own rating, when signed in (null when not rated yet). */
export function useMyRating(productId: string, isSignedIn: boolean) {
  return useQuery({
    queryKey: myRatingKey(productId),
    queryFn: ({ signal }) =>
      api<{ myRating: number | null }>(`/api/products/${encodeURIComponent(productId)}/rating`, {
        signal,
      }),
    enabled: isSignedIn,
    select: (data) => data.myRating,
  });
}
