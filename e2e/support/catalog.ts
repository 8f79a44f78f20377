/** The demo catalog as the public API lists it, for specs that pick a product to act on. */
import type { APIRequestContext } from '@playwright/test';

/** The first 100 in-stock products, in the fields the caller's type names. */
export async function listInStock<Product>(request: APIRequestContext): Promise<Product[]> {
  const listing = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  return ((await listing.json()) as { items: Product[] }).items;
}
