/** GET /api/wishlist: the signed-in shopper's wishlist ids, newest first. */
import type { Wishlist } from '@shop/shared/schemas/account';
import { api } from '@/lib/api-client';

export async function fetchWishlistIds(): Promise<string[]> {
  const { productIds } = await api<Wishlist>('/api/wishlist');
  return productIds;
}
