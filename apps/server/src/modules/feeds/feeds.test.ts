/**
 * The product feeds, read as the channels read them: parsed back with a real XML parser (and the
 * CSV by its columns), every required attribute present and valid for every item a shopper can
 * buy, prices equal to the product page's API to the cent, a drop's product absent until its
 * release, a price change in the next read, served from the public answer cache.
 */
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/schemas/product';
import { PATTERN_STOCK } from '@shop/shared/schemas/pattern';
import type { SalesChannels } from '@shop/shared/schemas/feeds';
import { buildTestApp, nextClientIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createProduct, createProductWithOptions } from '../../../test/factories.ts';
import { products, shippingRates } from '../../db/schema.ts';
import { META_COLUMNS } from './render-feeds.ts';

const RELEASE = new Date(Date.now() + 24 * 3600 * 1000);
let clock = new Date(RELEASE.getTime() - 60_000);

let t: TestApp;
let admin: TestUser;
const ids: Record<string, string> = {};

type GItem = Record<string, unknown>;

const anon = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextClientIp(),
    headers: { 'accept-encoding': 'identity' },
  });

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['item', 'g:additional_image_link', 'g:shipping'].includes(name),
});

async function rssItems(path: string): Promise<GItem[]> {
  const res = await anon(path);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('xml');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = parser.parse(res.body) as {
    rss: { '@_version': string; '@_xmlns:g': string; channel: { item?: GItem[] } };
  };
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return doc.rss.channel.item ?? [];
}

