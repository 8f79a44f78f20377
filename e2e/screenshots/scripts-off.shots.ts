/**
 * Screenshots of the shop as a browser with scripts off shows it (support/scripts-off-page.ts),
 * desktop (1280) and phone (390), light and dark: the listing filtered by its own form (a GET the
 * server answers), and the cart holding two pieces filled by the listing's Add to Cart forms,
 * with WELCOME10 applied by the cart's discount form (the whole page on a phone).
 */
import { expect, test } from '@playwright/test';
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
