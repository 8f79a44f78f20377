/**
 * Reviews for shoppers: a product's approved reviews (GET /api/products/:id/reviews), the
 * signed-in customer's own review and whether they may write one, writing or editing it, and
 * uploading its photos (the server checks, re-encodes and resizes them).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { MyReview, ReviewInput, ReviewList, ReviewSort } from '@shop/shared/schemas/review';
import { UPLOAD_FIELD } from '@shop/shared/constants';
import type { UploadResponse } from '@shop/shared/schemas/upload';
import { api } from '@/lib/api-client';
import { myRatingKey, myReviewKey, productKeys } from '@/lib/query-keys';

export const reviewsQueryOptions = (productId: string, sort: ReviewSort, page: number) =>
  queryOptions({
    queryKey: productKeys.reviews(productId, sort, page),
    queryFn: ({ signal }) =>
      api<ReviewList>(`/api/products/${encodeURIComponent(productId)}/reviews`, {
        signal,
        query: { sort: sort === 'newest' ? undefined : sort, page: page > 1 ? page : undefined },
      }),
  });

export function useReviews(productId: string, sort: ReviewSort, page: number) {
  return useQuery({
    ...reviewsQueryOptions(productId, sort, page),
    placeholderData: (prev) => prev,
  });
}

export function useMyReview(productId: string, userId: string | undefined) {
  return useQuery({
    queryKey: myReviewKey(productId, userId),
    queryFn: ({ signal }) =>
      api<MyReview>(`/api/products/${encodeURIComponent(productId)}/reviews/mine`, { signal }),
    enabled: Boolean(userId),
  });
}

export async function uploadReviewPhotos(
  productId: string,
  files: File[],
): Promise<ProductImage[]> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  const { images } = await api<UploadResponse>(
    `/api/products/${encodeURIComponent(productId)}/reviews/photos`,
    { method: 'POST', body: form },
  );
  return images;
}

export function useSaveReview(productId: string, userId: string | undefined, isEdit: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api<MyReview>(
        `/api/products/${encodeURIComponent(productId)}/reviews${isEdit ? '/mine' : ''}`,
        { method: isEdit ? 'PUT' : 'POST', body: input },
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(myReviewKey(productId, userId), result);
      // The stars are the customer's rating: the product's average and the lists change.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: myRatingKey(productId) });
    },
  });
}
