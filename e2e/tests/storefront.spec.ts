/**
 * The storefront story, in a real browser against the seeded demo catalog:
 * home → category tile → filters change the URL → clear filters → quick view → arrow keys move
 * the gallery → add to cart → badge shows the summed quantity → cart minus stops at 1 → reload
 * keeps the cart → unknown path lands on / → dark mode survives a reload.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

type ApiProduct = {
  id: string;
  name: string;
  stock: number;
  images: unknown[];
  category: string;
  options?: unknown[];
};

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test('a shopper browses, filters, quick-views and fills the cart', async ({ page, request }) => {
  // A piece with several photos and some stock, to page through and buy more than one of.
  const listing = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  expect(listing.ok()).toBe(true);
  const { items } = (await listing.json()) as { items: ApiProduct[] };
  // A listing card carries one image; the product answer has them all.
  let gallery: ApiProduct | undefined;
  for (const item of items.filter((p) => p.stock >= 3 && !p.options?.length)) {
    const full = (await (await request.get(`/api/products/${item.id}`)).json()) as ApiProduct;
    if (full.images.length >= 2) {
      gallery = full;
      break;
    }
  }
  // A card's own Add to Cart is there only for a piece without options.
  const other = items.find((p) => p.id !== gallery?.id && !p.options?.length);
  if (!gallery || !other) throw new Error('The demo catalog needs an in-stock piece with photos');

  // Home → a Shop by Category tile.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now', exact: true })).toHaveAttribute(
    'href',
    '/products',
  );
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  // The tile's name is its title and its line of description.
  await categories.getByRole('link', { name: /^Amigurumi\b/ }).click();
  await expect(page).toHaveURL(/\/products\?category=amigurumi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amigurumi' })).toBeVisible();

  // Filters change the URL; back steps through them; a shared link restores them.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  if (await page.getByRole('button', { name: /Filters/ }).isVisible()) {
    await page.getByRole('button', { name: /Filters/ }).click();
  }
  await filters.getByLabel('In stock only').check();
  await expect(page).toHaveURL(/[?&]inStock=true/);
  await filters.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/category=amigurumi&inStock=true&sortBy=price-low$/);
  await filters.getByLabel('Category').selectOption('all');
  await expect(page).toHaveURL(/\/products\?inStock=true&sortBy=price-low$/);
  await page.goBack();
  await expect(page).toHaveURL(/category=amigurumi&inStock=true&sortBy=price-low$/);
  await expect(filters.getByLabel('Category')).toHaveValue('amigurumi');
  await page.reload();
  await expect(filters.getByLabel('Sort by')).toHaveValue('price-low');
  await expect(filters.getByLabel('In stock only')).toBeChecked();

  // Clear filters resets everything.
  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(filters.getByLabel('Category')).toHaveValue('all');
  await expect(filters.getByLabel('In stock only')).not.toBeChecked();

  // Search (debounced into the URL) for the piece with a gallery, then quick-view it.
  await filters.getByLabel('Search').fill(gallery.name);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(gallery.name).replace(/%20/g, '\\+')}`),
  );
  const card = page.getByRole('article', { name: gallery.name }).first();
  await card.getByRole('button', { name: `Quick View ${gallery.name}` }).click();
  const dialog = page.getByRole('dialog', { name: gallery.name });
  await expect(dialog).toBeVisible();

  // Arrow keys move the gallery.
  const count = gallery.images.length;
  const position = dialog.getByTestId('gallery-position');
  await expect(position).toHaveText(`1 / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`${count} / ${count}`);

  // Three of it into the cart, then close the dialog with Escape.
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  // One of another piece from its card: the badge shows the summed quantity.
  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await filters.getByLabel('Search').fill(other.name);
  await page
    .getByRole('article', { name: other.name })
    .first()
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  // The cart: minus stops at 1.
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const line = page.getByRole('listitem', { name: gallery.name });
  const quantity = line.getByRole('group', { name: `Quantity of ${gallery.name}` });
  await expect(quantity.getByTestId('quantity')).toHaveText('3');
  const minus = quantity.getByRole('button', { name: 'Decrease quantity' });
  await minus.click();
  await minus.click();
  await expect(quantity.getByTestId('quantity')).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // A reload keeps the cart.
  await page.reload();
  await expect(page.getByRole('listitem', { name: gallery.name })).toBeVisible();
  await expect(page.getByRole('listitem', { name: other.name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
});

test('unknown paths land on / and dark mode survives a reload', async ({ page, expectConsole }) => {
  // The document answers 404 (for crawlers), which Chromium logs as a failed resource.
  expectConsole(/Failed to load resource.*404/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
  if (await toggle.isVisible()) {
    await toggle.click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
});

test('the account menu follows the session, and Sign Out ends it and goes home', async ({
  page,
  baseURL,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@e2e.test', password: 'e2e-admin-password' },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.ok()).toBe(true);

  await page.goto('/products');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await banner.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Admin Panel' })).toBeHidden();
  await page.reload();
  await banner.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Login' })).toBeVisible();
});
