/**
 * Screenshots of product options and of the money at checkout, desktop (1280) and phone (390),
 * light and dark: the demo beanie with a size chosen (its sold-out colour disabled), the cart
 * with a discount code applied, the demo payments page with its shipping rates, and the maker's
 * discount list.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DESKTOP } from '../support/page-audit';
import { createDiscount, signInAdmin, signUpCustomer } from '../support/shop-session';
import { only, shoot } from './shoot';

test('product options, the cart with a code, the payment page with rates, the discount list', async ({
  page,
  baseURL,
}) => {
  const found = await page.request.get('/api/products?search=Chunky%20Pom-Pom%20Beanie');
  const [beanie] = ((await found.json()) as { items: { id: string }[] }).items;
  const plainRes = await page.request.get('/api/products?inStock=true&pageSize=100');
  const plain = (
    (await plainRes.json()) as {
      items: { id: string; priceCents: number; stock: number; options?: unknown[] }[];
    }
  ).items.find((p) => !p.options?.length && p.priceCents < 6000 && p.stock > 1)!;

  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAdmin(admin, baseURL!);
  await createDiscount(admin, baseURL!, {
    code: 'SPRING15',
    kind: 'percent',
    percent: 15,
    usageLimit: 100,
  });
  await createDiscount(admin, baseURL!, {
    code: 'WELCOME5',
    kind: 'fixed',
    amountCents: 500,
    minSubtotalCents: 3000,
    oncePerCustomer: true,
  });
  await createDiscount(admin, baseURL!, {
    code: 'SHIPFREE',
    kind: 'free_shipping',
    endsAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
  });

  // A product with options, Size M chosen: Rust is sold out for it.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/products/${beanie!.id}`);
  const size = page.getByRole('main').getByRole('radiogroup', { name: 'Size' });
  await size.locator('label', { has: page.getByRole('radio', { name: 'M', exact: true }) }).click();
  await expect(page.getByRole('main').getByRole('radio', { name: /Sold out/ })).toBeDisabled();
  await shoot(page, 'product-options');

  // The cart with a code applied.
  await signUpCustomer(page.request, baseURL!, 'shots');
  await page.goto(`/products/${plain.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.goto('/cart');
  const field = page.getByRole('form', { name: 'Discount code' });
  await field.getByLabel('Discount code').fill('spring15');
  await field.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('SPRING15 applied')).toBeVisible();
  // The field gives way to the applied code once it applies.
  await shoot(
    page,
    'cart-discount',
    only('desktop', 'phone-dark'),
    page.getByText('SPRING15 applied'),
  );

  // The demo payments page with the rates.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const rates = page.getByRole('group', { name: 'Shipping method' });
  await expect(rates).toBeVisible();
  await shoot(page, 'payment-rates', only('desktop', 'phone-dark'), rates);

  // The maker's discount list.
  const adminPage = await page
    .context()
    .browser()!
    .newContext({ baseURL, storageState: await admin.storageState() })
    .then((context) => context.newPage());
  await admin.dispose();
  await adminPage.setViewportSize(DESKTOP);
  await adminPage.goto('/admin/discounts');
  await expect(adminPage.getByText('SPRING15').first()).toBeVisible();
  await shoot(adminPage, 'admin-discounts', only('desktop', 'phone-dark'));
  await adminPage.context().close();
});
