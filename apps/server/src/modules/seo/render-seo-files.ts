/** The text of /robots.txt and /sitemap.xml (sitemaps.org protocol 0.9). */
import type { SitemapEntry } from './sitemap-entries.ts';

/** Areas that are per person or for the maker: never useful in search results. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/cart',
  '/signin',
  '/profile',
  '/orders',
  '/wishlist',
  '/order-confirmation',
  '/test-checkout/',
];

export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function renderSitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
