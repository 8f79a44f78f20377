/**
 * The server-rendered storefront, fetched as a crawler would (no JavaScript): each public page's
 * first HTML carries its content and metadata, unknown products, posts and addresses answer
 * 404, robots.txt and the sitemap come from the database, and two visitors rendered at the same
 * time never see each other's session. Needs the web build (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, products } from '../../db/schema.ts';
import { defaultWebDistDir } from '../../paths.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers.ts';
import { createProduct, type ProductRecord } from '../../../test/factories.ts';

let t: TestApp;
let bunny: ProductRecord;
let soldOut: ProductRecord;
let postId: string;

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return html.match(pattern)?.[1];
}

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  bunny = await createProduct(t.db, {
    name: 'Clover the Bunny',
    description: 'Floppy ears & a ribbed scarf. <Soft> and huggable, made with safety eyes.',
    priceCents: 2750,
    featured: true,
    rating: 4.5,
    reviewsCount: 2,
    images: [
      {
        src: '/uploads/products/clover-1200.webp',
        alt: 'Clover the bunny',
        variants: [
          { width: 400, src: '/uploads/products/clover-400.webp' },
          { width: 1200, src: '/uploads/products/clover-1200.webp' },
        ],
      },
    ],
  });
  soldOut = await createProduct(t.db, { name: 'Rainbow Blanket', stock: 0, category: 'blankets' });
  const [post] = await t.db
    .insert(blogPosts)
    .values({
      title: 'Choosing yarn for baby blankets',
      content: 'Cotton breathes, acrylic washes well.\n\nHere is how we choose.',
      imageUrl: '/uploads/blog/yarn.webp',
      author: 'maker@example.com',
    })
    .returning();
  postId = post!.id;
});

describe('server-rendered pages', () => {
  it('renders the home page with a featured product, its metadata and Organization/WebSite data', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<div id="root"><');
    expect(html).toContain('Clover the Bunny');
    expect(html).toContain('Featured Products');
    expect(html).toMatch(/<title>Loop &amp; Lantern — Handmade Crochet<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/">`);
    expect(metaContent(html, 'description')).toMatch(/handmade crochet/);
    expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/og-image.png`);
    const types = jsonLdOf(html).map((data) => data['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    // The browser hydrates from this: the featured query is in it, so it is not fetched again.
    expect(html).toMatch(/<script type="application\/json" id="render-state">.*"featured"/s);
  });

  it('renders a product page with name, price, Product JSON-LD, preview tags and the LCP preload', async () => {
    const html = (await page(`/products/${bunny.id}`)).body;
    expect(html).toContain('Clover the Bunny');
    expect(html).toContain('$27.50');
    expect(html).toContain('<title>Clover the Bunny · Loop &amp; Lantern</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/products/${bunny.id}">`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/uploads/products/clover-1200.webp`);
    expect(metaContent(html, 'product:price:amount')).toBe('27.50');
    // What rich pins and link previews read: price, currency, brand and stock.
    expect(metaContent(html, 'og:price:amount')).toBe('27.50');
    expect(metaContent(html, 'og:price:currency')).toBe('USD');
    expect(metaContent(html, 'product:brand')).toBe('Loop &amp; Lantern');
    expect(metaContent(html, 'product:availability')).toBe('in stock');
    expect(metaContent(html, 'og:image:alt')).toBeTruthy();
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // Attribute text is escaped: no markup can be injected through a product's text.
    expect(metaContent(html, 'description')).toContain('&lt;Soft&gt;');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/products\/clover-1200.webp" imagesrcset="[^"]*clover-400.webp 400w[^"]*" imagesizes="[^"]+" fetchpriority="high">/,
    );

    const [product] = jsonLdOf(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Clover the Bunny',
      description: bunny.description,
      image: [`${TEST_ORIGIN}/uploads/products/clover-1200.webp`],
      offers: {
        '@type': 'Offer',
        price: '27.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${TEST_ORIGIN}/products/${bunny.id}`,
      },
      // Every customer's stars counted once; this bunny's two ratings have no written review.
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2 },
    });
    expect(product!.aggregateRating).not.toHaveProperty('reviewCount');
  });

  it('says OutOfStock and leaves out aggregateRating for an unrated, sold-out product', async () => {
    const soldOutHtml = (await page(`/products/${soldOut.id}`)).body;
    expect(metaContent(soldOutHtml, 'product:availability')).toBe('out of stock');
    const [product] = jsonLdOf(soldOutHtml);
    expect(product).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('renders the listing with its query string: the category title and its products only', async () => {
    const html = (await page('/products?category=blankets')).body;
    expect(html).toContain('<title>Crochet Blankets · Loop &amp; Lantern</title>');
    expect(html).toContain('Rainbow Blanket');
    expect(html).not.toContain('Clover the Bunny');
    expect(html).toContain(
      `<link rel="canonical" href="${TEST_ORIGIN}/products?category=blankets">`,
    );
  });

  it('inlines only the stylesheet rules of the classes the page holds', async () => {
    const template = fs.readFileSync(path.join(defaultWebDistDir, 'index.html'), 'utf8');
    const whole = /<style>([\s\S]*?)<\/style>/.exec(template)![1]!;
    const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const listing = (await page('/products')).body;
    const product = (await page(`/products/${bunny.id}`)).body;
    // The listing's rating stars are drawn by one class; the product page's gallery thumbnails
    // are not on the listing.
    expect(listing).toContain('class="rating-stars');
    expect(styleOf(listing)).toContain('.rating-stars{');
    expect(styleOf(listing).length).toBeLessThan(whole.length * 0.7);
    expect(styleOf(product).length).toBeLessThan(whole.length * 0.7);
    expect(styleOf(listing)).not.toBe(styleOf(product));
    // Every class the page uses keeps its rules: a kept rule is the template's own text.
    expect(whole).toContain(styleOf(listing).match(/\.rating-stars\{[^}]*\}/)![0]);
  });

  it('renders the blog and a post with BlogPosting data', async () => {
    expect((await page('/blog')).body).toContain('Choosing yarn for baby blankets');
    const html = (await page(`/blog/${postId}`)).body;
    expect(html).toContain('Cotton breathes, acrylic washes well.');
    expect(html).toContain('<title>Choosing yarn for baby blankets · Loop &amp; Lantern</title>');
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Choosing yarn for baby blankets',
      image: [`${TEST_ORIGIN}/uploads/blog/yarn.webp`],
      author: { '@type': 'Person', name: 'maker@example.com' },
    });
    expect(Number.isNaN(Date.parse(String(posting!.datePublished)))).toBe(false);
  });

  it.each([
    ['/about', 'About Me', 'About Me'],
    ['/contact', 'Contact', 'Send a message'],
    ['/shipping', 'Shipping Information', '1-3 business days'],
    ['/returns', 'Returns and Refunds Policy', '7 days'],
    ['/faq', 'Frequently Asked Questions', '30 days'],
    ['/privacy', 'Privacy Policy', 'Privacy Policy'],
    ['/terms', 'Terms of Service', 'Terms of Service'],
  ])('renders %s with its own title and content', async (url, title, text) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title} · Loop &amp; Lantern</title>`);
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${url}">`);
    expect(response.body.split('<div id="root">')[1]).toContain(text);
  });

  it('gives every page its own title and description', async () => {
    const urls = ['/', '/products', `/products/${bunny.id}`, '/blog', '/about', '/contact', '/faq'];
    const bodies = await Promise.all(urls.map(async (url) => (await page(url)).body));
    const titles = bodies.map((html) => html.match(/<title>(.*?)<\/title>/)?.[1]);
    const descriptions = bodies.map((html) => metaContent(html, 'description'));
    expect(new Set(titles).size).toBe(urls.length);
    expect(new Set(descriptions).size).toBe(urls.length);
  });

  it.each([
    ['an unknown product', '/products/3f1c1d8e-0000-4000-8000-000000000000', 'find that piece'],
    ['a malformed product id', '/products/not-a-product', 'find that piece'],
    ['an unknown post', '/blog/3f1c1d8e-0000-4000-8000-000000000000', 'Post not found'],
    ['an unknown address', '/no/such/page', 'Page not found'],
  ])('answers %s with 404 and the shop’s not-found page (noindex)', async (_what, url, text) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(text);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
  });

  it('answers HEAD on page routes like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('compresses pages for clients that accept it, byte for byte', async () => {
    const plain = await page('/about');
    const br = await page('/about', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const decoded = zlib.brotliDecompressSync(br.rawPayload).toString();
    // Only the dehydrated timestamps differ between two renders.
    const stable = (html: string) => html.replace(/"dataUpdatedAt":\d+/g, '');
    expect(stable(decoded)).toBe(stable(plain.body));
    const gz = await page('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('never serves the page template, the server entry or the build manifest as files', async () => {
    for (const url of ['/index.html', '/server/entry-server.js', '/.vite/manifest.json']) {
      const response = await page(url);
      expect(response.body).not.toContain('<!--app-html-->');
      expect(response.body).not.toContain('renderToString');
    }
  });
});

describe('sessions in server renders', () => {
  it('sends the signed-in areas’ forms only once the browser runs them', async () => {
    const maker = await t.signUp({ email: 'maker-ssr@example.com', role: 'admin' });
    const admin = await page('/admin/products', { cookie: maker.cookie });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('Checking your session...');
    expect(admin.body).not.toContain('Add product');
    const profile = await page('/profile', { cookie: maker.cookie });
    expect(profile.body).toContain('Checking your session...');
    // The header's search form, theme switch and sign-out and the footer's newsletter are on
    // every page and work without scripts (a GET to /products, POSTs answered by the server).
    const forms = profile.body.match(/<form\b[^>]*>/g) ?? [];
    const everyPage = ['role="search"', '/api/preferences/dark-mode', '/forms/auth/sign-out'];
    const pageForms = forms.filter(
      (form) =>
        !everyPage.some((mark) => form.includes(mark)) &&
        !form.includes('/forms/newsletter/subscribe'),
    );
    expect(pageForms).toEqual([]);
  });

  it('renders each visitor with their own session, even when rendered at the same time', async () => {
    const alice = await t.signUp({ email: 'alice-ssr@example.com' });
    const bob = await t.signUp({ email: 'bob-ssr@example.com', role: 'admin' });
    await alice.inject({ method: 'POST', url: '/api/wishlist', payload: { productId: bunny.id } });

    const visits = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? null : i % 3 === 1 ? alice : bob,
    );
    const pages = await Promise.all(
      visits.map((visitor) => page('/', visitor ? { cookie: visitor.cookie } : {})),
    );
    pages.forEach((response, i) => {
      const state = JSON.parse(
        response.body.match(
          /<script type="application\/json" id="render-state">(.*?)<\/script>/s,
        )![1]!,
      ) as { session: { user: { email: string } | null; isAdmin: boolean; wishlist: string[] } };
      const visitor = visits[i];
      if (visitor === alice) {
        expect(state.session).toMatchObject({
          user: { email: 'alice-ssr@example.com' },
          isAdmin: false,
          wishlist: [bunny.id],
        });
        expect(response.body).not.toContain('bob-ssr@example.com');
        expect(response.headers['cache-control']).toContain('private');
      } else if (visitor === bob) {
        expect(state.session).toMatchObject({
          user: { email: 'bob-ssr@example.com' },
          isAdmin: true,
          wishlist: [],
        });
        expect(response.body).not.toContain('alice-ssr@example.com');
        // The admin's header has the Admin Panel link from the first HTML on.
        expect(response.body).toContain('Admin Panel');
      } else {
        expect(state.session).toMatchObject({ user: null, isAdmin: false, wishlist: [] });
        expect(response.body).not.toContain('-ssr@example.com');
        expect(response.body).not.toContain('Admin Panel');
      }
    });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap on PUBLIC_URL and keeps them out of private areas', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('lists every live product, the categories, posts and static pages with lastmod', async () => {
    const gone = await createProduct(t.db, { name: 'Retired Hat' });
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));

    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [
      ...response.body.matchAll(/<url><loc>(.*?)<\/loc><lastmod>(.*?)<\/lastmod><\/url>/g),
    ];
    const urls = locs.map((match) => match[1]!.replace(/&amp;/g, '&'));
    const live = await t.db.select({ id: products.id }).from(products);
    for (const { id } of live.filter((row) => row.id !== gone.id)) {
      expect(urls).toContain(`${TEST_ORIGIN}/products/${id}`);
    }
    expect(urls).not.toContain(`${TEST_ORIGIN}/products/${gone.id}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${TEST_ORIGIN}/`,
        `${TEST_ORIGIN}/products`,
        `${TEST_ORIGIN}/products?category=blankets`,
        `${TEST_ORIGIN}/blog/${postId}`,
        `${TEST_ORIGIN}/about`,
        `${TEST_ORIGIN}/terms`,
      ]),
    );
    for (const match of locs) expect(Number.isNaN(Date.parse(match[2]!))).toBe(false);
  });

  it('moves a product’s lastmod when it changes', async () => {
    const lastmodOf = async () =>
      (await page('/sitemap.xml')).body.match(
        new RegExp(`/products/${bunny.id}</loc><lastmod>(.*?)</lastmod>`),
      )?.[1];
    const before = await lastmodOf();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.db.update(products).set({ priceCents: 2900 }).where(eq(products.id, bunny.id));
    const after = await lastmodOf();
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
  });
});

describe('reuse of rendered pages', () => {
  it('serves an anonymous page again, and renders afresh as soon as its data changes', async () => {
    const url = `/products/${bunny.id}`;
    const first = await page(url);
    const again = await page(url);
    // The same rendering, timestamps and all: it was reused.
    expect(again.body).toBe(first.body);

    await t.db.update(products).set({ priceCents: 3125 }).where(eq(products.id, bunny.id));
    const after = await page(url);
    expect(after.body).toContain('$31.25');
    expect(after.body).not.toContain('$29.00');
  });
});

describe('the render bundle', () => {
  it('carries its own production React, whatever NODE_ENV the shop runs under', () => {
    // A bare import would load the package's CommonJS entry, which picks React's development
    // build at run time when NODE_ENV is not "production" (the shop's default).
    const serverDir = path.join(defaultWebDistDir, 'server');
    const files = fs.readdirSync(serverDir, { recursive: true, encoding: 'utf8' });
    const bareImports = files
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [
        ...fs
          .readFileSync(path.join(serverDir, file), 'utf8')
          .matchAll(/^import .* from "([^".][^"]*)";$/gm),
      ])
      .map((match) => match[1]!)
      .filter((specifier) => !specifier.startsWith('node:'));
    expect(bareImports).toEqual([]);
  });
});
