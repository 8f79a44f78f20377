/**
 * How each server-rendered page describes itself, by route id: built from what the route's
 * loader put in the query cache, so a crawler's first HTML carries the page's own title,
 * description, preview image and structured data. Server only (imported by entry-server).
 */
import type { InfiniteData } from '@tanstack/react-query';
import { categoryLabel } from '@shop/shared/categories';
import type { BlogPost } from '@shop/shared/schemas/blog';
import type { Product, ProductList } from '@shop/shared/schemas/product';
import type { ReviewList } from '@shop/shared/schemas/review';
import { SHOP } from '@shop/shared/shop';
import { centsToDollars } from '@shop/shared/money';
import { srcSetOf } from '@/components/ui/product-image';
import { CARD_IMAGE_SIZES, PRODUCT_PAGE_GALLERY_SIZES } from '@/features/catalog/image-sizes';
import {
  filtersFromSearchParams,
  filtersToApiQuery,
  listingTitle,
} from '@/features/catalog/filters';
import { reviewParamsOf } from '@/features/reviews/review-params';
import {
  absoluteUrl,
  summarize,
  type JsonLd,
  type MetaArgs,
  type MetaBuilder,
  type PageMeta,
  type PreloadImage,
} from './page-meta';
import { blogKeys, productKeys } from '@/lib/query-keys';

const HOME_DESCRIPTION = SHOP.description;

function preloadOf(image: Product['images'][number] | undefined, sizes: string) {
  if (!image) return undefined;
  const srcSet = srcSetOf(image);
  return { href: image.src, srcSet, sizes: srcSet ? sizes : undefined } satisfies PreloadImage;
}

