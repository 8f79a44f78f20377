import './zod-jitless';
import { config } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s code generation where zod reads it, without importing zod', () => {
    expect(config().jitless).toBe(true);
  });
});
