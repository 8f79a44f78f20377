/**
 * Screenshots of the shop as a browser with scripts off shows it (support/scripts-off-page.ts),
 * desktop (1280) and phone (390), light and dark: the listing filtered by its own form (a GET the
 * server answers), and the cart holding two pieces filled by the listing's Add to Cart forms,
 * with WELCOME10 applied by the cart's discount form (the whole page on a phone); and a cart with
 * the demo gift card applied by the cart's gift card form, paying part of the order.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { DESKTOP } from '../support/page-audit';
import { showWithScriptsOff } from '../support/scripts-off-page';
import { shoot } from './shoot';

test('scripts off: a filtered listing and a cart with a discount', async ({ page }) => {
  await showWithScriptsOff(page);
  await page.setViewportSize(DESKTOP);

  await page.goto('/products');
  const filters = page.getByRole('form', { name: 'Filter products' });
  await filters.getByLabel('Category').selectOption({ label: 'Amigurumi' });
  await filters.getByLabel('In stock only').check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=amigurumi/);
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
  const products = page.getByRole('region', { name: 'Products' });
  await shoot(page, 'scripts-off-listing');

  const adds = products.getByRole('button', { name: 'Add to Cart' });
  await adds.nth(0).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await adds.nth(1).click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await summary
    .getByRole('form', { name: 'Discount code' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
  await shoot(page, 'scripts-off-cart', undefined, undefined, true);
});

test('scripts off: a cart with the demo gift card applied', async ({ page }) => {
  const demoCard = await fs.readFile(path.join(E2E_DATA_DIR, 'demo-gift-card.txt'), 'utf8');
  const code = /Code:\s+([A-Z0-9-]{19})/.exec(demoCard)![1]!;
  await showWithScriptsOff(page);
  await page.setViewportSize(DESKTOP);
  // A piece worth more than the card holds, so the card pays part and the rest is by card.
  const listing = await page.request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  const { items } = (await listing.json()) as {
    items: { id: string; priceCents: number; options: unknown[]; personalisation: unknown }[];
  };
  const piece = items
    .filter((p) => p.options.length === 0 && !p.personalisation)
    .sort((a, b) => b.priceCents - a.priceCents)[0]!;
  expect(piece.priceCents).toBeGreaterThan(5000);
  await page.goto(`/products/${piece.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const field = summary.getByRole('form', { name: 'Gift card' });
  await field.getByLabel('Gift card').fill(code);
  await field.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('list', { name: 'Applied gift cards' })).toContainText('Pays');
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
  await shoot(page, 'scripts-off-cart-gift-card', undefined, summary);
});
