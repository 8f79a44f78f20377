/**
 * The one list every feed is written from: one item per thing a shopper can buy (a product sold
 * as one thing, or each variant of a product with options), with the attributes Google Merchant
 * Center, Pinterest and Meta catalogs share. Prices are the product page's own (the variant's
 * price, else the product's), links carry utm parameters naming the feed, and the maker's
 * shipping rates become each item's shipping. A pattern (a PDF the buyer downloads) is marked as
 * digital in the terms of Google's product data specification: Google's "Needlecraft Patterns"
 * category, a product type naming the download, a product detail "Format: Digital download (PDF)"
 * and shipping of 0.00 by "Digital download" (nothing is posted). A product with no picture is
 * left out (every channel refuses one) and reported as a warning, as is a description too short
 * to sell with.
 */
import { CATEGORIES, categoryLabel } from '@shop/shared/categories';
import type { Product, ProductVariant } from '@shop/shared/schemas/product';
import {
  priceRateFor,
  DEFAULT_SHIPPING_COUNTRIES,
  type ShippingRate,
} from '@shop/shared/schemas/shipping';
import { SHOP } from '@shop/shared/shop';
import type { CategoryId } from '@shop/shared/categories';

export const FEED_IDS = ['google', 'pinterest', 'meta'] as const;
export type FeedId = (typeof FEED_IDS)[number];

/** Under this many characters a description is flagged: the channels rank thin listings lower. */
export const MIN_DESCRIPTION_LENGTH = 50;
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;
const MAX_ADDITIONAL_IMAGES = 10;

/** Google's product taxonomy for each of the shop's categories (text form, which Google accepts). */
export const GOOGLE_PRODUCT_CATEGORY: Record<CategoryId, string> = {
  baby: 'Baby & Toddler',
  amigurumi: 'Toys & Games > Toys > Dolls, Playsets & Toy Figures > Stuffed Animals',
  accessories: 'Apparel & Accessories > Clothing Accessories',
  hats: 'Apparel & Accessories > Clothing Accessories > Hats',
  bags: 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags',
  blankets: 'Home & Garden > Linens & Bedding > Bedding > Blankets',
  scarfs: 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls',
  'home-decor': 'Home & Garden > Decor',
};

/** Google's taxonomy for a crochet pattern sold as a download, whatever the piece it makes. */
export const PATTERN_PRODUCT_CATEGORY =
  'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts > Crafting Patterns & Molds > Needlecraft Patterns';
/** What a digital item's shipping and format say: it is delivered as a file, never posted. */
export const DIGITAL_SERVICE = 'Digital download';
export const DIGITAL_FORMAT = 'Digital download (PDF)';

export type FeedShipping = { country: string; service: string; priceCents: number };

export type FeedItem = {
  id: string;
  productId: string;
  /** The product's id when it has variants (Google's item_group_id). */
  itemGroupId: string | null;
  title: string;
  description: string;
  /** The product page, with `?variant=` for a variant; without utm parameters. */
  pageUrl: string;
  imageLink: string;
  additionalImageLinks: string[];
  isInStock: boolean;
  priceCents: number;
  brand: string;
  googleProductCategory: string;
  productType: string;
  size: string | null;
  color: string | null;
  material: string | null;
  shipping: FeedShipping[];
  /** A pattern: a file to download, with no shipping. */
  isDigital: boolean;
};

export type FeedWarning = { productId: string; title: string; problems: string[] };

const absolute = (src: string, publicUrl: string) => new URL(src, `${publicUrl}/`).href;

/** An option's value by the option's name (Size, Colour/Color, Material). */
function optionValue(product: Product, variant: ProductVariant | null, name: RegExp) {
  if (!variant) return null;
  const index = product.options.findIndex((option) => name.test(option.name));
  return index === -1 ? null : (variant.optionValues[index] ?? null);
}

