/**
 * `expectConsole()` for server tests, typed as Vitest's spy so a test can assert on what was
 * logged (the guard itself is shared with the web suite and installed by test/setup.ts).
 */
import type { MockInstance } from 'vitest';
import { expectConsole as expectShared } from '@shop/shared/testing/fail-on-console';

export const expectConsole = (level: 'error' | 'warn' = 'error') =>
  expectShared(level) as unknown as MockInstance<(...args: unknown[]) => void>;
