/**
 * Every server test file runs with this: an unexpected console.error or console.warn fails the
 * test that caused it, as in the web and end-to-end suites. A library's warning (a deprecated
 * option, a pool error nobody handled) shows up there before it shows up in production logs.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { failOnConsole } from '@shop/shared/testing/fail-on-console';

failOnConsole({ beforeEach, afterEach, spyOn: (target, level) => vi.spyOn(target, level) });
