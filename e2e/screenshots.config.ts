/**
 * Writes the documentation screenshots of docs/screenshots (not part of the e2e suite): the same
 * built shop and fresh seeded data as the e2e run, on its own port (E2E_PORT).
 * Run: `npm run build`, then `cd e2e && npx playwright test -c screenshots.config.ts`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  timeout: 300_000,
  webServer: { ...(base.webServer as object), timeout: 600_000 } as typeof base.webServer,
});
