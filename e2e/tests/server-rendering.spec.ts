/**
 * The server-rendered storefront in Chromium: every public page hydrates without a warning or a
 * console error; the content is there before any script runs; a fresh load starts at the top
 * while back restores the position; a navigation puts focus on the new page's heading; a dark
 * page never paints light.
 */
import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';

type ApiList = { items: { id: string; name: string }[] };

/** Console errors and warnings (hydration mismatches are reported as errors) and page errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('every public page hydrates without warnings or console errors', async ({ page, request }) => {
  const products = (await (await request.get('/api/products?pageSize=1')).json()) as ApiList;
  const posts = (await (await request.get('/api/blog-posts')).json()) as ApiList & {
    items: { id: string; title: string }[];
  };
  const product = products.items[0]!;
  const withOptions = (await (await request.get('/api/products?pageSize=100')).json()) as {
    items: { id: string; options?: unknown[] }[];
  };
  const optionsProduct = withOptions.items.find((item) => item.options?.length);
  const pages = [
    '/',
    '/products',
    '/products?category=amigurumi&sortBy=price-low&inStock=true',
    `/products/${product.id}`,
    ...(optionsProduct ? [`/products/${optionsProduct.id}`] : []),
    '/blog',
    ...(posts.items[0] ? [`/blog/${posts.items[0].id}`] : []),
    '/about',
    '/contact',
    '/shipping',
    '/returns',
    '/faq',
    '/privacy',
    '/terms',
  ];
  const problems = collectProblems(page);
  // The browser's issues panel too (what Lighthouse's best-practices audit reads): a script
  // refused by the Content-Security-Policy, a form field with neither id nor name…
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }) => {
    // The theme's first script reads its cookie before the first paint; the asynchronous
    // CookieStore Chromium suggests would answer after it, and the page would flash.
    const details = JSON.stringify(issue.details);
    if (details.includes('"performanceIssueType":"DocumentCookie"')) return;
    problems.push(`issue: ${issue.code} ${details}`);
  });
  await devtools.send('Audits.enable');
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first(), path).toBeVisible();
    expect(problems, `console on ${path}`).toEqual([]);
  }
});

test('the first HTML already shows the page, before any script runs', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const products = (await (await request.get('/api/products?pageSize=1')).json()) as ApiList;
  const product = products.items[0]!;

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Loop & Lantern`);
  // "You may also like" is in that first HTML too: links to other pieces, no second "Add to Cart".
  const related = page.getByRole('region', { name: 'You may also like' });
  await expect(related).toBeVisible();
  await expect(related.getByRole('link').first()).toHaveAttribute('href', /^\/products\/.+/);
  await expect(related.getByRole('button')).toHaveCount(0);

  // An unknown address is a real 404 for crawlers, with the shop's not-found page.
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.close();
});

test('an unknown address still ends on the home page in a browser', async ({
  page,
  expectConsole,
}) => {
  // The document answers 404 (for crawlers), which Chromium logs as a failed resource.
  expectConsole(/Failed to load resource.*404/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('a fresh load starts at the top; back restores where the shopper was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/products');
  await waitForHydration(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolled = await page.evaluate(() => window.scrollY);

  // Typed into the address bar: a new page load.
  await page.goto('/about');
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A link inside the shop, then back: the listing is where it was.
  await page.goto('/products');
  await waitForHydration(page);
  await page.mouse.wheel(0, scrolled);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test('a navigation puts keyboard focus on the new page’s heading', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeFocused();
});

test('a dark-mode shopper never sees a light page on load', async ({ page, expectConsole }) => {
  // The scripts are blocked on purpose below.
  expectConsole(/net::ERR_FAILED/);
  // Set before the page's own scripts run (no earlier page whose app would still be loading
  // when the scripts are blocked).
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  // Checked before any module script has run: the class comes from the inline theme script.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The dark palette is in force (html.dark sets the dark color scheme and background).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'dark',
  );
});

test('a storefront page loads no validation library until a form needs it', async ({
  browser,
  request,
}) => {
  // Zod is a tenth of the scripts a phone would evaluate while the page hydrates; the pages only
  // need it once a form is sent or opened. Its core names its classes in strings ("$ZodObject").
  const products = (await (await request.get('/api/products?pageSize=1')).json()) as ApiList;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  for (const path of ['/', '/products', `/products/${products.items[0]!.id}`]) {
    await page.goto(path);
    await waitForHydration(page);
    const withZod = (await Promise.all(scripts)).filter((body) => body.includes('$ZodObject'));
    expect(withZod, `scripts with zod on ${path}`).toHaveLength(0);
  }
  await context.close();
});
