/** Putting things in the cart the way a shopper does: from a product's card in the listing. */
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Adds `product` to the cart from its card in the listing searched by its name. */
export async function addToCartFromListing(page: Page, product: { name: string }) {
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('article', { name: product.name })
    .first()
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  // The badge counts it once the app has taken the click (it may arrive before hydration).
  await expect(page.getByTestId('cart-badge')).toBeVisible();
}
