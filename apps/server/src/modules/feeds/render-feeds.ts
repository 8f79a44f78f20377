/**
 * The feeds' text. Google and Pinterest read the same RSS 2.0 document with Google Merchant
 * Center's `g:` namespace (Pinterest catalogs accept it as their XML format); they differ in the
 * availability words ("in_stock" for Google, "in stock" for Pinterest) and in the utm source of
 * the links. Meta's commerce catalog reads CSV with its own column names.
 */
import { SHOP } from '@shop/shared/shop';
import { DIGITAL_FORMAT, feedPrice, taggedLink, type FeedId, type FeedItem } from './feed-items.ts';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const tag = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`;

function itemXml(item: FeedItem, feed: 'google' | 'pinterest'): string {
  const inStock = feed === 'google' ? 'in_stock' : 'in stock';
  const outOfStock = feed === 'google' ? 'out_of_stock' : 'out of stock';
  const lines = [
    tag('id', item.id),
    tag('title', item.title),
    tag('description', item.description),
    tag('link', taggedLink(item, feed)),
    tag('image_link', item.imageLink),
    ...item.additionalImageLinks.map((src) => tag('additional_image_link', src)),
    tag('availability', item.isInStock ? inStock : outOfStock),
    tag('price', feedPrice(item.priceCents)),
    tag('condition', 'new'),
    tag('brand', item.brand),
    tag('identifier_exists', 'no'),
    ...(item.itemGroupId ? [tag('item_group_id', item.itemGroupId)] : []),
    ...(item.size ? [tag('size', item.size)] : []),
    ...(item.color ? [tag('color', item.color)] : []),
    ...(item.material ? [tag('material', item.material)] : []),
    ...(item.googleProductCategory
      ? [tag('google_product_category', item.googleProductCategory)]
      : []),
    tag('product_type', item.productType),
    // A pattern says what it is in Google's own product detail attribute.
    ...(item.isDigital
      ? [
          `<g:product_detail>${tag('section_name', 'General')}${tag('attribute_name', 'Format')}${tag('attribute_value', DIGITAL_FORMAT)}</g:product_detail>`,
        ]
      : []),
    ...item.shipping.map(
      (rate) =>
        `<g:shipping>${tag('country', rate.country)}${tag('service', rate.service)}${tag('price', feedPrice(rate.priceCents))}</g:shipping>`,
    ),
  ];
  return `<item>\n  ${lines.join('\n  ')}\n</item>`;
}

export function renderRssFeed(items: FeedItem[], feed: 'google' | 'pinterest', publicUrl: string) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(SHOP.name)}</title>`,
    `<link>${escapeXml(publicUrl)}</link>`,
    `<description>${escapeXml(SHOP.description)}</description>`,
    ...items.map((item) => itemXml(item, feed)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Meta's columns, in this order. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'google_product_category',
  'product_type',
  'item_group_id',
  'size',
  'color',
  'material',
  'shipping',
] as const;

/** RFC 4180: quoted when it holds a comma, quote or line break; a leading formula sign is defused. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function renderMetaCsv(items: FeedItem[]): string {
  const rows = items.map((item) => {
    const cells: Record<(typeof META_COLUMNS)[number], string> = {
      id: item.id,
      title: item.title,
      description: item.description,
      availability: item.isInStock ? 'in stock' : 'out of stock',
      condition: 'new',
      price: feedPrice(item.priceCents),
      link: taggedLink(item, 'meta' satisfies FeedId),
      image_link: item.imageLink,
      additional_image_link: item.additionalImageLinks.join(','),
      brand: item.brand,
      google_product_category: item.googleProductCategory,
      product_type: item.productType,
      item_group_id: item.itemGroupId ?? '',
      size: item.size ?? '',
      color: item.color ?? '',
      material: item.material ?? '',
      // Meta's shipping format: COUNTRY:REGION:SERVICE:PRICE, several separated by commas.
      shipping: item.shipping
        .map((rate) => `${rate.country}::${rate.service}:${feedPrice(rate.priceCents)}`)
        .join(','),
    };
    return META_COLUMNS.map((column) => csvCell(cells[column])).join(',');
  });
  return [META_COLUMNS.join(','), ...rows, ''].join('\r\n');
}
