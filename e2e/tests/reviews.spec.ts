/**
 * Verified reviews end to end: a customer buys a piece, the maker completes the order, the
 * customer writes a review with a photo from the order page, the maker approves it and replies,
 * and a visitor sees it on the product page with "Verified purchase". A signed-in customer who
 * never bought the piece sees no "Write a review", and the API refuses them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { AUDIT_ADDRESS, inStockProducts } from '../support/audit-fixtures';
import { ADMIN, postJson, signUpCustomer } from '../support/shop-session';
import { waitForHydration } from '../support/hydration';

const here = path.dirname(fileURLToPath(import.meta.url));
const PHOTO = path.join(here, '../fixtures/yarn-ball-sage.png');
const TITLE = 'Soft, sturdy and just the right size';
const TEXT = 'The stitches are tight and even, and it survived its first wash looking new.';
const REPLY = 'Thank you for the lovely photo!';

test('a buyer reviews with a photo, the maker approves and replies, a visitor sees it', async ({
  page,
  browser,
  baseURL,
  watchConsole,
}) => {
  // The customer buys one piece (through the API: checkout and the test provider's payment).
  await signUpCustomer(page.request, baseURL!, 'reviewer');
  const products = await inStockProducts(page.request);
  const product = products.at(-1)!;
  const checkout = (await postJson(page.request, baseURL!, '/api/checkout', {
    items: [{ productId: product.id, quantity: 1 }],
  })) as { url: string };
  const sessionId = checkout.url.split('/').pop();
  const session = (await (await page.request.get(`/api/test-checkout/${sessionId}`)).json()) as {
    shippingOptions: { id: string }[];
  };
  const { orderId } = (await postJson(
    page.request,
    baseURL!,
    `/api/test-checkout/${sessionId}/pay`,
    {
      shippingAddress: AUDIT_ADDRESS,
      billingSameAsShipping: true,
      shippingOptionId: session.shippingOptions[0]?.id,
    },
  )) as { orderId: string };

  // The maker completes the order.
  const makerContext = await browser.newContext({ baseURL });
  const maker = await makerContext.newPage();
  watchConsole(maker);
  const signIn = await maker.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  const completed = await maker.request.patch(`/api/admin/orders/${orderId}`, {
    data: { status: 'completed' },
    headers: { origin: baseURL! },
  });
  expect(completed.ok(), await completed.text()).toBe(true);

  // The customer writes a review with a photo, from the order page.
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('link', { name: `Write a review: ${product.name}` }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Rate 5 out of 5' }).click();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Your review').fill(TEXT);
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(
    page.getByText('Thanks! Your review will appear once the maker has read it.'),
  ).toBeVisible();
  await expect(page.getByText('Your review is Pending')).toBeVisible();

  // The maker approves it and replies.
  await maker.goto('/admin/reviews');
  const card = maker.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  // It leaves the Pending queue and is listed under Approved.
  await expect(card).toHaveCount(0);
  await maker.getByLabel('Show').selectOption('approved');
  const approved = maker.getByRole('listitem').filter({ hasText: TITLE });
  await approved.getByRole('button', { name: 'Reply' }).click();
  await approved.getByLabel('Reply from the maker').fill(REPLY);
  await approved.getByRole('button', { name: 'Publish reply' }).click();
  await expect(approved.getByText(REPLY)).toBeVisible();
  await makerContext.close();

  // A visitor sees it on the product page, with "Verified purchase", the photo and the reply.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  watchConsole(visitor);
  await visitor.goto(`/products/${product.id}`);
  const reviews = visitor.getByRole('region', { name: 'Reviews' });
  const review = reviews.getByRole('article', { name: TITLE });
  await expect(review).toBeVisible();
  await expect(review.getByText('Verified purchase')).toBeVisible();
  await expect(review.getByText(TEXT)).toBeVisible();
  await expect(review.getByText(REPLY)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  // The thumbnail is a link to the full-size photo, so it opens with or without the app: here
  // in a new tab, as a click with a modifier key does either way.
  const thumbnail = review.getByRole('link', { name: /^View photo 1 from / });
  const [photoTab] = await Promise.all([
    visitorContext.waitForEvent('page'),
    thumbnail.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await photoTab.waitForLoadState();
  expect(photoTab.url()).toBe(new URL((await thumbnail.getAttribute('href'))!, baseURL).href);
  expect(await photoTab.evaluate(() => document.contentType)).toMatch(/^image\//);
  await photoTab.close();
  // This step tests the app's own part, the zoomable viewer it opens in place of the link on a
  // plain click: it waits for the app to have taken over the page.
  await waitForHydration(visitor);
  await thumbnail.click();
  const viewer = visitor.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await visitorContext.close();

  // The server-rendered HTML carries the review and its structured data.
  const html = await (await page.request.get(`/products/${product.id}`)).text();
  expect(html).toContain(TITLE);
  expect(html).toContain('"@type":"Review"');
});

test('a signed-in customer who did not buy the piece cannot review it', async ({
  page,
  baseURL,
}) => {
  await signUpCustomer(page.request, baseURL!, 'browser');
  const [product] = await inStockProducts(page.request);
  await page.goto(`/products/${product!.id}?review=write`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  // The star rating still works for them; writing a review does not.
  await expect(page.getByRole('group', { name: 'Rate this product' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  const res = await page.request.post(`/api/products/${product!.id}/reviews`, {
    data: { stars: 5, title: 'Nice', text: 'I never bought it but here I am anyway.' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toBe(
    'Only customers who bought this item can review it',
  );
});
