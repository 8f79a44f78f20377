/**
 * Screenshots of Admin → Analytics and Admin → Settings → Sales channels, desktop and phone,
 * light and dark, after visits from a few sources (each its own address, an ordinary browser's
 * user agent) and one purchase from a Pinterest pin.
 */
import { expect, test } from '@playwright/test';
import { adminContext, AUDIT_ADDRESS, inStockProducts } from '../support/audit-fixtures';
import { DESKTOP } from '../support/page-audit';
import { firstShippingOption } from '../support/shipping-option';
import { postJson, signUpCustomer } from '../support/shop-session';
import { shoot } from './shoot';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const VISITS = [
  { from: '?utm_source=pinterest&utm_medium=product_feed&utm_campaign=pinterest_catalog', n: 5 },
  { from: '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-throws', n: 3 },
  { referer: 'https://www.google.com/', n: 4 },
  { referer: 'https://www.instagram.com/', n: 3 },
  { n: 2 },
];

test('analytics and sales channels', async ({ page, browser, baseURL, playwright }) => {
  const products = await inStockProducts(page.request);
  let visitor = 1;
  for (const visit of VISITS) {
    for (let i = 0; i < visit.n; i++) {
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: {
          'user-agent': BROWSER,
          'x-forwarded-for': `10.9.0.${visitor++}`,
          ...(visit.referer ? { referer: visit.referer } : {}),
        },
      });
      const product = products[i % products.length]!;
      await request.get(`/products/${product.id}${visit.from ?? ''}`);
      await request.get('/products');
      if (i % 2 === 0) {
        // Counted by the server as the cart takes the line.
        const added = await request.post('/api/cart/changes', {
          data: { kind: 'add', productId: product.id, quantity: 1 },
          headers: { origin: baseURL! },
        });
        expect(added.status()).toBe(200);
      }
      if (visit.from?.includes('pinterest') && i < 2) {
        await signUpCustomer(request, baseURL!, `pinner${i}`);
        const checkout = (await postJson(request, baseURL!, '/api/checkout', {
          items: [{ productId: product.id, quantity: 1 }],
        })) as { url: string };
        const sessionId = checkout.url.split('/').pop();
        await postJson(request, baseURL!, `/api/test-checkout/${sessionId}/pay`, {
          shippingAddress: AUDIT_ADDRESS,
          billingSameAsShipping: true,
          shippingOptionId: await firstShippingOption(request, baseURL!, sessionId!),
        });
      }
      await request.dispose();
    }
  }

  const { context } = await adminContext(browser, baseURL!);
  const admin = await context.newPage();
  await admin.setViewportSize(DESKTOP);
  await admin.goto('/admin/analytics');
  const pinterest = admin.getByRole('row', { name: /^Pinterest/ });
  await expect(async () => {
    await admin.reload();
    await expect(pinterest).toBeVisible({ timeout: 10_000 });
    await expect(pinterest).toContainText('$', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await shoot(admin, 'admin-analytics');

  await admin.goto('/admin/settings/sales-channels');
  await expect(admin.getByRole('heading', { name: 'Items to fix' })).toBeVisible({
    timeout: 30_000,
  });
  await shoot(admin, 'admin-sales-channels');
  await context.close();
});
