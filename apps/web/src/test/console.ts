/**
 * Any console.error or console.warn during a test fails it (epic-stack's rule): React's warnings,
 * failed fetches and unhandled states show up there first. A test that expects one says so with
 * `expectConsole('error')`, which silences that level for the test and returns the spy to assert on.
 */
import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

type Level = 'error' | 'warn';
const unexpected: string[] = [];
const spies = new Map<Level, MockInstance<(...args: unknown[]) => void>>();

export function failOnConsole() {
  beforeEach(() => {
    for (const level of ['error', 'warn'] as const) {
      spies.set(
        level,
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          unexpected.push(`console.${level}: ${format(...args)}`);
        }),
      );
    }
  });
  afterEach(() => {
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
  const spy = spies.get(level) ?? vi.spyOn(console, level);
  spy.mockImplementation(() => undefined);
  return spy;
}