/** A minimal RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') isQuoted = false;
      else cell += c;
    } else if (c === '"') isQuoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const cents = (price: unknown) => {
  expect(price).toMatch(/^\d+\.\d{2} USD$/);
  return Math.round(Number(String(price).split(' ')[0]) * 100);
};

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clock });
  admin = await t.signUp({ role: 'admin' });
  await t.db.insert(shippingRates).values([
    {
      name: 'Standard',
      priceCents: 595,
      estimate: '3–5 days',
      countries: ['US', 'CA'],
      freeAboveCents: 7500,
      position: 0,
    },
  ]);
  ids.plain = (
    await createProduct(t.db, {
      name: 'Sunny Bee Amigurumi',
      description: 'A round little bee in sunny yellow cotton, stitched by hand and stuffed firm.',
      priceCents: 2450,
      images: [
        { src: '/uploads/products/bee-1.webp', variants: [] },
        { src: '/uploads/products/bee-2.webp', variants: [] },
      ],
    })
  ).id;
  const beanie = await createProductWithOptions(t.db, {
    name: 'Cloud Beanie',
    category: 'hats',
    description:
      'A soft ribbed beanie in merino blend, warm without the itch, for little and big heads.',
    priceCents: 2400,
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Sage', 'Oat'] },
    ],
    variants: [
      { values: ['S', 'Sage'], stock: 2 },
      { values: ['S', 'Oat'], stock: 1, priceCents: 2600 },
      { values: ['M', 'Sage'], stock: 3, priceCents: 2800 },
      { values: ['M', 'Oat'], stock: 0 },
    ],
  });
  ids.beanie = beanie.product.id;
  ids.pattern = (
    await createProduct(t.db, {
      name: 'Sunny Bee Amigurumi pattern',
      kind: 'pattern',
      stock: PATTERN_STOCK,
      priceCents: 650,
      description: 'The crochet pattern for the sunny bee: a PDF with every round written out.',
    })
  ).id;
  ids.soldOut = (
    await createProduct(t.db, {
      name: 'Sold Out Owl',
      stock: 0,
      description: 'An owl that flew off the shelf: back when the maker has made more of them.',
    })
  ).id;
  ids.noPicture = (
    await createProduct(t.db, { name: 'Pictureless Puffin', images: [], description: 'Short.' })
  ).id;
  ids.held = (
    await createProduct(t.db, {
      name: 'Moonlit Moth Plushie',
      description: 'A moth of the night garden drop, in dusky wool with velvet wings, ten made.',
    })
  ).id;
  const drop = await admin.inject({
    method: 'POST',
    url: '/api/admin/monthly-drops',
    payload: {
      name: 'Night Garden',
      description: 'Moths and owls.',
      price: 40,
      stock: 10,
      imageUrl: 'https://images.example.com/night.jpg',
      releaseDate: RELEASE.toISOString().slice(0, 10),
      releaseAt: RELEASE.toISOString(),
      productIds: [ids.held],
    },
  });
  expect(drop.statusCode, drop.body).toBe(201);
});

describe('the Google feed', () => {
  it('lists every product and variant a shopper can buy, each with every required attribute', async () => {
    const items = await rssItems('/feeds/google.xml');
    const byId = new Map(items.map((item) => [String(item['g:id']), item]));
    const product = (await anon(`/api/products/${ids.beanie}`)).json() as Product;
    const expectedIds = [
      ids.plain!,
      ids.pattern!,
      ids.soldOut!,
      ...product.variants.map((v) => v.id),
    ];
    expect([...byId.keys()].sort()).toEqual(expectedIds.sort());

    for (const item of items) {
      const inStock = item['g:availability'] === 'in_stock';
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      if (!inStock) continue;
      for (const name of [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:price',
        'g:brand',
        'g:google_product_category',
        'g:product_type',
      ]) {
        expect(
          String(item[name] ?? '').length,
          `${name} of ${String(item['g:id'])}`,
        ).toBeGreaterThan(0);
      }
      expect(String(item['g:id']).length).toBeLessThanOrEqual(50);
      expect(String(item['g:title']).length).toBeLessThanOrEqual(150);
      expect(item['g:condition']).toBe('new');
      expect(item['g:brand']).toBe('Loop & Lantern');
      expect(item['g:identifier_exists']).toBe('no');
      const link = new URL(String(item['g:link']));
      expect(link.origin).toBe(t.config.publicUrl);
      expect(link.searchParams.get('utm_source')).toBe('google');
      expect(link.searchParams.get('utm_medium')).toBe('product_feed');
      expect(new URL(String(item['g:image_link'])).protocol).toMatch(/^https?:$/);
      cents(item['g:price']);
      const shipping = item['g:shipping'] as GItem[];
      expect(shipping.map((s) => s['g:country']).sort()).toEqual(['CA', 'US']);
      const service = item['g:id'] === ids.pattern ? 'Digital download' : 'Standard';
      for (const rate of shipping) expect(rate['g:service']).toBe(service);
      if (item['g:id'] !== ids.pattern) expect(item['g:product_detail']).toBeUndefined();
    }

    // The pattern is a download: digital in the specification's terms, no postage.
    const pattern = byId.get(ids.pattern!)!;
    expect(pattern['g:availability']).toBe('in_stock');
    expect(pattern['g:google_product_category']).toBe(
      'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts > Crafting Patterns & Molds > Needlecraft Patterns',
    );
    expect(pattern['g:product_type']).toBe('Loop & Lantern > Patterns > Digital download (PDF)');
    expect(pattern['g:product_detail']).toEqual({
      'g:section_name': 'General',
      'g:attribute_name': 'Format',
      'g:attribute_value': 'Digital download (PDF)',
    });
    for (const rate of pattern['g:shipping'] as GItem[]) expect(rate['g:price']).toBe('0.00 USD');

    const bee = byId.get(ids.plain!)!;
    expect(bee['g:item_group_id']).toBeUndefined();
    expect(bee['g:additional_image_link']).toEqual([
      `${t.config.publicUrl}/uploads/products/bee-2.webp`,
    ]);
    expect(bee['g:google_product_category']).toBe(
      'Toys & Games > Toys > Dolls, Playsets & Toy Figures > Stuffed Animals',
    );
    expect(bee['g:product_type']).toBe('Loop & Lantern > Amigurumi');
    expect((bee['g:shipping'] as GItem[])[0]!['g:price']).toBe('5.95 USD');
    expect(byId.get(ids.soldOut!)!['g:availability']).toBe('out_of_stock');

    for (const variant of product.variants) {
      const item = byId.get(variant.id)!;
      expect(item['g:item_group_id']).toBe(ids.beanie);
      expect([item['g:size'], item['g:color']]).toEqual(variant.optionValues);
      expect(item['g:availability']).toBe(variant.stock > 0 ? 'in_stock' : 'out_of_stock');
      expect(new URL(String(item['g:link'])).searchParams.get('variant')).toBe(variant.id);
      expect(item['g:google_product_category']).toBe(
        'Apparel & Accessories > Clothing Accessories > Hats',
      );
    }
  });

  it('prices every item as the product page does, to the cent', async () => {
    const items = await rssItems('/feeds/google.xml');
    const byId = new Map(items.map((item) => [String(item['g:id']), item]));
    for (const id of [ids.plain!, ids.pattern!, ids.soldOut!, ids.beanie!]) {
      const product = (await anon(`/api/products/${id}`)).json() as Product;
      const sellables = product.variants.length
        ? product.variants.map((v) => ({ id: v.id, priceCents: v.priceCents }))
        : [{ id: product.id, priceCents: product.priceCents }];
      for (const sellable of sellables) {
        expect(cents(byId.get(sellable.id)!['g:price']), sellable.id).toBe(sellable.priceCents);
      }
    }
    // 28.00 is under the free-shipping threshold; the rate's price applies.
    expect(cents(byId.get(ids.plain!)!['g:price'])).toBe(2450);
  });

  it('leaves out a product without a picture and the admin page says why', async () => {
    const items = await rssItems('/feeds/google.xml');
    expect(items.some((item) => item['g:id'] === ids.noPicture)).toBe(false);
    const res = await admin.inject({ method: 'GET', url: '/api/admin/sales-channels' });
    expect(res.statusCode).toBe(200);
    const channels = res.json() as SalesChannels;
    expect(channels.feeds.map((feed) => feed.url)).toEqual([
      `${t.config.publicUrl}/feeds/google.xml`,
      `${t.config.publicUrl}/feeds/pinterest.xml`,
      `${t.config.publicUrl}/feeds/meta.csv`,
    ]);
    expect(channels.feeds[0]!.lastBuiltAt).not.toBeNull();
    expect(channels.itemCount).toBe(items.length);
    expect(channels.warnings).toEqual([
      {
        productId: ids.noPicture,
        title: 'Pictureless Puffin',
        problems: ['No picture: left out of the feeds', 'Description shorter than 50 characters'],
      },
    ]);
    const anonymous = await anon('/api/admin/sales-channels');
    expect(anonymous.statusCode).toBe(401);
  });

  it('is served from the public cache until the catalog changes, and a price change shows in the next read', async () => {
    const first = await anon('/feeds/google.xml');
    const second = await anon('/feeds/google.xml');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);

    await t.db.update(products).set({ priceCents: 3100 }).where(eq(products.id, ids.plain!));
    await vi.waitFor(async () => {
      const items = await rssItems('/feeds/google.xml');
      const bee = items.find((item) => item['g:id'] === ids.plain);
      expect(bee?.['g:price']).toBe('31.00 USD');
    });
    const product = (await anon(`/api/products/${ids.plain}`)).json() as Product;
    expect(product.priceCents).toBe(3100);
  });

  it('holds a drop product back until its release, then lists it', async () => {
    clock = new Date(RELEASE.getTime() - 1);
    expect((await rssItems('/feeds/google.xml')).some((item) => item['g:id'] === ids.held)).toBe(
      false,
    );
    expect((await anon('/feeds/meta.csv')).body).not.toContain(ids.held);
    clock = new Date(RELEASE.getTime());
    expect((await rssItems('/feeds/google.xml')).some((item) => item['g:id'] === ids.held)).toBe(
      true,
    );
    expect((await rssItems('/feeds/pinterest.xml')).some((item) => item['g:id'] === ids.held)).toBe(
      true,
    );
    expect((await anon('/feeds/meta.csv')).body).toContain(ids.held);
    clock = new Date(RELEASE.getTime() - 60_000);
  });
});

describe('the Pinterest and Meta feeds', () => {
  it('carry the same items, in each channel’s words, with links tagged for the channel', async () => {
    const google = await rssItems('/feeds/google.xml');
    const pinterest = await rssItems('/feeds/pinterest.xml');
    expect(pinterest.map((item) => item['g:id'])).toEqual(google.map((item) => item['g:id']));
    for (const item of pinterest) {
      expect(['in stock', 'out of stock']).toContain(item['g:availability']);
      expect(new URL(String(item['g:link'])).searchParams.get('utm_source')).toBe('pinterest');
    }

    const res = await anon('/feeds/meta.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(res.body).filter((row) => row.length > 1);
    expect(header).toEqual([...META_COLUMNS]);
    expect(rows.map((row) => row[0])).toEqual(google.map((item) => item['g:id']));
    const column = (row: string[], name: (typeof META_COLUMNS)[number]) =>
      row[META_COLUMNS.indexOf(name)]!;
    for (const row of rows) {
      expect(row).toHaveLength(META_COLUMNS.length);
      const item = google.find((g) => g['g:id'] === row[0])!;
      expect(column(row, 'price')).toBe(item['g:price']);
      expect(column(row, 'condition')).toBe('new');
      expect(['in stock', 'out of stock']).toContain(column(row, 'availability'));
      expect(new URL(column(row, 'link')).searchParams.get('utm_source')).toBe('meta');
      const service = row[0] === ids.pattern ? 'Digital download' : 'Standard';
      expect(column(row, 'shipping').split(',').sort()).toEqual(
        ['CA', 'US'].map((country) =>
          expect.stringMatching(new RegExp(`^${country}::${service}:\\d+\\.\\d{2} USD$`)),
        ),
      );
      if (row[0] === ids.pattern) {
        expect(column(row, 'shipping')).toBe(
          'US::Digital download:0.00 USD,CA::Digital download:0.00 USD',
        );
        expect(column(row, 'product_type')).toBe(
          'Loop & Lantern > Patterns > Digital download (PDF)',
        );
      }
    }
  });
});
