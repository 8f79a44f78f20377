import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { failOnConsole } from '@shop/shared/testing/fail-on-console';
import { server } from './msw';

failOnConsole({ beforeEach, afterEach, spyOn: (target, level) => vi.spyOn(target, level) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  if (typeof document !== 'undefined') cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());
