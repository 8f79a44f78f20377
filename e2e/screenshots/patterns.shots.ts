/**
 * Screenshots of digital patterns, desktop (1280) and phone (390), light and dark: a pattern's
 * product page ("Instant PDF download"), the buyer's order page with its Download links, and the
 * maker's product form with the pattern's PDF files.
 */
import { expect, test } from '@playwright/test';
import { PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import { demoPattern } from '../support/catalog';
import { DESKTOP } from '../support/page-audit';
import { postJson, signInAdmin, signUpCustomer } from '../support/shop-session';
import { shoot } from './shoot';

const BILLING = {
  name: 'Wren Hollis',
  line1: '7 Skein Row',
  city: 'Asheville',
  state: 'NC',
  postal_code: '28801',
  country: 'US',
};

test('a pattern, an order with its downloads, the maker’s pattern files', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pattern = await demoPattern(page.request);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/products/${pattern.id}`);
  await expect(page.getByRole('main').getByText(PATTERN_TEXTS.instantDownload)).toBeVisible();
  await shoot(page, 'pattern-product-page');

  // A paid order of the pattern (billing address only, as the payment page asks).
  await signUpCustomer(page.request, baseURL!, 'shots-pattern');
  const { url } = (await postJson(page.request, baseURL!, '/api/checkout', {
    items: [{ productId: pattern.id, quantity: 1 }],
  })) as { url: string };
  const paid = (await postJson(
    page.request,
    baseURL!,
    `/api/test-checkout/${url.split('/').pop()}/pay`,
    { billingSameAsShipping: false, billingAddress: BILLING },
  )) as { orderId: string };
  await page.goto(`/orders/${paid.orderId}`);
  const downloads = page.getByRole('region', { name: PATTERN_TEXTS.downloadsHeading });
  await expect(downloads.getByRole('link', { name: /^Download / })).toBeVisible();
  await shoot(page, 'order-pattern-downloads', undefined, downloads);

  await signInAdmin(page.request, baseURL!);
  await page.goto(`/admin/products?search=${encodeURIComponent(pattern.name)}`);
  await page
    .getByRole('button', { name: `Edit ${pattern.name}` })
    .filter({ visible: true })
    .click();
  const files = page.getByRole('dialog').getByRole('region', { name: /^Pattern files/ });
  await expect(files.getByRole('button', { name: /^Replace / })).toBeVisible();
  await files.scrollIntoViewIfNeeded();
  await shoot(page, 'admin-pattern-files', undefined, files);
});
