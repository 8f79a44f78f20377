/**
 * axe-core on the main storefront pages as a browser with scripts turned off shows them (a
 * blocked script, a failed download, an old browser): home, the listing, a product with
 * options, the cart holding two pieces, sign in and contact; phone (390×844) and desktop
 * (1280×900), light and dark. The same WCAG 2.2 AA and best-practice rules as a11y.spec.ts.
 *
 * axe cannot run where JavaScript is disabled, so each page is loaded with the shop's scripts
 * taken out of its HTML (support/scripts-off-page.ts): the DOM is the one a scripts-off browser
 * builds, and axe is injected into it. The cart is filled the scripts-off way too, by the
 * listing's Add to Cart forms.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  axeFindings,
  COLOUR_RULES,
  DESKTOP,
  PHONE,
  setDarkMode,
  settle,
} from '../support/page-audit';
import { showWithScriptsOff } from '../support/scripts-off-page';
import { postJson, signInAdmin, uniqueEmail } from '../support/shop-session';
import { latestMailTo } from '../support/outbox';

const MODES = [
  { label: 'desktop light', viewport: DESKTOP, isDark: false },
  { label: 'desktop dark', viewport: DESKTOP, isDark: true, rules: COLOUR_RULES },
  { label: 'phone dark', viewport: PHONE, isDark: true },
  { label: 'phone light', viewport: PHONE, isDark: false, rules: COLOUR_RULES },
];

const BEANIE = 'Chunky Pom-Pom Beanie';

test.use({ trace: 'off' });
// Each page is audited in four modes, each a full axe run: minutes on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

/** Every mode's findings on the page as it is now; fails with the rule, mode and elements. */
async function audit(page: Page) {
  await settle(page);
  // No script set the `js` class: the page is styled as with scripts off.
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
  const report: string[] = [];
  for (const mode of MODES) {
    await page.setViewportSize(mode.viewport);
    await setDarkMode(page, mode.isDark);
    for (const f of await axeFindings(page, mode.rules)) {
      report.push(`[${mode.label}] ${f.rule} (${f.impact})\n    ${f.nodes.join('\n    ')}`);
    }
  }
  expect(report, `${report.length} axe violations:\n${report.join('\n')}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await showWithScriptsOff(page);
});

test('home, listing, product with options and contact with scripts off', async ({ page }) => {
  const found = await page.request.get(`/api/products?search=${encodeURIComponent(BEANIE)}`);
  const { items } = (await found.json()) as { items: { id: string; name: string }[] };
  const beanie = items.find((p) => p.name === BEANIE);
  if (!beanie) throw new Error('The demo catalog needs its pom-pom beanie');

  for (const path of ['/', '/products', `/products/${beanie.id}`, '/contact']) {
    await test.step(path, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await audit(page);
    });
  }
});

// Pages with no public description (the cart, sign-in) carry their title in the server's HTML
// too: this audit found them without one once.
test('sign in with scripts off', async ({ page }) => {
  await page.goto('/signin');
  await audit(page);
});

// The pages a form's 303 leads to are stripped of scripts too (support/scripts-off-page.ts hands
// the redirect over as a meta refresh): Playwright does not route a redirect's next request.
test('the cart holding two pieces, and a form refused, with scripts off', async ({ page }) => {
  await page.goto('/products?inStock=true');
  const adds = page.getByRole('region', { name: 'Products' }).getByRole('button', {
    name: 'Add to Cart',
  });
  await adds.nth(0).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await adds.nth(1).click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await audit(page);

  // A code the shop does not know: the server renders the reason beside the field.
  await page.getByRole('textbox', { name: 'Discount code' }).fill('NOSUCHCODE');
  await page
    .getByRole('form', { name: 'Discount code' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue('NOSUCHCODE');
  await audit(page);
});

test('the cart with a gift card applied, and a code refused, with scripts off', async ({
  page,
  baseURL,
}) => {
  // A card of its own, issued by the maker: its code comes in the recipient's mail.
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAdmin(admin, baseURL!);
  const recipientEmail = uniqueEmail('a11y-gift');
  await postJson(admin, baseURL!, '/api/admin/gift-cards', {
    amountCents: 1500,
    recipientName: 'Wren Audit',
    recipientEmail,
  });
  await admin.dispose();
  const code = /Your code: ([A-Z0-9-]{19})/.exec(await latestMailTo(recipientEmail))![1]!;

  await page.goto('/products?inStock=true');
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: 'Add to Cart' })
    .first()
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  const field = page.getByRole('form', { name: 'Gift card' });
  await field.getByLabel('Gift card').fill(code);
  await field.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Applied gift cards' })).toContainText('Pays');
  await audit(page);

  await field.getByLabel('Gift card').fill('WRON-GCOD-EXXX-XXXX');
  await field.getByRole('button', { name: 'Apply' }).click();
  await expect(field.getByRole('alert')).toHaveText(
    "This gift card doesn't exist or has no balance left",
  );
  await audit(page);
});
