/**
 * The shop with the keyboard alone: switching sign-in views moves the focus to the
 * new view's heading, and the whole buy story — browse, quick view, cart, checkout (creating an
 * account on the way), paying on the test page, My Orders — works with Tab, Enter, Space,
 * Escape and typing, never a click.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { uniqueEmail, PASSWORD } from '../support/shop-session';

test.use({ trace: 'off' });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus, as a keyboard user would (fails if it never does). */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${max} presses of Tab`).toBeFocused();
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const viewHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

test('switching sign-in views puts the focus on the new view’s heading', async ({ page }) => {
  await page.goto('/signin');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(viewHeading(page, 'Welcome back')).toBeVisible();

  const switches: [string, string][] = [
    ['Sign up', 'Welcome to Loop & Lantern'],
    ['Sign in', 'Welcome back'],
    ['Forgot your password?', 'Reset your password'],
    ['Back to sign in', 'Welcome back'],
    ['Email me a link', 'Sign in with a magic link'],
    ['Back to sign in with a password', 'Welcome back'],
    ['Use a one-time code', 'Sign in with a one-time code'],
  ];
  for (const [button, heading] of switches) {
    await tabTo(page, main.getByRole('button', { name: button, exact: true }));
    await page.keyboard.press('Enter');
    await expect(viewHeading(page, heading)).toBeFocused();
  }
});

test('following a link with the keyboard puts the focus on the new page’s heading', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeFocused();
  // From the focused heading, back up to the navigation bar.
  await tabTo(page, nav.getByRole('link', { name: 'About Me' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await page.goto('/cart');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeFocused();
});

test('the whole buy story works with the keyboard alone', async ({ page }) => {
  await page.goto('/products?inStock=true');
  const main = page.getByRole('main');

  // Browse → quick view → Buy Now (adds the piece and opens the cart). The piece is the first
  // card without options (a choice of size or colour is its own story) with two units left.
  const listing = (await (
    await page.request.get('/api/products?inStock=true&kind=physical')
  ).json()) as {
    items: { name: string; stock: number; options?: unknown[] }[];
  };
  const piece = listing.items.find((p) => p.stock >= 2 && !p.options?.length);
  if (!piece) throw new Error('The demo catalog needs a plain piece with two units in stock');
  const name = piece.name;
  const card = main.getByRole('article', { name, exact: true });
  await tabTo(page, card.getByRole('button', { name: `Quick View ${name}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Buy Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main.getByRole('listitem', { name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart, 2 items',
  );

  // Proceed to Checkout, signed out: the sign-in page says why, and an account is made there.
  await tabTo(page, main.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(viewHeading(page, 'Sign in to check out')).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  await expect(viewHeading(page, 'Create your account to check out')).toBeFocused();
  await typeInto(page, main.getByLabel('Email address'), uniqueEmail('keys'));
  await typeInto(page, main.getByLabel('Password', { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');

  // Back in the cart, signed in: on to the test provider's hosted page.
  await expect(page).toHaveURL(/\/cart$/);
  await tabTo(page, main.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const form = page.getByRole('form', { name: 'Payment details' });
  await typeInto(page, form.getByLabel('Full name'), 'Ada Lovelace');
  await typeInto(page, form.getByLabel('Address line 1'), '12 Loop Lane');
  await typeInto(page, form.getByLabel('City'), 'Asheville');
  await tabTo(page, form.getByLabel('State'));
  await page.keyboard.type('North Carolina');
  await expect(form.getByLabel('State')).toHaveValue('NC');
  await typeInto(page, form.getByLabel('ZIP code'), '28801');
  await tabTo(page, form.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');

  // Paid: the confirmation, the order, then My Orders.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await tabTo(page, main.getByRole('link', { name: 'View your order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
  await expect(main.getByRole('region', { name: 'Shipping Address' })).toContainText(
    '12 Loop Lane',
  );
  await tabTo(page, main.getByRole('link', { name: 'Back to Orders' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(main.getByRole('article').first()).toContainText(name);
});
