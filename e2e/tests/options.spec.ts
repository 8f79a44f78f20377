/**
 * Product options and personalisation: a shopper picks a size and a colour on the demo beanie,
 * finds the sold-out colour disabled (and asks to hear when that choice is back), adds the piece
 * with initials to stitch, pays with the built-in provider and sees the choice and the text on
 * the order; the maker sees both on the packing slip.
 */
import { signInAdmin, signUpCustomer } from '../support/shop-session';
import { expect, test } from '../support/test';

const BEANIE = 'Chunky Pom-Pom Beanie';

test('a shopper buys a beanie in a size and colour with initials; the maker sees them on the slip', async ({
  page,
  baseURL,
  browser,
  extraHTTPHeaders,
  watchConsole,
}) => {
  // A whole purchase and then the maker's slip: nearly a minute on a busy machine.
  test.slow();
  const found = await page.request.get(`/api/products?search=${encodeURIComponent(BEANIE)}`);
  const { items } = (await found.json()) as { items: { id: string; name: string }[] };
  const beanie = items.find((p) => p.name === BEANIE);
  if (!beanie) throw new Error('The demo catalog needs its pom-pom beanie');
  const email = await signUpCustomer(page.request, baseURL!, 'options');

  await page.goto(`/products/${beanie.id}`);
  const main = page.getByRole('main');
  const size = main.getByRole('radiogroup', { name: 'Size' });
  const colour = main.getByRole('radiogroup', { name: 'Colour' });
  // One call to action, saying what is missing. Before the app runs the button posts, and the
  // server answers with the same reason; the shopper's pointer over the page wakes the app,
  // which holds the button back until a size is chosen.
  const addToCart = main.getByRole('button', { name: 'Add to Cart' });
  await addToCart.hover();
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription('Choose a Size');
  await expect(main.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);

  // The radios are visually hidden inside their pill-shaped labels: a shopper clicks the label.
  const pick = async (group: typeof size, value: string) => {
    await group
      .locator('label', { has: page.getByRole('radio', { name: value, exact: true }) })
      .click();
    await expect(group.getByRole('radio', { name: value, exact: true })).toBeChecked();
  };
  await pick(size, 'M');
  // M in Rust is sold out: visible, "Sold out" in its name; nothing is offered for a colour
  // nobody chose.
  await expect(colour.getByRole('radio', { name: /^Rust.*Sold out/ })).toBeVisible();
  await expect(addToCart).toHaveAccessibleDescription('Choose a Colour');
  await expect(main.getByRole('button', { name: "Email me when it's back" })).toHaveCount(0);
  // Chosen, the sold-out combination can be asked about.
  await colour
    .locator('label', { has: page.getByRole('radio', { name: /^Rust.*Sold out/ }) })
    .click();
  await main.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(
    main.getByText(`We'll email ${email} once when Size: M / Colour: Rust is back.`),
  ).toBeVisible();

  await pick(colour, 'Sage');
  await expect(page).toHaveURL(/[?&]variant=/);
  await main.getByLabel(/Initials on the tag/).fill('MO');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Size: M / Colour: Sage').first()).toBeVisible();
  await expect(page.getByText('Initials on the tag: “MO”')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);

  const form = page.getByRole('form', { name: 'Payment details' });
  await form.getByLabel('Full name').fill('Mo Hale');
  await form.getByLabel('Address line 1').fill('9 Yarn Street');
  await form.getByLabel('City').fill('Asheville');
  await form.getByLabel('State').selectOption('NC');
  await form.getByLabel('ZIP code').fill('28801');
  // Keyboard: the payment page's button can wait long for "stable" on a loaded machine.
  await form.getByRole('button', { name: /^Pay \$/ }).press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);

  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+/);
  await expect(page.getByText('Size: M / Colour: Sage').first()).toBeVisible();
  await expect(page.getByText('Personalisation: “MO”').first()).toBeVisible();
  const orderId = /\/orders\/([0-9a-f-]+)/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();

  // The maker opens the packing slip in a browser of their own (from a client address of this
  // test's, like every request of the test). The slip is drawn in the browser after the app has
  // loaded and checked the session, then asked for the order: on a busy two-core machine that
  // chain alone took 9 s after the page's load event, so the first look waits for it.
  const slip = await browser.newContext({ baseURL, extraHTTPHeaders });
  await signInAdmin(slip.request, baseURL!);
  const slipPage = await slip.newPage();
  watchConsole(slipPage);
  await slipPage.goto(`/admin/orders/${orderId}/packing-slip`);
  const sheet = slipPage.getByRole('article', { name: /Packing slip for order/ });
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await expect(sheet).toContainText('Size: M / Colour: Sage');
  await expect(sheet).toContainText('Stitch: “MO”');
  await slip.close();
});
