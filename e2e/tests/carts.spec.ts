/**
 * Carts that follow the shopper: a visitor fills a cart, signs in, and the cart is merged with
 * the one kept for their account; the same shopper signing in on another browser (a second
 * context: phone and laptop) sees the same cart, a change there reaches the first browser, and
 * signing out leaves that browser's cart empty while the account keeps it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '@shop/shared/messages';
import { PASSWORD, uniqueEmail } from '../support/shop-session';
import { expect, test } from '../support/test';
import { addToCartFromListing } from '../support/cart';

type ApiProduct = { id: string; name: string; stock: number; options?: unknown[] };

async function plainProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  const { items } = (await res.json()) as { items: ApiProduct[] };
  const picked = items.filter((p) => p.stock >= 3 && !p.options?.length).slice(0, 2);
  if (picked.length < 2) throw new Error('The demo catalog needs in-stock products');
  return picked;
}

async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

const cartLine = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem', { name, exact: true });

test('a signed-in shopper finds the same cart in a second browser', async ({
  page,
  browser,
  baseURL,
  watchConsole,
}) => {
  // Two browsers, each signing in and syncing: more steps than most stories.
  test.slow();
  const [bunny, fox] = await plainProducts(page.request);
  const email = uniqueEmail('cart');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Cart' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL! } });
  await page.context().clearCookies();

  // Laptop: a visitor's cart, then sign-in keeps it (now kept for the account).
  await addToCartFromListing(page, bunny!);
  await signIn(page, email);
  await page.goto('/cart');
  await expect(cartLine(page, bunny!.name)).toBeVisible();

  // Phone: a second browser with its own cart; signing in merges both.
  const phone = await browser.newContext({ baseURL });
  try {
    const phonePage = await phone.newPage();
    watchConsole(phonePage);
    await addToCartFromListing(phonePage, fox!);
    await signIn(phonePage, email);
    await phonePage.goto('/cart');
    await expect(cartLine(phonePage, bunny!.name)).toBeVisible();
    await expect(cartLine(phonePage, fox!.name)).toBeVisible();

    // The phone removes the bunny; the laptop shows the change when opened again.
    await phonePage.getByRole('button', { name: `Remove ${bunny!.name}` }).click();
    await expect(cartLine(phonePage, bunny!.name)).toHaveCount(0);
    await expect
      .poll(async () => {
        const res = await phone.request.get('/api/cart');
        return ((await res.json()) as { lines: { productId: string }[] }).lines.map(
          (l) => l.productId,
        );
      })
      .toEqual([fox!.id]);
    await page.reload();
    await expect(cartLine(page, fox!.name)).toBeVisible();
    await expect(cartLine(page, bunny!.name)).toHaveCount(0);

    // Signing out empties the phone's cart; the account keeps it for the laptop.
    await phonePage.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await phonePage.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(phonePage).toHaveURL(/\/$/);
    await phonePage.goto('/cart');
    await expect(phonePage.getByText(MESSAGES.cartEmpty)).toBeVisible();
    await page.reload();
    await expect(cartLine(page, fox!.name)).toBeVisible();
  } finally {
    await phone.close();
  }
});