/** Plain text: the feeds carry no control characters (line breaks and tabs are kept). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = new RegExp('[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]', 'g');

function plain(text: string, max: number) {
  return text.replace(CONTROL, '').trim().slice(0, max);
}

function shippingFor(rates: ShippingRate[], priceCents: number): FeedShipping[] {
  if (rates.length === 0) {
    return DEFAULT_SHIPPING_COUNTRIES.map((country) => ({
      country,
      service: 'Standard',
      priceCents: 0,
    }));
  }
  return rates.flatMap((rate) => {
    const option = priceRateFor(rate, priceCents);
    return rate.countries.map((country) => ({
      country,
      service: rate.name,
      priceCents: option.amountCents,
    }));
  });
}

/** A download reaches every country the shop sells to, free and at once. */
function digitalShipping(rates: ShippingRate[]): FeedShipping[] {
  const countries = rates.length
    ? [...new Set(rates.flatMap((rate) => rate.countries))]
    : [...DEFAULT_SHIPPING_COUNTRIES];
  return countries.map((country) => ({ country, service: DIGITAL_SERVICE, priceCents: 0 }));
}

export function buildFeedItems({
  products,
  rates,
  publicUrl,
}: {
  products: Product[];
  rates: ShippingRate[];
  publicUrl: string;
}): { items: FeedItem[]; warnings: FeedWarning[] } {
  const items: FeedItem[] = [];
  const warnings: FeedWarning[] = [];
  for (const product of products) {
    const problems: string[] = [];
    if (product.images.length === 0) problems.push('No picture: left out of the feeds');
    if (product.description.trim().length < MIN_DESCRIPTION_LENGTH) {
      problems.push(`Description shorter than ${MIN_DESCRIPTION_LENGTH} characters`);
    }
    if (problems.length) warnings.push({ productId: product.id, title: product.name, problems });
    if (product.images.length === 0) continue;

    const isCategory = CATEGORIES.some((category) => category.id === product.category);
    const isDigital = product.kind === 'pattern';
    const common = {
      productId: product.id,
      description:
        plain(product.description, MAX_DESCRIPTION) || plain(product.name, MAX_DESCRIPTION),
      brand: SHOP.name,
      googleProductCategory: isDigital
        ? PATTERN_PRODUCT_CATEGORY
        : isCategory
          ? GOOGLE_PRODUCT_CATEGORY[product.category as CategoryId]
          : '',
      productType: isDigital
        ? `${SHOP.name} > Patterns > ${DIGITAL_FORMAT}`
        : `${SHOP.name} > ${categoryLabel(product.category)}`,
      isDigital,
    };
    const images = product.images.map((image) => absolute(image.src, publicUrl));
    const sellables: (ProductVariant | null)[] =
      product.options.length > 0 ? product.variants : [null];
    for (const variant of sellables) {
      const priceCents = variant ? variant.priceCents : product.priceCents;
      const stock = variant ? variant.stock : product.stock;
      const mainImage = variant?.image ? absolute(variant.image, publicUrl) : images[0]!;
      const values = variant?.optionValues.filter(Boolean) ?? [];
      items.push({
        ...common,
        id: variant ? variant.id : product.id,
        itemGroupId: variant ? product.id : null,
        title: plain(
          values.length ? `${product.name} – ${values.join(', ')}` : product.name,
          MAX_TITLE,
        ),
        pageUrl: `${publicUrl}/products/${product.id}${variant ? `?variant=${variant.id}` : ''}`,
        imageLink: mainImage,
        additionalImageLinks: images
          .filter((src) => src !== mainImage)
          .slice(0, MAX_ADDITIONAL_IMAGES),
        isInStock: stock > 0,
        priceCents,
        size: optionValue(product, variant, /^size$/i),
        color: optionValue(product, variant, /^colou?r$/i),
        material: optionValue(product, variant, /^material$/i),
        shipping: isDigital ? digitalShipping(rates) : shippingFor(rates, priceCents),
      });
    }
  }
  return { items, warnings };
}

/** The item's page with the utm parameters that name the channel, so its visits are counted as such. */
export function taggedLink(item: FeedItem, feed: FeedId): string {
  const url = new URL(item.pageUrl);
  url.searchParams.set('utm_source', feed);
  url.searchParams.set('utm_medium', 'product_feed');
  url.searchParams.set('utm_campaign', `${feed}_catalog`);
  return url.href;
}

/** "24.00 USD": the price format all three channels read. */
export const feedPrice = (cents: number) => `${(cents / 100).toFixed(2)} ${SHOP.currency}`;
