import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const helper = fileURLToPath(new URL('../src/lib/exit-once-idle.ts', import.meta.url));

/** Runs `body` in a node process of its own with `exitOnceIdle` imported; its exit and output. */
function run(body: string) {
  const script = `import { exitOnceIdle } from ${JSON.stringify(helper)};\n${body}`;
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
  return { status: result.status, stderr: result.stderr, ms: Date.now() - started };
}

describe('exitOnceIdle', () => {
  it('ends with the code as soon as nothing holds the event loop, without the fallback', () => {
    const { status, stderr } = run(
      "exitOnceIdle(3, (holding) => console.error('held by', holding.join(',')));",
    );
    expect(status).toBe(3);
    expect(stderr).not.toContain('held by');
  });

  it('names what still holds the loop a second later, and exits with the code anyway', () => {
    const { status, stderr, ms } = run(
      "setInterval(() => {}, 1000);\nexitOnceIdle(4, (holding) => console.error('held by', holding.join(',')));",
    );
    expect(status).toBe(4);
    expect(stderr).toContain('held by');
    expect(stderr).toContain('Timeout');
    expect(ms).toBeLessThan(15_000);
  });
});
