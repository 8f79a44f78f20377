/**
 * What the sitemap lists: every live product, every category with products, every post and the
 * static pages, each with the last time its content changed (products and posts carry an
 * `updated_at` that a trigger moves on every write).
 */
import { isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts, products } from '../../db/schema.ts';

export type SitemapEntry = { path: string; lastmod: Date };

const STATIC_PATHS = ['/about', '/contact', '/shipping', '/returns', '/faq', '/privacy', '/terms'];

type ListSitemapEntriesOptions = {
  db: Database;
  /** When the static pages last changed: the release of the storefront being served. */
  staticPagesChanged: Date;
};

export async function listSitemapEntries({
  db,
  staticPagesChanged,
}: ListSitemapEntriesOptions): Promise<SitemapEntry[]> {
  const productRows = await db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(products.createdAt, products.id);
  const postRows = await db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(blogPosts.createdAt, blogPosts.id);
  // Deleting a product (a soft delete, so an update) changes the listing too: deleted rows count.
  const [latest] = await db.select({ at: max(products.updatedAt) }).from(products);

  const newest = (dates: (Date | null | undefined)[]) =>
    new Date(Math.max(0, ...dates.filter((d): d is Date => !!d).map((d) => d.getTime())));
  const catalogChanged = newest([latest?.at]);
  const blogChanged = newest(postRows.map((row) => row.updatedAt));

  const byCategory = new Map<string, Date>();
  for (const row of productRows) {
    const seen = byCategory.get(row.category);
    if (!seen || seen < row.updatedAt) byCategory.set(row.category, row.updatedAt);
  }

  return [
    { path: '/', lastmod: newest([catalogChanged, blogChanged]) },
    { path: '/products', lastmod: catalogChanged },
    ...[...byCategory].map(([category, lastmod]) => ({
      path: `/products?category=${encodeURIComponent(category)}`,
      lastmod,
    })),
    ...productRows.map((row) => ({ path: `/products/${row.id}`, lastmod: row.updatedAt })),
    { path: '/blog', lastmod: blogChanged },
    ...postRows.map((row) => ({ path: `/blog/${row.id}`, lastmod: row.updatedAt })),
    ...STATIC_PATHS.map((path) => ({ path, lastmod: staticPagesChanged })),
  ];
}
