/**
 * Search as you type in the header: a misspelling still suggests the right pieces, Enter lists
 * the corrected results, a suggestion opens its page, on a desktop and on a phone. With
 * SEARCH_SCREENSHOTS=1 the open search is also photographed into docs/screenshots.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DESKTOP, PHONE, setDarkMode } from '../support/page-audit';

const screenshots = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots',
);
const shoot = async (page: Page, name: string) => {
  if (process.env.SEARCH_SCREENSHOTS) await page.screenshot({ path: path.join(screenshots, name) });
};

const search = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/** Opens `url` on a desktop and types `text` into the search the moment it shows. */
const typeSearchOnDesktop = async (page: Page, url: string, text: string) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await search(page).fill(text);
};

/** Photographs the page as it is, light, then dark (then back to light). */
const shootLightAndDark = async (page: Page, name: string) => {
  await shoot(page, `${name}.png`);
  await setDarkMode(page, true);
  await shoot(page, `${name}-dark.png`);
  await setDarkMode(page, false);
};

test('a misspelling in the header search suggests blankets, and Enter lists the corrected results', async ({
  page,
}) => {
  await typeSearchOnDesktop(page, '/', 'blankit');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('group', { name: 'Products' })).toContainText(/Blanket/);
  await expect(suggestions.getByRole('option', { name: /Crochet Blankets/ })).toBeVisible();
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
  await shootLightAndDark(page, 'search-desktop');

  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=blankit$/);
  await expect(page.getByText('Showing results for')).toContainText('“blanket”');
  await expect(page.getByRole('heading', { level: 3, name: /Blanket/ }).first()).toBeVisible();
});

test('arrow keys and Enter open a suggested product; nothing found offers categories', async ({
  page,
}) => {
  await typeSearchOnDesktop(page, '/products', 'amigurmi');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('span.truncate').textContent())!.trim();
  await search(page).press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/products?search=qqqzzzxx');
  const suggested = page.getByRole('navigation', { name: 'Suggested categories' });
  await expect(suggested.getByRole('link').first()).toBeVisible();
});

test('on a phone the search button opens the field with suggestions', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(search(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('bunny');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await shootLightAndDark(page, 'search-phone');
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(search(page)).toBeHidden();
});
