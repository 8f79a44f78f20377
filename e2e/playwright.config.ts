/**
 * End-to-end suite: the built shop, started on its own port with a fresh data directory (seeded
 * demo catalog, test payment provider, dev outbox), driven in Debian's Chromium.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '@shop/shared/testing/chromium-flags';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.join(here, `.data-${E2E_PORT}`);
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && MALLOC_ARENA_MAX=2 node --max-old-space-size=256 --max-semi-space-size=8 dist/server.js`,
    cwd: path.join(here, '../apps/server'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Each test sends its own client address (see support/test.ts) through this loopback hop.
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
