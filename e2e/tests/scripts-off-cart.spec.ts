/**
 * The shop with scripts turned off (a blocked script, a failed download, an old browser): every
 * step of a purchase is a real form or link the server answers. A shopper picks a product's
 * options and quantity, adds it, changes the quantity in the cart, applies WELCOME10, proceeds
 * to checkout, pays on the built-in payment page (a refused address first) and finds the order
 * in My Orders, all without the app; a guest's cart is rendered by the server from its cookie;
 * a shopper who cancels on the payment page is offered the cart back and restores it.
 * Acts the moment each element is visible.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { listInStock } from '../support/catalog';
import { signUpCustomer } from '../support/shop-session';
import { fillPaymentAddress } from '../support/demo-payment';

test.use({ javaScriptEnabled: false });

type ApiProduct = {
  id: string;
  name: string;
  stock: number;
  priceCents: number;
  options: { name: string; values: string[] }[];
  variants?: { id: string; optionValues: string[]; stock: number }[];
  personalisation: { required: boolean } | null;
};

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test('a signed-in shopper buys a product with options with scripts off', async ({
  page,
  baseURL,
}) => {
  const items = await listInStock<ApiProduct>(page.request);
  const listed = items.find((p) => p.options.length > 0 && !p.personalisation?.required);
  if (!listed) throw new Error('The demo catalog needs an in-stock piece with options');
  const product = (await (
    await page.request.get(`/api/products/${listed.id}`)
  ).json()) as ApiProduct;
  const variant = product.variants!.find((v) => v.stock >= 2)!;
  await signUpCustomer(page.request, baseURL!, 'scripts-off');

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  for (const [i, option] of product.options.entries()) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`^${option.name}`) })
      .locator('label', { hasText: variant.optionValues[i]! })
      .click();
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await cartLink(page).click();
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(
    page.getByRole('listitem', { name: product.name }).getByTestId('quantity'),
  ).toHaveText('2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await page
    .getByRole('form', { name: 'Discount code' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByText('WELCOME10 applied')).toBeVisible();
  await expect(page).toHaveURL(/\/cart\?code=WELCOME10$/);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  // The cart went into the order.
  const cart = (await (await page.request.get('/api/cart')).json()) as { lines: unknown[] };
  expect(cart.lines).toEqual([]);

  // The built-in payment page is the server's HTML: a ZIP code refused keeps what was typed.
  const payment = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(payment, { name: 'Ada Nojs', line1: '12 Loop Lane' });
  await payment.getByLabel('ZIP code').fill('288');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment.getByText('Enter a 5-digit ZIP code (or ZIP+4)')).toBeVisible();
  await expect(payment.getByLabel('Full name')).toHaveValue('Ada Nojs');
  await expect(payment.getByLabel('State')).toHaveValue('NC');
  await payment.getByLabel('ZIP code').fill('28801');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
});

test('a guest’s cart is the server’s: added, changed and removed with scripts off', async ({
  page,
}) => {
  const items = await listInStock<ApiProduct>(page.request);
  const product = items.find((p) => p.stock >= 3 && p.options.length === 0 && !p.personalisation);
  if (!product) throw new Error('The demo catalog needs an in-stock piece without options');

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const line = page.getByRole('listitem', { name: product.name });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await page
    .getByRole('listitem', { name: product.name })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await expect(
    page.getByRole('listitem', { name: product.name }).getByTestId('quantity'),
  ).toHaveText('3');
  await page
    .getByRole('listitem', { name: product.name })
    .getByRole('button', { name: 'Decrease quantity' })
    .click();
  await expect(
    page.getByRole('listitem', { name: product.name }).getByTestId('quantity'),
  ).toHaveText('2');

  // A guest proceeding to checkout is asked to sign in first, and comes back to the cart.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fcart/);

  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a signed-in shopper who cancels on the payment page gets the cart back with scripts off', async ({
  page,
  baseURL,
}) => {
  const items = await listInStock<ApiProduct>(page.request);
  const product = items.find((p) => p.stock >= 2 && p.options.length === 0 && !p.personalisation);
  if (!product) throw new Error('The demo catalog needs an in-stock piece without options');
  await signUpCustomer(page.request, baseURL!, 'scripts-off-restore');

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await cartLink(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);

  // Cancel on the built-in payment page: back to an empty cart that offers the piece again.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByText(
      "Your last checkout wasn't completed. Would you like the 1 item back in your cart?",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Restore cart' }).click();
  await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('button', { name: 'Restore cart' })).toHaveCount(0);

  // Answered: emptied again, the cart offers nothing more.
  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore cart' })).toHaveCount(0);
});
