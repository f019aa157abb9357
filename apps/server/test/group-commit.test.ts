import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../src/lib/group-commit.js';

/** A `run` that records each batch and finishes it only when the test says so. */
function recordingRun() {
  const batches: { items: string[]; finish: () => void }[] = [];
  const run = (items: readonly string[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve) => {
      batches.push({
        items: [...items],
        finish: () =>
          resolve(
            items.map((item) =>
              item.endsWith('!')
                ? { status: 'rejected', reason: new Error(`refused ${item}`) }
                : { status: 'fulfilled', value: `done ${item}` },
            ),
          ),
      });
    });
  return { batches, run };
}

/** Lets the promise callbacks that are due run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('sends the items of one turn of the event loop together at its end', async () => {
    const { batches, run } = recordingRun();
    const commit = createGroupCommit({ maxInFlight: 2, maxBatch: 10, keyOf: (s) => s, run });
    const first = commit('a');
    const second = commit('b');
    expect(batches).toEqual([]);
    await settle();
    expect(batches.map((b) => b.items)).toEqual([['a', 'b']]);
    const third = commit('c');
    await settle();
    expect(batches.map((b) => b.items)).toEqual([['a', 'b'], ['c']]);
    batches.forEach((batch) => batch.finish());
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      'done a',
      'done b',
      'done c',
    ]);
  });

  it('sends what arrived while every slot was busy together, once a slot frees', async () => {
    const { batches, run } = recordingRun();
    const commit = createGroupCommit({ maxInFlight: 1, maxBatch: 10, keyOf: (s) => s, run });
    const first = commit('a');
    await settle();
    const results = [first, ...['b', 'c', 'd'].map(commit)];
    await settle();
    expect(batches.map((b) => b.items)).toEqual([['a']]);
    batches[0]!.finish();
    await settle();
    expect(batches.map((b) => b.items)).toEqual([['a'], ['b', 'c', 'd']]);
    batches[1]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['done a', 'done b', 'done c', 'done d']);
  });

  it('never puts two items with one key in a batch, and keeps the order of arrival', async () => {
    const { batches, run } = recordingRun();
    const commit = createGroupCommit({
      maxInFlight: 1,
      maxBatch: 10,
      keyOf: (s: string) => s[0]!,
      run,
    });
    const results = ['a1', 'a2', 'b1', 'a3', 'c1', 'b2'].map(commit);
    for (let i = 0; i < 3; i++) {
      await settle();
      batches[i]!.finish();
    }
    await Promise.all(results);
    expect(batches.map((b) => b.items)).toEqual([['a1', 'b1', 'c1'], ['a2', 'b2'], ['a3']]);
  });

  it('keeps to maxBatch', async () => {
    const { batches, run } = recordingRun();
    const commit = createGroupCommit({ maxInFlight: 1, maxBatch: 2, keyOf: (s) => s, run });
    const results = ['a', 'b', 'c', 'd', 'e'].map(commit);
    for (let i = 0; i < 3; i++) {
      await settle();
      batches[i]!.finish();
    }
    await Promise.all(results);
    expect(batches.map((b) => b.items)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it("gives a refused item's error to its caller only; a failed batch's to its callers", async () => {
    const { batches, run } = recordingRun();
    let failNext = false;
    const commit = createGroupCommit({
      maxInFlight: 1,
      maxBatch: 10,
      keyOf: (s) => s,
      run: (items: readonly string[]) => {
        if (failNext) return Promise.reject(new Error('connection lost'));
        return run(items);
      },
    });
    const [ok, refused] = [commit('b'), commit('c!')];
    await settle();
    batches[0]!.finish();
    await expect(ok).resolves.toBe('done b');
    await expect(refused).rejects.toThrow('refused c!');

    failNext = true;
    await expect(commit('d')).rejects.toThrow('connection lost');
    failNext = false;
    const after = commit('f');
    await settle();
    batches[1]!.finish();
    await expect(after).resolves.toBe('done f');
  });
});
