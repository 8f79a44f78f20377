/** The demo catalog as the public API lists it, for specs that pick a product to act on. */
import type { APIRequestContext } from '@playwright/test';

/** The first 100 in-stock products, in the fields the caller's type names. */
export async function listInStock<Product>(request: APIRequestContext): Promise<Product[]> {
  const listing = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  return ((await listing.json()) as { items: Product[] }).items;
}

/** The demo catalog's first digital pattern without options (a PDF download, nothing to ship). */
export async function demoPattern(
  request: APIRequestContext,
): Promise<{ id: string; name: string; priceCents: number }> {
  const res = await request.get('/api/products?kind=pattern&pageSize=100');
  const { items } = (await res.json()) as {
    items: { id: string; name: string; priceCents: number; options?: unknown[] }[];
  };
  const pattern = items.find((p) => !p.options?.length);
  if (!pattern) throw new Error('The demo catalog needs a digital pattern');
  return pattern;
}
