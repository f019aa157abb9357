import { beforeEach, describe, expect, it, vi } from 'vitest';

// One promise per visit: each test loads the modules afresh.
const load = async () => ({
  ...(await import('./requests-in-flight')),
  ...(await import('./after-first-paint')),
});

/** A request the test answers (or fails) when it likes. */
function pendingRequest() {
  let answer!: () => void;
  let fail!: () => void;
  const request = new Promise<void>((resolve, reject) => {
    answer = resolve;
    fail = () => reject(new Error('gagal'));
  });
  return { request, answer, fail };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("waits for the page's API calls under way, not only the load event", async () => {
    const { trackRequest, afterFirstPaint } = await load();
    const jobs = pendingRequest();
    const profile = pendingRequest();
    void trackRequest(jobs.request);
    trackRequest(profile.request).catch(() => {});
    let done = false;
    void afterFirstPaint().then(() => (done = true));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    jobs.answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    // A failed call has settled too.
    profile.fail();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('counts a call started in the same task as the first render', async () => {
    const { trackRequest, afterFirstPaint } = await load();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    const jobs = pendingRequest();
    void trackRequest(jobs.request);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    jobs.answer();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('gives up waiting for a call that hangs', async () => {
    vi.useFakeTimers();
    try {
      const { trackRequest, afterFirstPaint } = await load();
      void trackRequest(new Promise(() => {}));
      let done = false;
      void afterFirstPaint().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2_900);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
