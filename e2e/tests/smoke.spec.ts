import { expect, test } from '@playwright/test';

test('the shop answers and unknown paths land on the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});
