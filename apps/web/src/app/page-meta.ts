/**
 * What each public page tells search engines and link previews: title, description, canonical
 * address, Open Graph / Twitter card, structured data (JSON-LD) and the image to preload. The
 * server writes it into the first HTML (`renderHeadTags`); the browser keeps the document title
 * in step as the shopper moves on (`Page`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { SHOP } from '@shop/shared/shop';

export type JsonLd = Record<string, unknown>;

export type PreloadImage = { href: string; srcSet?: string; sizes?: string };

export type PageMeta = {
  /** The page's own title; the shop's name is added (none: the home page's title). */
  title?: string;
  description: string;
  /** Canonical path with only the query parameters that make a distinct page. */
  path: string;
  type?: 'website' | 'product' | 'article';
  image?: { src: string; alt: string };
  price?: { amount: string; currency: string };
  /** A product page's stock, for rich pins and link previews ("in stock" / "out of stock"). */
  availability?: 'in stock' | 'out of stock';
  jsonLd?: JsonLd[];
  /** `noindex` for pages that should not be listed (not found). */
  robots?: string;
  /** The page's largest image above the fold (LCP): preloaded at high priority. */
  preloadImage?: PreloadImage;
};

export type MetaArgs = { params: Params; url: URL; queryClient: QueryClient; origin: string };
export type MetaBuilder = (args: MetaArgs) => PageMeta;

export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SHOP.name}` : `${SHOP.name} — ${SHOP.tagline}`;
}

/** A description of at most ~160 characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element: `<` escaped so no `</script>` can close it early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> tags of a page, as HTML. */
/** The head of a page with no public description (cart, sign-in, account pages): its title. */
export function renderPrivateHeadTags(title: string | undefined): string {
  return `<title>${escapeAttr(documentTitle(title))}</title>`;
}

export function renderHeadTags(meta: PageMeta, origin: string): string {
  const title = documentTitle(meta.title);
  const canonical = absoluteUrl(origin, meta.path);
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeAttr(value)}"`)
      .join(' ')}>`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });

  const tags = [
    `<title>${escapeAttr(title)}</title>`,
    named('description', meta.description),
    tag('link', { rel: 'canonical', href: canonical }),
    property('og:site_name', SHOP.name),
    property('og:locale', SHOP.locale),
    property('og:type', meta.type === 'product' ? 'product' : (meta.type ?? 'website')),
    property('og:title', meta.title ?? title),
    property('og:description', meta.description),
    property('og:url', canonical),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title ?? title),
    named('twitter:description', meta.description),
  ];
  if (meta.robots) tags.push(named('robots', meta.robots));
  if (meta.image) {
    const image = absoluteUrl(origin, meta.image.src);
    tags.push(property('og:image', image), property('og:image:alt', meta.image.alt));
    tags.push(named('twitter:image', image), named('twitter:image:alt', meta.image.alt));
  }
  if (meta.price) {
    tags.push(property('product:price:amount', meta.price.amount));
    tags.push(property('product:price:currency', meta.price.currency));
    // Pinterest's product rich pins read the og: names of the same facts.
    tags.push(property('og:price:amount', meta.price.amount));
    tags.push(property('og:price:currency', meta.price.currency));
    tags.push(property('product:brand', SHOP.name));
  }
  if (meta.availability) {
    tags.push(property('product:availability', meta.availability));
    tags.push(property('og:availability', meta.availability));
  }
  if (meta.preloadImage) {
    const { href, srcSet, sizes } = meta.preloadImage;
    tags.push(
      tag('link', {
        rel: 'preload',
        as: 'image',
        href,
        ...(srcSet ? { imagesrcset: srcSet } : {}),
        ...(sizes ? { imagesizes: sizes } : {}),
        fetchpriority: 'high',
      }),
    );
  }
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
