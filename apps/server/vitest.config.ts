import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On PGlite one worker imports the app once and runs file after file, reusing its PGlite
    // databases (test/helpers.ts): per-file boot was most of the suite's time. Tests keep no
    // module state of their own; each file still builds its own app on an empty database.
    // On PostgreSQL each file keeps its own process: an app built inside a test lives until its
    // worker exits, and a long-lived worker would pile up their pools and change-feed
    // connections until the server refuses more clients.
    isolate: Boolean(process.env.DATABASE_URL),
  },
});
