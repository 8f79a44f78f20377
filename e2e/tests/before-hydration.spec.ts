/**
 * What a shopper does before the app has taken over the page works: the page paints from its
 * HTML alone and the app's scripts arrive later (here held back on purpose). The cart's actions
 * are forms the server answers, so pressed at once they work and are neither lost nor doubled
 * when the app arrives; so are sign-in, the listing's wishlist hearts and the built-in payment
 * page's Pay; text typed into a field stays there and is acted on; a link works as a plain link,
 * and the phone's menu opens. No hydration warning either (the suite fails on any console error).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { PASSWORD, signUpCustomer } from '../support/shop-session';
import { listInStock } from '../support/catalog';
import { fillPaymentAddress } from '../support/demo-payment';

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

/** Every script of the shop (the entry and its chunks) held back 6 s, as on a slow phone. */
async function holdBackEveryScript(page: Page) {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue().catch(() => undefined);
  });
}

test('cart actions taken the moment each page shows, scripts held back 6 s: none lost, none doubled', async ({
  page,
  request,
}) => {
  const items = await listInStock<ApiProduct>(request);
  const product = items.find((p) => p.stock >= 3 && !p.options?.length);
  if (!product) throw new Error('The demo catalog needs an in-stock piece without options');
  // Each page's scripts (the entry, then its chunks) arrive 6 s late, one wave after another.
  test.setTimeout(180_000);
  await holdBackEveryScript(page);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The form is posted and the page comes back with the piece in the cart.
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await cartLink(page).click();
  const line = () => page.getByRole('listitem', { name: product.name });
  await line().getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line().getByTestId('quantity')).toHaveText('2');
  await line().getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line().getByTestId('quantity')).toHaveText('3');
  await line().getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line().getByTestId('quantity')).toHaveText('2');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await page
    .getByRole('form', { name: 'Discount code' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByText('WELCOME10 applied')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  // Once the app runs on the page, it shows the same cart: nothing was applied twice.
  await waitForHydration(page);
  await expect(line().getByTestId('quantity')).toHaveText('2');
  await line().getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line().getByTestId('quantity')).toHaveText('3');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/cart')).json()) as { lines: { quantity: number }[] })
          .lines[0]?.quantity,
    )
    .toBe(3);
  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
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
  expect(await isBeforeHydration(page)).toBe(true);
  // The form posts to the server itself: it signs in and sends the shopper home.
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  release();
  // The session is the browser's: the account answers as this shopper.
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { email: string }).email).toBe(email);
});

test('the payment page paid the moment it shows, scripts held back 6 s: one order, paid once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const items = await listInStock<ApiProduct & { personalisation: unknown }>(page.request);
  const product = items.find((p) => p.stock >= 1 && !p.options?.length && !p.personalisation);
  if (!product) throw new Error('The demo catalog needs an in-stock piece without options');
  await signUpCustomer(page.request, baseURL!, 'early-pay');
  const checkout = await page.request.post('/api/checkout', {
    data: { items: [{ productId: product.id, quantity: 1 }] },
    headers: { origin: baseURL! },
  });
  const { url } = (await checkout.json()) as { url: string };
  await holdBackEveryScript(page);

  await page.goto(url);
  const payment = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(payment, { name: 'Ada Early', line1: '12 Loop Lane' });
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  // Once the app runs on the confirmation, it says the same; the order was paid once.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orders = (await (await page.request.get('/api/orders')).json()) as {
    items: { paymentStatus: string; items: { productName: string }[] }[];
  };
  expect(orders.items).toHaveLength(1);
  expect(orders.items[0]).toMatchObject({
    paymentStatus: 'paid',
    items: [{ productName: product.name }],
  });
});

test('a shipping method picked before the app has loaded is the one the app charges', async ({
  page,
  baseURL,
}) => {
  const items = await listInStock<ApiProduct & { personalisation: unknown }>(page.request);
  const product = items.find((p) => p.stock >= 1 && !p.options?.length && !p.personalisation);
  if (!product) throw new Error('The demo catalog needs an in-stock piece without options');
  await signUpCustomer(page.request, baseURL!, 'early-express');
  const checkout = await page.request.post('/api/checkout', {
    data: { items: [{ productId: product.id, quantity: 1 }] },
    headers: { origin: baseURL! },
  });
  const { url } = (await checkout.json()) as { url: string };
  const release = await holdBackTheApp(page);

  await page.goto(url);
  const payment = page.getByRole('form', { name: 'Payment details' });
  await payment.getByRole('radio', { name: /Express/ }).check();
  expect(await isBeforeHydration(page)).toBe(true);
  release();
  await waitForHydration(page);
  // The app took the choice over: the summary and the button charge Express.
  await expect(payment.getByRole('radio', { name: /Express/ })).toBeChecked();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Shipping (Express)')).toBeVisible();
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

test('a listing’s heart tapped before the app has loaded saves the piece once, and a second tap takes it off', async ({
  page,
  baseURL,
}) => {
  await signUpCustomer(page.request, baseURL!, 'early-heart');
  const release = await holdBackTheApp(page);
  await page.goto('/products');
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  expect(await isBeforeHydration(page)).toBe(true);
  // The heart's form goes to the server, which renders the listing again with it filled.
  await card.getByRole('button', { name: `Add ${name} to Wishlist` }).click();
  const remove = card.getByRole('button', { name: `Remove ${name} from Wishlist` });
  await expect(remove).toBeVisible();
  const wishlist = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
  await expect(wishlist).toHaveAccessibleName('Wishlist, 1 item');
  release();
  // Pressed again at once, whether the app has taken over yet (in place) or not (the form).
  await remove.click();
  await expect(card.getByRole('button', { name: `Add ${name} to Wishlist` })).toBeVisible();
  await expect(wishlist).toHaveAccessibleName('Wishlist');
  const ids = (await (await page.request.get('/api/wishlist')).json()) as { productIds: string[] };
  expect(ids.productIds).toEqual([]);
});

test('on a phone, the menu opened before the app has loaded leads to its pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdBackTheApp(page);
  await page.goto('/');
  expect(await isBeforeHydration(page)).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await menu.getByRole('link', { name: 'Blog' }).click();
  release();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});
