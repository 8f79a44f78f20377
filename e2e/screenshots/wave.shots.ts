/**
 * Screenshots of the shop's front pages and of the newer screens, desktop (1280) and phone (390),
 * light and dark: the home page and the listing (README), the custom order request form and the
 * maker's view of a request, the upcoming drop with "Notify me at launch", the campaign editor
 * with its preview, the dashboard's Backups card and the profile's Cart reminders.
 */
import { expect, test } from '@playwright/test';
import { adminContext } from '../support/audit-fixtures';
import { fillBlanketQuote, fillBlanketRequest, openBlanketRequest } from '../support/custom-order';
import { waitForHydration } from '../support/hydration';
import { DESKTOP } from '../support/page-audit';
import { postJson, signUpCustomer } from '../support/shop-session';
import { only, shoot } from './shoot';

test('front pages and the newer screens', async ({ page, browser, baseURL }) => {
  await page.setViewportSize(DESKTOP);

  // An upcoming drop holding a product, so the home page shows "Notify me at launch".
  const { context: admin } = await adminContext(browser, baseURL!);
  const listing = await (await page.request.get('/api/products?pageSize=1')).json();
  const imageUrl = (listing.items[0].images[0].src as string).split('?')[0];
  const releaseAt = new Date(Date.now() + 9 * 24 * 3600 * 1000);
  await postJson(admin.request, baseURL!, '/api/admin/monthly-drops', {
    name: 'Lantern Moths',
    description: 'Six moths with lantern-glow wings, hooked in mohair.',
    price: 36,
    stock: 6,
    imageUrl,
    releaseDate: releaseAt.toISOString().slice(0, 10),
    releaseAt: releaseAt.toISOString(),
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'home', only('desktop', 'phone'));
  const upcoming = page.getByRole('article', { name: 'Upcoming drop: Lantern Moths' });
  await upcoming.scrollIntoViewIfNeeded();
  await shoot(page, 'drop-notify', only('desktop', 'phone-dark'), upcoming);

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'products', only('desktop-dark', 'phone'));

  // The custom order request, filled in.
  await page.goto('/custom-order');
  await waitForHydration(page);
  const form = await fillBlanketRequest(page, 'vera@example.com');
  await shoot(page, 'custom-order-form');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('We sent a confirmation to vera@example.com')).toBeVisible();

  // The maker's view of it, with a quote being written.
  const maker = await admin.newPage();
  await maker.setViewportSize(DESKTOP);
  await expect(await openBlanketRequest(maker)).toHaveCount(2);
  await fillBlanketQuote(maker);
  await shoot(maker, 'admin-custom-order');

  // The campaign editor with a product card in its preview.
  await maker.goto('/admin/newsletter');
  await maker.getByLabel('Subject').fill('Fresh off the hook');
  await maker
    .getByLabel('Mail', { exact: true })
    .fill('# New this week\n\nA **cosy** piece just for you:');
  await maker
    .getByRole('button', { name: /^Insert / })
    .first()
    .click();
  const preview = maker.frameLocator('iframe[title="Mail preview"]');
  await expect(preview.getByRole('heading', { name: 'New this week' })).toBeVisible();
  await shoot(maker, 'campaign-editor', only('desktop', 'phone-dark'));

  // The dashboard's Backups card after "Back up now".
  await maker.goto('/admin');
  await maker.getByRole('button', { name: 'Back up now' }).click();
  const backups = maker.getByRole('region', { name: 'Backups' });
  await expect(backups.getByRole('link', { name: 'Download backup' })).toBeVisible();
  await backups.scrollIntoViewIfNeeded();
  await shoot(maker, 'admin-dashboard', only('desktop'));
  await shoot(maker, 'admin-backups', only('phone'), backups);
  await admin.close();

  // The profile's Cart reminders.
  await signUpCustomer(page.request, baseURL!, 'shots');
  await page.goto('/profile');
  const reminders = page.getByRole('checkbox', { name: /Cart reminders/ });
  await expect(reminders).toBeVisible();
  await reminders.scrollIntoViewIfNeeded();
  await shoot(page, 'profile-cart-reminders', only('desktop', 'phone-dark'), reminders);
});