export function homeMeta({ origin }: MetaArgs): PageMeta {
  const url = absoluteUrl(origin, '/');
  return {
    description: HOME_DESCRIPTION,
    path: '/',
    image: { src: '/og-image.png', alt: `${SHOP.name}: handmade crochet` },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SHOP.name,
        url,
        logo: absoluteUrl(origin, SHOP.logoPath),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP.name,
        url,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absoluteUrl(origin, '/products')}?search={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

export function productsMeta({ url, queryClient }: MetaArgs): PageMeta {
  const filters = filtersFromSearchParams(url.searchParams);
  const list = queryClient.getQueryData<InfiniteData<ProductList>>(
    productKeys.list(filtersToApiQuery(filters)),
  );
  const isCategory = filters.category !== 'all';
  const isPatterns = !isCategory && filters.kind === 'pattern';
  const label = listingTitle(filters);
  return {
    title: label === 'All Products' ? 'Products' : label,
    description: isCategory
      ? `${label}: handmade by ${SHOP.name}, crocheted one piece at a time. Browse, filter and buy.`
      : isPatterns
        ? `Crochet patterns by ${SHOP.name} as PDF downloads: buy, download at once and make your own.`
        : `Every handmade crochet piece in the ${SHOP.name} shop: blankets, amigurumi, hats, bags, scarves and home décor.`,
    path: isCategory
      ? `/products?category=${encodeURIComponent(filters.category)}`
      : isPatterns
        ? '/products?kind=pattern'
        : '/products',
    preloadImage: preloadOf(list?.pages[0]?.items[0]?.images[0], CARD_IMAGE_SIZES),
  };
}

/** The approved reviews shown on the page, as schema.org Review items. */
function reviewJsonLd(reviews: ReviewList | undefined): JsonLd {
  if (!reviews || reviews.reviews.length === 0) return {};
  return {
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}

const availabilityOf = (stock: number) =>
  stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** What a product and a product group both say: its name, words, category, pictures, page, brand. */
const productFacts = (
  product: Product,
  origin: string,
  url: string,
  type: 'Product' | 'ProductGroup',
) => ({
  '@context': 'https://schema.org',
  '@type': type,
  name: product.name,
  description: product.description,
  category: categoryLabel(product.category),
  image: product.images.map((image) => absoluteUrl(origin, image.src)),
  url,
  brand: { '@type': 'Brand', name: SHOP.name },
});

/** One price of a new, handmade piece and whether it is in stock, as a schema.org Offer. */
const offerOf = (url: string, priceCents: number, stock: number) => ({
  '@type': 'Offer',
  url,
  price: centsToDollars(priceCents).toFixed(2),
  priceCurrency: SHOP.currency,
  availability: availabilityOf(stock),
  itemCondition: 'https://schema.org/NewCondition',
});

/** The product's stars once it has ratings; `counts` says how many ratings and reviews. */
const ratingOf = (product: Product, counts: { ratingCount: number; reviewCount?: number }) =>
  product.reviewsCount > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Number(product.rating.toFixed(1)),
          ...counts,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

export function productJsonLd(product: Product, origin: string, reviews?: ReviewList): JsonLd {
  const url = absoluteUrl(origin, `/products/${product.id}`);
  // The one rating: every customer's stars once (ratingCount); reviewCount the written ones.
  const reviewCount = reviews?.summary.reviewCount ?? 0;
  if (product.options.length > 0 && product.variants.length > 0) {
    return { ...productGroupJsonLd(product, origin, url), ...reviewJsonLd(reviews) };
  }
  return {
    ...productFacts(product, origin, url, 'Product'),
    sku: product.id,
    offers: offerOf(url, product.priceCents, product.stock),
    ...ratingOf(product, {
      ratingCount: product.reviewsCount,
      ...(reviewCount > 0 ? { reviewCount } : {}),
    }),
    ...reviewJsonLd(reviews),
  };
}

/** A product with options: a ProductGroup whose variants each carry their price and stock. */
function productGroupJsonLd(product: Product, origin: string, url: string): JsonLd {
  return {
    ...productFacts(product, origin, url, 'ProductGroup'),
    productGroupID: product.id,
    variesBy: product.options.map((option) => option.name),
    hasVariant: product.variants.map((variant) => {
      const variantUrl = `${url}?variant=${encodeURIComponent(variant.id)}`;
      const image = variant.image ?? product.images[0]?.src;
      return {
        '@type': 'Product',
        name: `${product.name} — ${variant.optionValues.join(' / ')}`,
        sku: variant.sku ?? variant.id,
        url: variantUrl,
        ...(image ? { image: absoluteUrl(origin, image) } : {}),
        ...Object.fromEntries(
          product.options.map((option, i) => [
            option.name.toLowerCase(),
            variant.optionValues[i] ?? '',
          ]),
        ),
        offers: offerOf(variantUrl, variant.priceCents, variant.stock),
      };
    }),
    ...ratingOf(product, { ratingCount: product.reviewsCount }),
  };
}

export function productMeta({ params, url, queryClient, origin }: MetaArgs): PageMeta {
  const id = params.id ?? '';
  const product = queryClient.getQueryData<Product>(productKeys.detail(id));
  const { sort, page } = reviewParamsOf(url.searchParams);
  const reviews = queryClient.getQueryData<ReviewList>(productKeys.reviews(id, sort, page));
  if (!product) return notFoundMeta(`/products/${id}`);
  const image = product.images[0];
  return {
    title: product.name,
    description: summarize(product.description),
    path: `/products/${product.id}`,
    type: 'product',
    image: image ? { src: image.src, alt: image.alt ?? product.name } : undefined,
    price: { amount: centsToDollars(product.priceCents).toFixed(2), currency: SHOP.currency },
    availability: product.stock > 0 ? 'in stock' : 'out of stock',
    jsonLd: [productJsonLd(product, origin, reviews)],
    preloadImage: preloadOf(image, PRODUCT_PAGE_GALLERY_SIZES),
  };
}

export function blogMeta(): PageMeta {
  return {
    title: 'Blog',
    description: `Notes from the ${SHOP.name} studio: new patterns, yarn we love, and the stories behind each handmade piece.`,
    path: '/blog',
  };
}

export function blogPostMeta({ params, queryClient, origin }: MetaArgs): PageMeta {
  const id = params.id ?? '';
  const post = queryClient.getQueryData<BlogPost>(blogKeys.detail(id));
  if (!post) return notFoundMeta(`/blog/${id}`);
  const path = `/blog/${post.id}`;
  return {
    title: post.title,
    description: summarize(post.content),
    path,
    type: 'article',
    image: { src: post.imageUrl, alt: post.title },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: summarize(post.content),
        image: [absoluteUrl(origin, post.imageUrl)],
        datePublished: post.createdAt,
        author: { '@type': 'Person', name: post.author },
        publisher: {
          '@type': 'Organization',
          name: SHOP.name,
          logo: { '@type': 'ImageObject', url: absoluteUrl(origin, SHOP.logoPath) },
        },
        mainEntityOfPage: absoluteUrl(origin, path),
      },
    ],
    preloadImage: { href: post.imageUrl },
  };
}

/** A static page: its own title and description. */
export const staticMeta = (path: string, title: string, description: string) => (): PageMeta => ({
  title,
  description,
  path,
});

export function notFoundMeta(path: string): PageMeta {
  return {
    title: 'Page not found',
    description: `This page does not exist. Browse handmade crochet at ${SHOP.name}.`,
    path,
    robots: 'noindex',
  };
}

export const PAGE_META: Record<string, MetaBuilder> = {
  home: homeMeta,
  products: productsMeta,
  product: productMeta,
  blog: blogMeta,
  'blog-post': blogPostMeta,
  'not-found': ({ url }) => notFoundMeta(url.pathname),
  about: staticMeta(
    '/about',
    'About Me',
    `Meet the maker behind ${SHOP.name}: five years of crochet, 500+ handmade pieces, and the values behind every stitch.`,
  ),
  contact: staticMeta(
    '/contact',
    'Contact',
    `Questions about an order, a custom piece or a gift? Send ${SHOP.name} a message or find us on Instagram.`,
  ),
  shipping: staticMeta(
    '/shipping',
    'Shipping Information',
    'Orders ship within 1-3 business days. Standard, express and international shipping, with free US shipping over $75.',
  ),
  returns: staticMeta(
    '/returns',
    'Returns and Refunds Policy',
    `How returns and refunds work at ${SHOP.name}, and what to do if a piece arrives damaged.`,
  ),
  faq: staticMeta(
    '/faq',
    'Frequently Asked Questions',
    'Answers to common questions about handmade crochet orders, shipping, care and returns.',
  ),
  privacy: staticMeta(
    '/privacy',
    'Privacy Policy',
    `What ${SHOP.name} collects when you shop, why, and how it is kept safe.`,
  ),
  terms: staticMeta(
    '/terms',
    'Terms of Service',
    `The terms that apply when you browse and buy handmade crochet at ${SHOP.name}.`,
  ),
};
