/**
 * How the documentation screenshots are taken: each picture in up to four modes, desktop (1280)
 * and phone (390) wide, light and dark, written to docs/screenshots as `<name>-<mode>.png`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, setDarkMode } from '../support/page-audit';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

export const MODES = [
  { suffix: 'desktop', viewport: DESKTOP, isDark: false },
  { suffix: 'desktop-dark', viewport: DESKTOP, isDark: true },
  { suffix: 'phone', viewport: PHONE, isDark: false },
  { suffix: 'phone-dark', viewport: PHONE, isDark: true },
];

/**
 * Each mode's picture; on a phone, `phoneFocus` (what the picture is about) is scrolled into view,
 * or with `isPhoneFullPage` the whole page is pictured.
 */
export async function shoot(
  page: Page,
  name: string,
  modes = MODES,
  phoneFocus?: Locator,
  isPhoneFullPage = false,
) {
  for (const mode of modes) {
    await page.setViewportSize(mode.viewport);
    await setDarkMode(page, mode.isDark);
    const isPhone = mode.viewport === PHONE;
    if (phoneFocus && isPhone) await phoneFocus.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(OUT, `${name}-${mode.suffix}.png`),
      fullPage: isPhone && isPhoneFullPage,
    });
  }
  await setDarkMode(page, false);
}

export const only = (...suffixes: string[]) => MODES.filter((m) => suffixes.includes(m.suffix));
