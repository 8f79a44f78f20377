/**
 * What a shopper does before the app has taken over the page is kept: the page paints from its
 * HTML alone and the app's entry script arrives later (here held back 3 s on purpose), so a tap
 * on "Add to Cart" is replayed once the page hydrates, text typed into a field stays there and
 * is acted on, and a link works as a plain link. No hydration warning either (the suite fails on any console error).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { PASSWORD, signUpCustomer } from '../support/shop-session';
import { listInStock } from '../support/catalog';

type ApiProduct = { id: string; name: string; stock: number; options?: unknown[] };

/** The app's entry script (Vite names it index-<hash>.js); its chunks are let through. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
const HOLD_MS = 3_000;

/**
 * Holds the entry script back 3 s, and beyond until the test lets it go (`release`): on a busy
 * machine the test's own steps can take longer than the 3 s, and they must happen before.
 */
async function holdBackTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    await route.continue();
  });
  return release;
}

/** True while the early-input script still holds the page (the app has not hydrated it). */
const isBeforeHydration = (page: Page) =>
  page.evaluate(() => (window as { __shopEarly?: unknown }).__shopEarly !== undefined);

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test('"Add to Cart" pressed before the app has loaded still adds the piece', async ({
  page,
  request,
}) => {
  const items = await listInStock<ApiProduct>(request);
  const product = items.find((p) => p.stock >= 1 && !p.options?.length);
  if (!product) throw new Error('The demo catalog needs an in-stock piece without options');

  const release = await holdBackTheApp(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await isBeforeHydration(page)).toBe(true);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  expect(await isBeforeHydration(page)).toBe(true);

  release();
  await waitForHydration(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // Once: the replayed press is not doubled by a second replay.
  await page.waitForTimeout(300);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('text typed before the app has loaded stays and is searched', async ({ page }) => {
  const release = await holdBackTheApp(page);
  await page.goto('/products');
  const search = page.getByRole('main').getByLabel('Search');
  await search.pressSequentially('blanket');
  expect(await isBeforeHydration(page)).toBe(true);

  release();
  await waitForHydration(page);
  await expect(search).toHaveValue('blanket');
  // The listing acts on the typed text as if it had been typed after hydration.
  await expect(page).toHaveURL(/[?&]search=blanket\b/);
});

test('a shopper who fills in and sends the sign-in form before the app has loaded is signed in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await signUpCustomer(request, baseURL!, 'early');
  const release = await holdBackTheApp(page);
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in' }).click();
  expect(await isBeforeHydration(page)).toBe(true);

  release();
  // The held press is replayed once the typed fields are the form's state: it signs in.
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
});

test('a link followed before the app has loaded opens its page', async ({ page }) => {
  const release = await holdBackTheApp(page);
  await page.goto('/');
  expect(await isBeforeHydration(page)).toBe(true);
  await page.getByRole('link', { name: 'Shop Now', exact: true }).click();
  release();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a link clicked while the app is hydrating the page opens its page in the app', async ({
  page,
}) => {
  // A slow phone: hydration takes long enough for a click to land in the middle of it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdBackTheApp(page);
  await page.goto('/');
  // Clicks the Amigurumi tile in the first task after the entry says hydration has begun, and
  // notes whether the page still held it then (the app had not taken over yet).
  await page.evaluate(() => {
    const early = (window as { __shopEarly?: Record<string, unknown> }).__shopEarly!;
    const marks = window as unknown as { fullLoads?: number; heldDuringHydration?: boolean };
    marks.fullLoads = 1;
    let hydrating = false;
    Object.defineProperty(early, 'hydrating', {
      get: () => hydrating,
      set: (value: boolean) => {
        hydrating = value;
        setTimeout(() => {
          const tile = [...document.querySelectorAll('a')].find((a) =>
            a.href.endsWith('/products?category=amigurumi'),
          )!;
          tile.click();
          marks.heldDuringHydration = (early.clicks as Element[]).includes(tile);
        });
      },
    });
  });
  release();
  await expect(page).toHaveURL(/\/products\?category=amigurumi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amigurumi' })).toBeVisible();
  // Followed by the app (the same document), after being held while the page hydrated.
  expect(await page.evaluate(() => (window as { fullLoads?: number }).fullLoads)).toBe(1);
  expect(
    await page.evaluate(() => (window as { heldDuringHydration?: boolean }).heldDuringHydration),
  ).toBe(true);
});
