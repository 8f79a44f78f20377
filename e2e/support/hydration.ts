import type { Page } from '@playwright/test';

/**
 * Runs the app and waits until React has taken over the server's markup: a click or a key is
 * then handled by the app (a link followed before that is a full page load, with none of the
 * app's focus handling).
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState('load');
  // The page runs the app on the shopper's first use of it: this story tests the app, so it asks.
  await page.evaluate(() => (window as { __shopEarly?: { go?: () => void } }).__shopEarly?.go?.());
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
