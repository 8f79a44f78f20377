/**
 * Accounts end to end against the seeded demo shop and its dev mail outbox:
 * - a guard stops a visitor at /wishlist, sign-up brings them back there; the wishlist badge
 *   counts a product added in the quick view; rating it changes the card's stars and review
 *   count; the session survives a reload; sign-out takes the badge away;
 * - magic-link sign-in and the forgotten-password flow, following the links from the outbox;
 * - a normal user is refused at /admin/login, the admin from ADMIN_EMAIL lands on /admin.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstLink, latestMailTo } from '../support/outbox';
import { listInStock } from '../support/catalog';
import { waitForHydration } from '../support/hydration';

type ApiProduct = { id: string; name: string; stock: number; rating: number; reviewsCount: number };

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
/** Fills the reset form's new password twice and submits it. */
async function setNewPassword(page: Page, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('New password', { exact: true }).fill(password);
  await main.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
}
const reviewsLabel = (n: number) =>
  n <= 0 ? 'No reviews yet' : `${n} ${n === 1 ? 'review' : 'reviews'}`;

const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0] },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

test('sign up from a guarded page, wishlist and rate a product, sign out', async ({
  page,
  request,
}) => {
  const items = await listInStock<ApiProduct>(request);
  // A product and a rating whose new average visibly moves the card's whole stars (the seeded
  // figures are backed by real ratings, so one more is averaged in).
  const moves = (p: ApiProduct, r: number) => {
    const next = Math.round(((p.rating * p.reviewsCount + r) / (p.reviewsCount + 1)) * 100) / 100;
    return Math.floor(next) !== Math.floor(p.rating);
  };
  const pick = items
    .flatMap((p) => [1, 5].map((r) => ({ product: p, myRating: r })))
    .find(({ product: p, myRating: r }) => moves(p, r));
  if (!pick) throw new Error('The demo catalog needs an in-stock product one rating can move');
  const { product, myRating } = pick;

  // The guard stops a visitor at /wishlist and remembers it.
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The view changes with the address (a navigation): typing before it has settled would go
  // into the sign-in form it replaces.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const email = uniqueEmail('shopper');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('a long test password');
  await page.getByRole('button', { name: 'Sign up' }).click();

  // …and sign-up returns there.
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');

  // Add to the wishlist from the quick view.
  await page.getByRole('link', { name: 'Explore Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('article', { name: product.name }).first();
  const cardStars = card.getByRole('img', { name: /^Rated \d out of 5$/ });
  await expect(cardStars).toHaveAccessibleName(`Rated ${Math.floor(product.rating)} out of 5`);
  await expect(card.getByText(reviewsLabel(product.reviewsCount))).toBeVisible();
  // The quick view is the app's dialog: a tap before the app runs opens the product page
  // instead (scripts-off.spec.ts). This step tests the dialog, so it asks for the app first.
  await waitForHydration(page);
  await card.getByRole('button', { name: `Quick View ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await dialog.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
  // Rate it; the card's stars and review count follow the server's recomputed numbers.
  const rated = page.waitForResponse(
    (r) => r.url().endsWith(`/api/products/${product.id}/rating`) && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: `Rate ${myRating} out of 5` }).click();
  const result = (await (await rated).json()) as {
    rating: number;
    reviewsCount: number;
    myRating: number;
  };
  expect(result.myRating).toBe(myRating);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The quick view hid the page from assistive tech while open; now the badge counts the piece.
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await expect(page.getByTestId('wishlist-badge')).toHaveText('1');
  await expect(cardStars).toHaveAccessibleName(`Rated ${Math.floor(result.rating)} out of 5`);
  await expect(card.getByText(reviewsLabel(result.reviewsCount))).toBeVisible();
  expect(Math.floor(result.rating)).not.toBe(Math.floor(product.rating));

  // The session and the wishlist survive a reload; the wishlist page shows the product.
  await page.goto('/wishlist');
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  await expect(page.getByTestId('wishlist-badge')).toHaveText('1');

  // Sign out: home, and the badge is gone.
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
  await expect(page.getByTestId('wishlist-badge')).toHaveCount(0);
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/signin$/);
});

test('magic-link sign-in from the dev outbox lands where the guard stopped you', async ({
  page,
}) => {
  const email = uniqueEmail('magic');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a magic link' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(
    page.getByRole('heading', { name: 'Check your email for the magic link' }),
  ).toBeVisible();

  const link = firstLink(await latestMailTo(email));
  expect(link).toContain('/api/auth/magic-link/verify?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();

  // The link worked once: used again, it explains itself on the magic link view.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/signin\?view=magic_link&error=INVALID_TOKEN/);
  await expect(page.getByRole('alert')).toContainText('invalid, expired or already used');
});

test('forgotten password: the reset link from the outbox sets a new password once', async ({
  page,
  request,
  baseURL,
  expectConsole,
}) => {
  // The old password is refused (401) and the used link is refused (400), as the test checks.
  expectConsole(/Failed to load resource.*status of (401|400)/);
  const email = uniqueEmail('forgetful');
  await signUpByApi(request, baseURL!, email, 'the old password');

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByText('Check your email for the password reset link')).toBeVisible();

  const link = firstLink(await latestMailTo(email));
  expect(link).toMatch(/\/signin\?view=update_password&token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await setNewPassword(page, 'the new password');
  await expect(
    page.getByText('Your password has been updated. Sign in with your new password.'),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('the old password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('the new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect((await openAccountMenu(page)).getByText(email)).toBeVisible();

  // The link works only once.
  await page.keyboard.press('Escape');
  await page.goto(link);
  await setNewPassword(page, 'a third password');
  await expect(page.getByRole('alert')).toContainText('Invalid token');
});

test('admin login refuses a normal user and lets the admin in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('not-admin');
  await signUpByApi(request, baseURL!, email, 'a normal password');

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('a normal password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
  // …and they are signed out again.
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Signed in, an admin opening /admin/login goes straight back to /admin.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
});
