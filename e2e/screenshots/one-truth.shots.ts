/**
 * Screenshots of the screens that must agree on money and status, desktop (1280) and phone (390),
 * light and dark: the beanie's page in size L with initials, the cart with WELCOME10 and gift wrap
 * (the server's quote), the payment page, the order confirmation, the write-a-review form, the
 * maker's variant editor, the newsletter preview with a product card, and the activity log
 * after a price change.
 */
import { expect, test } from '@playwright/test';
import type { Product, ProductList } from '@shop/shared/schemas/product';
import { adminContext } from '../support/audit-fixtures';
import { fillPaymentAddress } from '../support/demo-payment';
import { DESKTOP } from '../support/page-audit';
import { signUpCustomer } from '../support/shop-session';
import { shoot } from './shoot';

const BEANIE = 'Chunky Pom-Pom Beanie';

test('one truth: product, cart, payment, confirmation, review, variants, preview, activity', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  const found = await page.request.get(`/api/products?search=${encodeURIComponent(BEANIE)}`);
  const id = ((await found.json()) as ProductList).items.find((p) => p.name === BEANIE)!.id;
  const beanie = (await (await page.request.get(`/api/products/${id}`)).json()) as Product;
  const large = beanie.variants.find((v) => v.optionValues[0] === 'L' && v.stock > 0)!;

  await signUpCustomer(page.request, baseURL!, 'truth-shots');
  const main = page.getByRole('main');
  await page.goto(`/products/${id}?variant=${large.id}`);
  await main.getByLabel(/Initials on the tag/).fill('ADA');
  await shoot(page, 'truth-product');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
  await summary
    .getByRole('form', { name: 'Discount code' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
  const wrap = page.getByLabel(/gift wrap/i).first();
  if (await wrap.isVisible()) await wrap.check();
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await shoot(page, 'truth-cart', undefined, summary);

  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const form = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(form, { name: 'Ada Lovelace', line1: '12 Loop Lane' });
  await shoot(page, 'truth-payment');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();
  await shoot(page, 'truth-confirmation');

  // The maker completes the order; the customer opens the review form from it.
  const { context: admin } = await adminContext(browser, baseURL!);
  const orders = (await (await page.request.get('/api/orders')).json()) as {
    items: { id: string }[];
  };
  const orderId = orders.items[0]!.id;
  const done = await admin.request.patch(`/api/admin/orders/${orderId}`, {
    data: { status: 'completed' },
    headers: { origin: baseURL! },
  });
  expect(done.ok(), await done.text()).toBe(true);
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('link', { name: `Write a review: ${BEANIE}` }).click();
  const review = page.getByRole('form', { name: 'Write a review' });
  await review.getByRole('button', { name: 'Rate 5 out of 5' }).click();
  await review.getByLabel('Title').fill('Warm, soft and the initials are perfect');
  await review
    .getByLabel('Your review')
    .fill('The size L fits snugly and the stitched initials made it a lovely gift.');
  await review.scrollIntoViewIfNeeded();
  await shoot(page, 'truth-review-form', undefined, review);

  // The maker: a price change (for the activity log), the variant editor, the campaign preview.
  const maker = await admin.newPage();
  await maker.setViewportSize(DESKTOP);
  await maker.goto(`/admin/products?edit=${id}`);
  const dialog = maker.getByRole('dialog');
  // The admin panel checks the session before it draws the dialog: slow on a busy machine.
  await expect(dialog.getByRole('table')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('table').scrollIntoViewIfNeeded();
  await shoot(maker, 'truth-variant-editor', undefined, dialog.getByRole('table'));
  await dialog.getByLabel('Price ($)', { exact: true }).first().fill('44');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(maker.getByText(/^Product saved/)).toBeVisible({ timeout: 30_000 });
  await shoot(maker, 'truth-product-saved');

  await maker.goto('/admin/activity');
  await expect(maker.getByText(/Changed the price of Chunky Pom-Pom Beanie/).first()).toBeVisible({
    timeout: 60_000,
  });
  await shoot(maker, 'truth-activity');

  await maker.goto('/admin/newsletter');
  await maker.getByLabel('Subject').fill('Warm heads for the first frost');
  await maker
    .getByLabel('Mail')
    .fill(
      `# First frost\n\nOur chunky beanie is back in every size, with your initials if you like.\n\n[product:${id}]\n\nHappy hooking!`,
    );
  await expect(maker.getByRole('region', { name: 'Product cards in this mail' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(maker.frameLocator('iframe[title="Mail preview"]').getByText(BEANIE)).toBeVisible();
  await shoot(
    maker,
    'truth-newsletter-preview',
    undefined,
    maker.getByRole('region', { name: 'Preview' }),
  );
  await admin.close();
});
