import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { withLifecycleTable } from '../src/modules/jobs/lifecycle-doc.js';

describe("docs/ARCHITECTURE.md's lifecycle table", () => {
  it('is the one the policy writes (npm run docs:lifecycle)', async () => {
    const document = await readFile(
      new URL('../../../docs/ARCHITECTURE.md', import.meta.url),
      'utf8',
    );
    expect(document, 'run `npm run docs:lifecycle` and commit docs/ARCHITECTURE.md').toBe(
      withLifecycleTable(document),
    );
  });
});
