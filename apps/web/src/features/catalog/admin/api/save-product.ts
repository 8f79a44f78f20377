/**
 * Creates (POST /api/admin/products) or updates (PUT /api/admin/products/:id) a product. New image
 * files are uploaded first; once uploaded they are handed back (`onUploaded`) so a retry after a
 * failed save does not upload them again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductFields } from '@shop/shared/schemas/admin-product';
import type { ProductImage } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import type { ImageItem } from '../image-items';
import { adminKeys, productKeys } from '@/lib/query-keys';
import { uploadImages } from '@/lib/upload-images';

export type SaveProductVariables = {
  id?: string;
  fields: AdminProductFields;
  items: ImageItem[];
  /**
   * On update: the stock the form was loaded with, so the server applies the admin's change as
   * a difference and keeps units that checkouts reserved or released meanwhile.
   */
  expectedStock?: number;
  /** Options, variant grid and personalisation; left out for a product without options. */
  extra?: Record<string, unknown>;
  /** Called with the items once new files are uploaded (all of them then `stored`). */
  onUploaded?: (items: ImageItem[]) => void;
};

export async function saveProduct({
  id,
  fields,
  items,
  expectedStock,
  extra,
  onUploaded,
}: SaveProductVariables): Promise<AdminProduct> {
  const newFiles = items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
  let images: ProductImage[];
  if (newFiles.length > 0) {
    const uploaded = await uploadImages(newFiles);
    let next = 0;
    const storedItems: ImageItem[] = items.map((item) =>
      item.kind === 'stored' ? item : { kind: 'stored', key: item.key, image: uploaded[next++]! },
    );
    onUploaded?.(storedItems);
    images = storedItems.flatMap((item) => (item.kind === 'stored' ? [item.image] : []));
  } else {
    images = items.flatMap((item) => (item.kind === 'stored' ? [item.image] : []));
  }
  const body = { ...fields, images, ...extra };
  return id
    ? api<AdminProduct>(`/api/admin/products/${id}`, {
        method: 'PUT',
        body: expectedStock === undefined ? body : { ...body, expectedStock },
      })
    : api<AdminProduct>('/api/admin/products', { method: 'POST', body });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}
