/** The shop answers: its home page shows what a first-time visitor expects; unknown paths lead home. */
import { expect, test } from '../support/test';

// What a visitor reads (the name comes from packages/shared/src/shop.ts).
const SHOP = { name: 'Loop & Lantern', tagline: 'Handmade Crochet' };

test('the home page shows the shop, its featured products and a way to browse', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${SHOP.name} — ${SHOP.tagline}`);
  await expect(page.getByRole('link', { name: SHOP.name }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const navigation = page.getByRole('navigation').first();
  await expect(navigation.getByRole('link', { name: 'Products' }).first()).toBeVisible();
  // The seeded demo catalog: featured products with a name and a price.
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
});

test('an unknown path lands on the home page', async ({ page, expectConsole }) => {
  // The document itself answers 404 (for crawlers), which Chromium logs as a failed resource.
  expectConsole(/Failed to load resource.*404/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});
