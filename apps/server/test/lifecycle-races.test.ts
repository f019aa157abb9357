import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { cancel, readyJalu, readyYasa, sendProof } from './support/jobs.js';
import {
  backOut,
  escrowOf,
  fileDispute,
  hoursFromNow,
  jobInState,
  jobRow,
  setJobTimes,
} from './support/lifecycle.js';
import { balanceOf } from './support/payments.js';

// On PGlite one connection runs everything in turn: a race there proves nothing.
const onPostgres = !!process.env.TEST_DATABASE_URL;
if (!onPostgres) console.info('lifecycle races: skipped, they only race on PostgreSQL');

describe.skipIf(!onPostgres)('lifecycle races on PostgreSQL (ledger checked on close)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const FEE = 25_000;
  const ALL = FEE + 2_000;

  /** A late-cancellable assigned job: cancelling pays the Yasa 5 000. */
  async function lateAssigned() {
    const jalu = await readyJalu(t.app, ALL);
    const yasa = await readyYasa(t.app);
    const jobId = await jobInState(t.app, jalu, yasa, 'assigned', { fee: FEE });
    await setJobTimes(t.database.db, jobId, { scheduledAt: hoursFromNow(1) });
    return { jalu, yasa, jobId };
  }

  it('cancel racing proof: one wins, and the money follows the winner', async () => {
    for (let round = 0; round < 5; round++) {
      const { jalu, yasa, jobId } = await lateAssigned();
      const [cancelled, proof] = await Promise.all([
        cancel(t.app, jalu, jobId),
        sendProof(t.app, yasa, jobId),
      ]);
      expect([cancelled.statusCode, proof.statusCode].sort()).toEqual([200, 409]);
      const { status } = await jobRow(t.database.db, jobId);
      if (cancelled.statusCode === 200) {
        expect(status).toBe('cancelled');
        expect(await balanceOf(t.app, jalu)).toBe(ALL - 5_000);
        expect(await balanceOf(t.app, yasa)).toBe(5_000);
      } else {
        expect(status).toBe('worker_confirmed');
        expect(await escrowOf(t.database.db, jobId)).toBe(ALL);
      }
    }
  });

  it('cancel racing back-out: one wins; a backed-out job cancels free (no Yasa)', async () => {
    for (let round = 0; round < 5; round++) {
      const { jalu, yasa, jobId } = await lateAssigned();
      const [cancelled, left] = await Promise.all([
        cancel(t.app, jalu, jobId),
        backOut(t.app, yasa, jobId),
      ]);
      const { status } = await jobRow(t.database.db, jobId);
      if (left.statusCode === 200 && cancelled.statusCode === 200) {
        // Back-out first, then the open job's cancellation refunds everything.
        expect(status).toBe('cancelled');
        expect(await balanceOf(t.app, jalu)).toBe(ALL);
        expect(await balanceOf(t.app, yasa)).toBe(0);
      } else {
        // Cancelled late first: the Yasa is paid for the late notice and can no longer back out.
        expect(cancelled.statusCode).toBe(200);
        expect(left.statusCode).toBe(409);
        expect(status).toBe('cancelled');
        expect(await balanceOf(t.app, jalu)).toBe(ALL - 5_000);
        expect(await balanceOf(t.app, yasa)).toBe(5_000);
      }
      expect(await escrowOf(t.database.db, jobId)).toBe(0);
    }
  });

  it('dispute racing the auto-release sweep: either paid or disputed, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const jalu = await readyJalu(t.app, ALL);
      const yasa = await readyYasa(t.app);
      const jobId = await jobInState(t.app, jalu, yasa, 'worker_confirmed', { fee: FEE });
      await setJobTimes(t.database.db, jobId, { workerConfirmedAt: new Date(0) });
      const [filed, released] = await Promise.all([
        fileDispute(t.app, jalu, jobId),
        t.app.completion.releaseDue(),
      ]);
      const paid = released.some((job) => job.id === jobId);
      const { status } = await jobRow(t.database.db, jobId);
      if (paid) {
        expect(filed.statusCode).toBe(409);
        expect(status).toBe('done');
        expect(await balanceOf(t.app, yasa)).toBe(FEE);
      } else {
        expect(filed.statusCode).toBe(201);
        expect(status).toBe('disputed');
        expect(await escrowOf(t.database.db, jobId)).toBe(ALL);
        expect(await balanceOf(t.app, yasa)).toBe(0);
      }
    }
  });

  it('20 parallel complaints: one is filed', async () => {
    const jalu = await readyJalu(t.app, ALL);
    const yasa = await readyYasa(t.app);
    const jobId = await jobInState(t.app, jalu, yasa, 'worker_confirmed', { fee: FEE });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fileDispute(t.app, jalu, jobId, { photos: 0 })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await escrowOf(t.database.db, jobId)).toBe(ALL);
  });

  it('20 parallel resolutions: the fee is split once', async () => {
    const jalu = await readyJalu(t.app, ALL);
    const yasa = await readyYasa(t.app);
    const jobId = await jobInState(t.app, jalu, yasa, 'disputed', { fee: FEE });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.app.disputes.resolve(jobId, 10_000, '', jalu.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(t.app, yasa)).toBe(10_000);
    expect(await balanceOf(t.app, jalu)).toBe(15_000);
  });

  it('20 parallel late cancellations: compensated and refunded once', async () => {
    const { jalu, yasa, jobId } = await lateAssigned();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(t.app, jalu, jobId)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await balanceOf(t.app, jalu)).toBe(ALL - 5_000);
    expect(await balanceOf(t.app, yasa)).toBe(5_000);
  });
});
