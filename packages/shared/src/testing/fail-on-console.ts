/**
 * Any console.error or console.warn during a test fails it: React's warnings, failed fetches,
 * a library's deprecation or a pool error nobody handled show up there first. A test that expects
 * one says so with `expectConsole('error')`, which silences that level for the test and returns
 * the spy to assert on. The server and web suites both install it; the test runner's hooks and
 * spies are passed in, so this file depends on no runner. Test code only.
 */
import { format } from 'node:util';

type Level = 'error' | 'warn';
type Spy = { mockImplementation(fn: (...args: unknown[]) => void): Spy; mockRestore(): void };
type Runner = {
  beforeEach(fn: () => void): void;
  afterEach(fn: () => void): void;
  spyOn(target: Console, level: Level): Spy;
};

const unexpected: string[] = [];
const spies = new Map<Level, Spy>();
let runner: Runner | undefined;

export function failOnConsole(hooks: Runner) {
  runner = hooks;
  hooks.beforeEach(() => {
    for (const level of ['error', 'warn'] as const) {
      spies.set(
        level,
        hooks.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          unexpected.push(`console.${level}: ${format(...args)}`);
        }),
      );
    }
  });
  hooks.afterEach(() => {
    for (const spy of spies.values()) spy.mockRestore();
    spies.clear();
    const calls = unexpected.splice(0);
    if (calls.length > 0) {
      throw new Error(
        `Unexpected console output (call expectConsole() in the test if it is expected):\n${calls.join('\n')}`,
      );
    }
  });
}

/** Marks console output of this level as expected in the current test. */
export function expectConsole(level: Level = 'error') {
  const spy = spies.get(level) ?? runner!.spyOn(console, level);
  spy.mockImplementation(() => undefined);
  return spy;
}
