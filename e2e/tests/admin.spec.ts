/**
 * The maker runs the shop from the admin panel: a product goes from the add form to the
 * storefront (with its images), onto the home page (featured), gets a new price, and leaves the
 * shop; a monthly drop announced for a later date counts down on the home page.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = [
  path.join(here, '../fixtures/yarn-ball-terracotta.png'),
  path.join(here, '../fixtures/yarn-ball-sage.png'),
];
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL! },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Every image of the locator has loaded from this shop's uploads. */
async function expectUploadedImagesLoaded(images: ReturnType<Page['locator']>) {
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /^\/uploads\/products\/[0-9a-f-]+-\d+\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('the admin adds, features, reprices and deletes a product', async ({ page, baseURL }) => {
  const name = `Marigold Bunny ${Date.now().toString(36)}`;
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();

  // Add: every field, two images (checked and previewed before upload).
  const form = page.getByRole('form', { name: 'Add product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption('amigurumi');
  await form.getByLabel('Price ($)').fill('24.50');
  await form.getByLabel('Stock').fill('5');
  await form
    .getByLabel('Description')
    .fill('A floppy-eared bunny in marigold cotton, made to be hugged.');
  await form.locator('input[type="file"]').setInputFiles(FIXTURES);
  await expect(form.getByRole('img', { name: `${name} image 1` })).toBeVisible();
  await expect(form.getByRole('img', { name: `${name} image 2` })).toBeVisible();
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`“${name}” is now in the shop.`)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  // It is in the inventory table and in the storefront listing, with its images.
  await expect(page.getByRole('button', { name: `Make Featured: ${name}` })).toBeVisible();
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('$24.50')).toBeVisible();
  await expectUploadedImagesLoaded(card.locator('img'));
  // Both images, in the quick view's gallery (the main photo and two thumbnails): the app's
  // dialog (before the app, Quick View leads to the product page).
  await waitForHydration(page);
  await card.getByRole('button', { name: `Quick View ${name}` }).click();
  const gallery = page.getByRole('dialog').getByRole('region', { name: `${name} photos` });
  await expect(gallery.getByRole('button', { name: 'Show image 2 of 2' })).toBeVisible();
  await expect(gallery.locator('img')).toHaveCount(3);
  await expectUploadedImagesLoaded(gallery.locator('img'));
  await page.keyboard.press('Escape');

  // Featured: it shows on the home page.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Make Featured: ${name}` }).click();
  await expect(
    page.getByRole('button', { name: `Featured: ${name}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(featured.getByRole('article', { name })).toBeVisible();
  await expectUploadedImagesLoaded(featured.getByRole('article', { name }).locator('img'));

  // Edit the price in the modal: the storefront shows the new one.
  await page.goto('/admin/products');
  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Price ($)').fill('31.75');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name }).getByText('$31.75')).toBeVisible();
  await expect(page.getByRole('article', { name }).getByText('$24.50')).toHaveCount(0);

  // The top bar's search finds it and opens it for editing.
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search products, orders and messages' }).fill(name);
  await page.getByRole('link', { name: new RegExp(`${name}.*\\$31\\.75`) }).click();
  await expect(page).toHaveURL(/\/admin\/products\?edit=/);
  await expect(page.getByRole('dialog', { name: 'Edit Product' }).getByLabel('Name')).toHaveValue(
    name,
  );

  // Delete (confirmed): gone from the inventory and the storefront.
  await page.goto('/admin/products');
  await page
    .getByRole('button', { name: `Delete ${name}` })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this product?',
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('a monthly drop with a future date counts down on the home page', async ({
  page,
  baseURL,
}) => {
  const name = `Harvest Shawl ${Date.now().toString(36)}`;
  const release = new Date();
  release.setDate(release.getDate() + 12);
  const releaseDate = [
    release.getFullYear(),
    String(release.getMonth() + 1).padStart(2, '0'),
    String(release.getDate()).padStart(2, '0'),
  ].join('-');
  const releaseLabel = release.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/monthly-drop');
  const form = page.getByRole('form', { name: 'Add monthly drop' });
  // The release date starts at today.
  const today = new Date();
  await expect(form.getByLabel('Release date')).toHaveValue(
    `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
  );
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Release date').fill(releaseDate);
  await form.getByLabel('Price ($)').fill('58');
  await form.getByLabel('Stock').fill('8');
  await form.getByLabel('Description').fill('Twelve shawls in rust and mustard, then never again.');
  await form.locator('input[type="file"]').setInputFiles(FIXTURES[0]!);
  await expect(form.getByRole('img', { name: 'Drop image preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Drop' }).click();
  await expect(page.getByText(`“${name}” was added.`)).toBeVisible();
  const adminCard = page.getByRole('article', { name });
  await expect(adminCard.getByText('Upcoming')).toBeVisible();
  await expect(adminCard.getByText(releaseLabel)).toBeVisible();

  await page.goto('/');
  const drops = page.getByRole('region', { name: 'Monthly Drops' });
  const upcoming = drops.getByRole('article', { name: `Upcoming drop: ${name}` });
  await expect(upcoming).toBeVisible();
  await expect(upcoming.getByText(`Releases ${releaseLabel}`)).toBeVisible();
  const timer = upcoming.getByRole('timer');
  await expect(timer).toHaveAttribute('aria-label', /^Releases in 1[12] days, /);
  const first = await timer.getAttribute('aria-label');
  // It ticks once the app runs, which the page starts as soon as the countdown is on screen.
  await timer.scrollIntoViewIfNeeded();
  await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 5000 }).not.toBe(first);
  await expect(upcoming.getByRole('img', { name })).toHaveAttribute(
    'src',
    /^\/uploads\/drops\/[0-9a-f-]+-\d+\.webp$/,
  );
});
