import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const decisions = fileURLToPath(new URL('../../../docs/decisions/', import.meta.url));

describe('docs/decisions/README.md', () => {
  it('lists every decision record, with a status', () => {
    const index = readFileSync(`${decisions}README.md`, 'utf8');
    const records = readdirSync(decisions).filter((file) =>
      /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(file),
    );
    expect(records.length).toBeGreaterThan(0);
    const unlisted = records.filter(
      (record) =>
        !new RegExp(`\\]\\(${record.replaceAll('.', '\\.')}\\) \\| (Accepted|Superseded)`).test(
          index,
        ),
    );
    expect(unlisted, 'add a line for each to docs/decisions/README.md').toEqual([]);
  });
});
