/**
 * Digital patterns as people use them: a shopper buys a crochet pattern and a hat in one order
 * (shipping charged for the hat alone) and pays on the built-in page; downloads the pattern from
 * the order page and from the confirmation mail, each copy stamped with their name, email and
 * order number; uses up the downloads and is told so; the maker resets the count and the shopper
 * downloads again; the maker refunds the order and the link closes at once.
 */
import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { downloadsLeftText, licenceStamp, PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import { demoPattern } from '../support/catalog';
import { fillPaymentAddress } from '../support/demo-payment';
import { newestMailToWith } from '../support/outbox';
import { PASSWORD, postJson, signInAdmin, uniqueEmail } from '../support/shop-session';
import { expect, test } from '../support/test';

type ApiProduct = { id: string; name: string; priceCents: number; stock: number; options?: [] };

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** The demo shop's Standard rate: $5.99, free from $75.00 of goods that ship. */
const STANDARD_CENTS = 599;
const FREE_FROM_CENTS = 7500;

async function plainHat(request: APIRequestContext): Promise<ApiProduct> {
  const res = await request.get(
    '/api/products?inStock=true&kind=physical&category=hats&pageSize=100',
  );
  const hat = ((await res.json()) as { items: ApiProduct[] }).items.find(
    (p) => !p.options?.length && p.stock > 0 && p.priceCents < FREE_FROM_CENTS,
  );
  if (!hat) throw new Error('The demo catalog needs a plain hat in stock under $75');
  return hat;
}

/** Every page's text of a PDF, as a PDF viewer reads it. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: false,
  });
  return text as string[];
}

async function expectStamped(bytes: Buffer, stamp: string) {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = await pdfPages(bytes);
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) expect(page).toContain(stamp);
}

/** Clicks a Download link of the order page and returns the file the browser saved. */
async function downloadFromOrderPage(page: Page): Promise<Buffer> {
  const downloads = page.getByRole('region', { name: PATTERN_TEXTS.downloadsHeading });
  const saved = page.waitForEvent('download');
  await downloads.getByRole('link', { name: /^Download / }).click();
  return fs.readFile((await (await saved).path())!);
}

test('a pattern bought with a hat: stamped downloads, a limit, a reset, closed by a refund', async ({
  page,
  browser,
  baseURL,
  expectConsole,
}) => {
  test.setTimeout(240_000);
  // A download past the limit (403) and one after the refund (410) are refused on purpose.
  expectConsole(/\/api\/downloads\/.*status of (403|410)/);
  const origin = baseURL!;
  const pattern = await demoPattern(page.request);
  const hat = await plainHat(page.request);
  const name = 'Wren Hollis';
  const email = uniqueEmail('pattern-buyer');
  await postJson(page.request, origin, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name,
  });

  // The pattern's page promises an instant PDF; both go into the cart.
  await page.goto(`/products/${pattern.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(PATTERN_TEXTS.instantDownload)).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto(`/products/${hat.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);

  // The hat ships, the pattern does not: Standard shipping on the hat's price alone.
  const pay = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(pay, { name, line1: '7 Skein Row' });
  const methods = pay.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await expect(methods).toContainText(money(STANDARD_CENTS));
  const total = money(pattern.priceCents + hat.priceCents + STANDARD_CENTS);
  await pay.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
  const orderId = /\/orders\/([0-9a-f-]+)/.exec(page.url())![1]!;
  const number = orderId.slice(0, 8);
  const stamp = licenceStamp(name, email, number);

  // From the order page: a copy stamped for the buyer.
  const downloads = page.getByRole('region', { name: PATTERN_TEXTS.downloadsHeading });
  await expect(downloads).toContainText(downloadsLeftText(5, 5));
  await expectStamped(await downloadFromOrderPage(page), stamp);

  // From the confirmation mail's link: the same, counted on the same line.
  let mail = '';
  await expect
    .poll(async () => (mail = await newestMailToWith(email, '/api/downloads/')))
    .not.toBe('');
  const mailLink = /https?:\/\/[^\s"<>]+\/api\/downloads\/[^\s"<>]+/.exec(mail)![0];
  const fromMail = () => page.request.get(mailLink, { headers: { accept: 'application/pdf' } });
  const mailed = await fromMail();
  expect(mailed.status()).toBe(200);
  await expectStamped(await mailed.body(), stamp);
  await page.reload();
  await expect(downloads).toContainText(downloadsLeftText(3, 5));

  // Up to the limit, then a clear refusal on the order page and behind the link.
  for (let i = 0; i < 3; i++) expect((await fromMail()).status()).toBe(200);
  expect((await fromMail()).status()).toBe(403);
  await page.reload();
  await expect(downloads).toContainText(PATTERN_TEXTS.limitReached);
  await expect(downloads.getByRole('link', { name: /^Download / })).toHaveCount(0);
  const refusal = await page.goto(mailLink);
  expect(refusal?.status()).toBe(403);
  await expect(page.getByText(PATTERN_TEXTS.limitReached)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your orders' })).toBeVisible();

  // The maker gives the buyer the whole limit again.
  const maker = await browser.newContext({ baseURL: origin });
  await signInAdmin(maker.request, origin);
  const admin = await maker.newPage();
  await admin.goto('/admin/orders');
  await admin.getByLabel('Search orders').fill(number);
  const row = admin.getByRole('row', { name: `Order #${number}` });
  await row.getByRole('button', { name: '2 items' }).click();
  const counts = admin.getByRole('region', { name: 'Pattern downloads' }).filter({ visible: true });
  await expect(counts).toContainText('5 of 5 downloads used');
  await counts.getByRole('button', { name: `Reset downloads of ${pattern.name}` }).click();
  await expect(counts).toContainText('0 of 5 downloads used');

  await page.goto(`/orders/${orderId}`);
  await expect(downloads).toContainText(downloadsLeftText(5, 5));
  await expectStamped(await downloadFromOrderPage(page), stamp);

  // A refund closes the link at once.
  await row.getByLabel(`Status of Order #${number}`).selectOption('cancelled');
  const confirm = admin.getByRole('alertdialog', { name: `Cancel Order #${number}?` });
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await maker.close();
  const closed = await page.goto(mailLink);
  expect(closed?.status()).toBe(410);
  await expect(page.getByText(PATTERN_TEXTS.revoked)).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(downloads).toContainText(PATTERN_TEXTS.revoked);
  await expect(downloads.getByRole('link', { name: /^Download / })).toHaveCount(0);
});
