import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';

describe("zod as the web imports it ('zod' → lib/zod.ts)", () => {
  it('is jitless: the CSP allows no eval, so zod must not probe for it', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Sari' })).toEqual({ name: 'Sari' });
  });
});
