/**
 * The storefront with scripts turned off (a blocked script, a failed download, an old browser):
 * the listing's filters (patterns only among them), sort, Clear filters and Load more, the
 * header search, the newsletter, the contact form, the gift card balance, dark mode, signing up,
 * in and out (with a password, a magic link or a one-time code from the mail), the wishlist (the
 * product page's button and the listing's hearts), and paying part of an order with the demo gift
 * card applied in the cart all work from
 * the server's HTML alone. Also takes the listing's screenshots with scripts off (phone and desktop) into
 * docs/screenshots.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { DESKTOP, PHONE } from '../support/page-audit';
import { PASSWORD, signUpCustomer, uniqueEmail } from '../support/shop-session';
import { listInStock } from '../support/catalog';
import { firstLink, newestMailToWith } from '../support/outbox';
import { fillPaymentAddress } from '../support/demo-payment';
import { E2E_DATA_DIR } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.join(here, '../../docs/screenshots');

test.use({ javaScriptEnabled: false });

test('filters, sort, Clear filters and Load more work as a plain GET form and links', async ({
  page,
}) => {
  await page.goto('/products');
  const filters = page.getByRole('form', { name: 'Filter products' });
  await filters.getByLabel('Category').selectOption('amigurumi');
  await filters.getByLabel('Sort by').selectOption('price-low');
  await filters.getByLabel('Max price').fill('500');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The server tidies the address the form sent (no blanks, no defaults).
  await expect(page).toHaveURL(/\/products\?category=amigurumi&maxPrice=500&sortBy=price-low$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amigurumi' })).toBeVisible();
  const prices = await page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => Number(/\$([\d.]+)/.exec(card.textContent ?? '')?.[1] ?? NaN)),
    );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/^Showing 12 of \d+ products$/)).toBeVisible();
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/products\?page=2#listing-item-13$/);
  await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  await expect(page.locator('#listing-item-13')).toBeInViewport();

  // The Type filter narrows the listing to the digital patterns.
  await filters.getByLabel('Type').selectOption('Digital patterns (PDF)');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/products\?kind=pattern$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Patterns' })).toBeVisible();
  const patternNames = await page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  expect(patternNames.length).toBeGreaterThan(0);
  for (const name of patternNames) expect(name).toMatch(/ pattern$/);

  // Nothing found: Clear filters under the message is a link too.
  await page.goto('/products?search=zzzzqqqq');
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('link', { name: 'Clear filters' })
    .click();
  await expect(page).toHaveURL(/\/products$/);

  // Quick View opens the product page.
  const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const name = await firstCard.getAttribute('aria-label');
  await firstCard.getByRole('button', { name: `Quick View ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
});

test('the listing with scripts off, on a phone and on a desktop (screenshots)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/products');
  // The panel folds on phones with no script: its bar opens it.
  const category = page.getByRole('form', { name: 'Filter products' }).getByLabel('Category');
  await expect(category).toBeHidden();
  await page.getByText('Filters', { exact: true }).first().click();
  await expect(category).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'products-scripts-off-phone.png') });
  await page.setViewportSize(DESKTOP);
  await page.goto('/products');
  await page.screenshot({ path: path.join(SHOTS, 'products-scripts-off-desktop.png') });
});

test('the header search opens the listing for what was typed', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('bunny');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=bunny$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Products' }).getByRole('article').first(),
  ).toBeVisible();
});

test('dark mode is a cookie the server renders: switched by a form, kept on the next page', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto('/products');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the newsletter and the contact form send and say so', async ({ page }) => {
  await page.goto('/about');
  const signup = page.getByRole('form', { name: 'Newsletter signup' });
  await signup.getByLabel('Email address').fill('not an address');
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Please enter a valid email address')).toBeVisible();
  await expect(signup.getByLabel('Email address')).toHaveValue('not an address');
  await signup.getByLabel('Email address').fill(uniqueEmail('scripts-off-news'));
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page
      .getByRole('form', { name: 'Newsletter signup' })
      .getByText('Successfully subscribed to our newsletter!'),
  ).toBeVisible();

  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByLabel('Email').fill('ada@example.com');
  await contact.getByLabel('Message').fill('A fox in sage green, please.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  // The name was missing: the reason, and what was typed is still there.
  await expect(contact.getByText('Please enter your name')).toBeVisible();
  await expect(contact.getByLabel('Message')).toHaveValue('A fox in sage green, please.');
  await contact.getByLabel('Name', { exact: true }).fill('Ada');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
});

test('a shopper applies the demo gift card in the cart, and pays the rest on the payment page', async ({
  page,
  baseURL,
}) => {
  // The demo shop's $50.00 card, kept in the data directory as the server printed it.
  const demoCard = await fs.readFile(path.join(E2E_DATA_DIR, 'demo-gift-card.txt'), 'utf8');
  const code = /Code:\s+([A-Z0-9-]{19})/.exec(demoCard)![1]!;
  const last4 = code.slice(-4);
  type Piece = { id: string; name: string; priceCents: number; stock: number; options: unknown[] };
  const pieces = await listInStock<Piece & { personalisation: unknown }>(page.request);
  // More than the card holds, so it pays part: one piece, or a few of one.
  const piece = pieces.find(
    (p) => p.options.length === 0 && !p.personalisation && p.priceCents * p.stock > 6000,
  );
  if (!piece) throw new Error('The demo catalog needs an in-stock piece worth over $60');
  const quantity = Math.ceil(6000 / piece.priceCents);
  const subtotal = piece.priceCents * quantity;
  await signUpCustomer(page.request, baseURL!, 'gift-card-nojs');

  await page.goto(`/products/${piece.id}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await page.goto('/cart');

  const field = page.getByRole('form', { name: 'Gift card' });
  await field.getByLabel('Gift card').fill(code.toLowerCase());
  await field.getByLabel('Gift card').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'applied' })).toHaveText(
    `Gift card ····${last4} applied`,
  );
  // The code never comes back: not in the address, the field or the page.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(field.getByLabel('Gift card')).toHaveValue('');
  expect(await page.content()).not.toContain(code.replaceAll('-', ''));
  const applied = page.getByRole('list', { name: 'Applied gift cards' });
  await expect(applied).toContainText(`Gift card ····${last4}`);
  await expect(applied).toContainText('Pays −$50.00');
  await expect(applied).toContainText('$0.00 left on the card');
  const left = (subtotal - 5000) / 100;
  await expect(page.getByText('Left to pay by card').locator('..')).toContainText(
    `$${left.toFixed(2)} + shipping`,
  );

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  const payment = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(payment, { name: 'Gil Nojs', line1: '4 Skein Row' });
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  // The order lists what the gift card paid, and the rest paid by card.
  const giftCardRow = page.getByText('Gift card', { exact: true }).locator('..');
  await expect(giftCardRow).toContainText('−$50.00');

  // The cart, gift card included, went into the order.
  const kept = await page.request.post('/api/cart/gift-cards/quote', {
    data: { dueCents: 1000 },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(((await kept.json()) as { cards: unknown[] }).cards).toEqual([]);
});

test('the gift card balance page answers a code sent with Enter', async ({ page }) => {
  await page.goto('/gift-cards/balance');
  const form = page.getByRole('form', { name: 'Check a gift card balance' });
  await form.getByLabel('Gift card code').fill('WRON-GCOD-EXXX-XXXX');
  await form.getByLabel('Gift card code').press('Enter');
  await expect(form.getByText("This gift card doesn't exist or has no balance left")).toBeVisible();
  await expect(form.getByLabel('Gift card code')).toHaveValue('WRON-GCOD-EXXX-XXXX');
});

test('a shopper signs up, saves a piece to the wishlist, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('scripts-off-signup');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  // The server's reason under the field, in the shop's words; the address is kept.
  await expect(form.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signed in, the wishlist button is a form too: saved, counted in the bar, removed.
  const [piece] = await listInStock<{ id: string; name: string }>(page.request);
  await page.goto(`/products/${piece!.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove from Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a shopper signs in by a magic link, then by a one-time code read from the mail', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await signUpCustomer(request, baseURL!, 'scripts-off-mail');
  const form = page.getByRole('main');
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a magic link' })).toBeVisible();
  await form.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(
    page.getByRole('heading', { name: 'Check your email for the magic link' }),
  ).toBeVisible();
  await expect(form.getByText(email)).toBeVisible();
  let mail = '';
  await expect
    .poll(async () => (mail = await newestMailToWith(email, '/api/auth/magic-link/verify')))
    .not.toBe('');
  await page.goto(firstLink(mail));
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a one-time code' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a one-time code' })).toBeVisible();
  await form.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The page comes back at the code step for the address.
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(form.getByText(email)).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      // The code is in the mail's subject: "Your Loop & Lantern code: 123456".
      const codeMail = await newestMailToWith(email, 'code:');
      return (code = /code: (\d{6})/.exec(codeMail)?.[1] ?? '');
    })
    .not.toBe('');
  await form.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(form.getByText('Invalid OTP')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(form.getByLabel('One-time code')).toHaveValue('');
  await form.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('the listing’s hearts save and remove a piece; signed out, a heart asks to sign in first', async ({
  page,
  baseURL,
}) => {
  await page.goto('/products');
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  // Signed out: the heart's form sends the visitor to sign in and back to the listing.
  await card.getByRole('button', { name: `Add ${name} to Wishlist` }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Fproducts$/);

  await signUpCustomer(page.request, baseURL!, 'scripts-off-hearts');
  await page.goto('/products?sortBy=newest');
  const hearted = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const piece = (await hearted.getAttribute('aria-label'))!;
  await hearted.getByRole('button', { name: `Add ${piece} to Wishlist` }).click();
  // Back on the same listing, rendered by the server with the heart filled and the count.
  await expect(page).toHaveURL(/\/products\?sortBy=newest$/);
  await expect(
    hearted.getByRole('button', { name: `Remove ${piece} from Wishlist` }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' }),
  ).toBeVisible();
  await hearted.getByRole('button', { name: `Remove ${piece} from Wishlist` }).click();
  await expect(hearted.getByRole('button', { name: `Add ${piece} to Wishlist` })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }),
  ).toBeVisible();
});
