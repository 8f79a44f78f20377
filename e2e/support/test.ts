/**
 * The suite's `test`: Playwright's, plus a rule that any console error or warning, or uncaught
 * page error, in any page of the test's context fails the test (as in the web unit tests). A
 * test that expects some says so: `expectConsole(/Failed to load resource.*404/)`. Pages of
 * contexts a test opens itself (`browser.newContext()`) are watched with `watchConsole(page)`.
 */
import { test as base, expect, type Page } from '@playwright/test';

type ConsoleRule = {
  /** Marks console output matching `pattern` as expected in this test. */
  expectConsole: (pattern: RegExp) => void;
  /** Watches a page of a context the test opened itself. */
  watchConsole: (page: Page) => void;
};

/**
 * A client address of the test's own, sent as X-Forwarded-For (the e2e server trusts its loopback
 * proxy hop). The shop limits sign-ins and sign-ups per address over a window that restarts only
 * after a minute of quiet, so a suite that signs in from one address all run long would be locked
 * out half-way; each test is a different shopper, as it would be in the real shop.
 */
function clientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

export const test = base.extend<ConsoleRule & { consoleProblems: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  watchConsole: async ({ consoleProblems }, use) => {
    await use((page) => {
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          consoleProblems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) =>
        consoleProblems.push(`pageerror on ${page.url()}: ${error.message}`),
      );
    });
  },
  expectConsole: [
    async ({ context, consoleProblems, watchConsole }, use) => {
      const expected: RegExp[] = [];
      for (const page of context.pages()) watchConsole(page);
      context.on('page', watchConsole);
      await use((pattern) => expected.push(pattern));
      const unexpected = consoleProblems.filter(
        (problem) => !expected.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console errors and warnings during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
