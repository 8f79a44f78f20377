/**
 * What the sitemap lists: every live product, every category with products, every post and the
 * static pages, each with the last time its content changed (products and posts carry an
 * `updated_at` that a trigger moves on every write).
 */
import type { Db } from '../../db/client.ts';
import { listSitemapProducts } from '../catalog/index.ts';
import { listSitemapPosts } from '../content/index.ts';

export type SitemapEntry = { path: string; lastmod: Date };

const STATIC_PATHS = ['/about', '/contact', '/shipping', '/returns', '/faq', '/privacy', '/terms'];

type ListSitemapEntriesOptions = {
  db: Db;
  /** When the static pages last changed: the release of the storefront being served. */
  staticPagesChanged: Date;
};

export async function listSitemapEntries({
  db,
  staticPagesChanged,
}: ListSitemapEntriesOptions): Promise<SitemapEntry[]> {
  const { rows: productRows, catalogChangedAt } = await listSitemapProducts(db);
  const postRows = await listSitemapPosts(db);

  const newest = (dates: (Date | null | undefined)[]) =>
    new Date(Math.max(0, ...dates.filter((d): d is Date => !!d).map((d) => d.getTime())));
  const catalogChanged = newest([catalogChangedAt]);
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
