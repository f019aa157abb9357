import { SOCKET_EVENTS } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, SYSTEM_ACCOUNTS } from '../src/db/schema.js';
import { createTestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { confirmDone, readyJalu, readyYasa } from './support/jobs.js';
import {
  answerDispute,
  escrowOf,
  fileDispute,
  jobInState,
  jobRow,
  setJobTimes,
} from './support/lifecycle.js';
import { balanceOf } from './support/payments.js';
import { closeSockets, connect, listen, nextEvent } from './support/sockets.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

const get = (path: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: path, headers: user?.auth ?? {} });

const revenue = async () => {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, SYSTEM_ACCOUNTS.revenue));
  return row!.balance;
};

/** A job with proof sent; the Jalu's wallet holds exactly fee + admin fee before posting. */
async function proven(fee = 25_000) {
  const jalu = await readyJalu(t.app, fee + 2_000);
  const yasa = await readyYasa(t.app);
  const jobId = await jobInState(t.app, jalu, yasa, 'worker_confirmed', { fee });
  return { jalu, yasa, jobId };
}

describe("'Ajukan Komplain' (POST /clients/jobs/:id/dispute)", () => {
  it('holds the payment, tells the Yasa, and the sweep never pays it', async () => {
    const { jalu, yasa, jobId } = await proven();
    const yasaSocket = await connect(url, yasa);
    const told = nextEvent(yasaSocket, SOCKET_EVENTS.disputeFiled);
    const res = await fileDispute(t.app, jalu, jobId, { photos: 2 });
    expect(res.statusCode).toBe(201);
    expect(await told).toEqual({ jobId });
    expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('disputed');
    expect((await get('/clients/jobs/active', jalu)).json()[0]).toMatchObject({ _id: jobId });

    await setJobTimes(t.database.db, jobId, { workerConfirmedAt: new Date(0) });
    const released = await t.app.completion.releaseDue();
    expect(released.map((job) => job.id)).not.toContain(jobId);
    expect(await escrowOf(t.database.db, jobId)).toBe(27_000);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(409);
    expect(await balanceOf(t.app, yasa)).toBe(0);

    const dispute = (await get(`/jobs/${jobId}/dispute`, yasa)).json();
    expect(dispute).toMatchObject({
      reason: expect.stringMatching(/Lantai dapur/),
      response: null,
      responseImages: [],
      status: 'open',
      resolution: null,
      resolvedAt: null,
    });
    expect(dispute.images).toHaveLength(2);
    // The chat stays open during a dispute.
    const jaluSocket = await connect(url, jalu);
    await jaluSocket.emitWithAck('join_room', jobId);
    const sent = await jaluSocket.emitWithAck('send_message', {
      room: jobId,
      message: 'Tolong cek',
    });
    expect(sent).toMatchObject({ ok: true });
  });

  it('needs a reason of 10 to 2000 characters and at most 5 photos (413 above); refused before proof', async () => {
    const { jalu, jobId } = await proven();
    expect((await fileDispute(t.app, jalu, jobId, { reason: 'Kotor' })).statusCode).toBe(400);
    expect((await fileDispute(t.app, jalu, jobId, { reason: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await fileDispute(t.app, jalu, jobId, { photos: 6 })).statusCode).toBe(413);
    expect((await jobRow(t.database.db, jobId)).status).toBe('worker_confirmed');
    const owner = await readyJalu(t.app);
    const early = await jobInState(t.app, owner, await readyYasa(t.app), 'assigned');
    expect((await fileDispute(t.app, owner, early)).json().code).toBe('JOB_STATE_CONFLICT');
  });

  it('is answered once by the Yasa, which tells the Jalu', async () => {
    const { jalu, yasa, jobId } = await proven();
    await fileDispute(t.app, jalu, jobId);
    const jaluSocket = await connect(url, jalu);
    const told = nextEvent(jaluSocket, SOCKET_EVENTS.disputeAnswered);
    expect((await answerDispute(t.app, yasa, jobId, { response: '' })).statusCode).toBe(400);
    expect((await answerDispute(t.app, yasa, jobId, { photos: 1 })).statusCode).toBe(200);
    expect(await told).toEqual({ jobId });
    const again = await answerDispute(t.app, yasa, jobId, { response: 'Lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DISPUTE_ALREADY_ANSWERED');
    const dispute = (await get(`/jobs/${jobId}/dispute`, jalu)).json();
    expect(dispute).toMatchObject({ response: 'Sudah saya pel dua kali, ini fotonya' });
    expect(dispute.responseImages).toHaveLength(1);
  });

  it('belongs to the job’s Jalu and Yasa: every route refuses everyone else', async () => {
    const { jalu, yasa, jobId } = await proven();
    const otherJalu = await readyJalu(t.app, 0);
    const otherYasa = await readyYasa(t.app);
    expect((await fileDispute(t.app, otherJalu, jobId)).statusCode).toBe(404);
    expect((await fileDispute(t.app, yasa, jobId)).statusCode).toBe(403);
    expect((await fileDispute(t.app, otherYasa, jobId)).statusCode).toBe(403);
    expect((await fileDispute(t.app, undefined, jobId)).statusCode).toBe(401);
    expect((await jobRow(t.database.db, jobId)).status).toBe('worker_confirmed');
    expect((await get(`/jobs/${jobId}/dispute`, jalu)).json().code).toBe('DISPUTE_NOT_FOUND');

    await fileDispute(t.app, jalu, jobId);
    expect((await answerDispute(t.app, otherYasa, jobId)).statusCode).toBe(404);
    expect((await answerDispute(t.app, jalu, jobId)).statusCode).toBe(403);
    expect((await answerDispute(t.app, otherJalu, jobId)).statusCode).toBe(403);
    expect((await answerDispute(t.app, undefined, jobId)).statusCode).toBe(401);
    expect((await get(`/jobs/${jobId}/dispute`, jalu)).json().response).toBeNull();

    expect((await get(`/jobs/${jobId}/dispute`, otherJalu)).statusCode).toBe(404);
    expect((await get(`/jobs/${jobId}/dispute`, otherYasa)).statusCode).toBe(404);
    expect((await get(`/jobs/${jobId}/dispute`)).statusCode).toBe(401);
    expect((await get(`/jobs/${jobId}/dispute`, yasa)).statusCode).toBe(200);
  });
});

describe('resolveDispute(jobId, workerAmount, note, actor)', () => {
  const splits = [
    { name: 'nothing to the Yasa: fee and admin fee back', workerAmount: 0, jalu: 27_000, rev: 0 },
    { name: 'part to each', workerAmount: 10_000, jalu: 15_000, rev: 2_000 },
    { name: 'the whole fee to the Yasa', workerAmount: 25_000, jalu: 0, rev: 2_000 },
  ];
  for (const split of splits) {
    it(`splits the fee exactly: ${split.name}`, async () => {
      const { jalu, yasa, jobId } = await proven();
      await fileDispute(t.app, jalu, jobId);
      const revenueBefore = await revenue();
      const sockets = [await connect(url, jalu), await connect(url, yasa)];
      const told = sockets.map((s) => nextEvent(s, SOCKET_EVENTS.disputeResolved));
      // job_events.actor_id references users: the operator must be a real account.
      const operator = (await createTestAdmin(t.app, t.database.db)).id;

      const result = await t.app.disputes.resolve(
        jobId,
        split.workerAmount,
        'Diputuskan',
        operator,
      );
      expect(result).toMatchObject({
        jobId,
        workerAmount: split.workerAmount,
        refund: split.jalu,
        resolvedBy: operator,
      });
      expect(await balanceOf(t.app, yasa)).toBe(split.workerAmount);
      expect(await balanceOf(t.app, jalu)).toBe(split.jalu);
      expect((await revenue()) - revenueBefore).toBe(split.rev);
      // Both histories say what the complaint's decision moved.
      for (const who of [jalu, yasa]) {
        const [entry] = (await get('/profile/histories', who)).json();
        expect(entry).toMatchObject({
          _id: jobId,
          complained: true,
          money: { toYasa: split.workerAmount, backToJalu: split.jalu, adminFee: split.rev },
        });
      }
      expect(await escrowOf(t.database.db, jobId)).toBe(0);
      for (const event of told) {
        expect(await event).toEqual({
          jobId,
          workerAmount: split.workerAmount,
          refund: split.jalu,
        });
      }
      expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('done');
      expect((await get(`/jobs/${jobId}/dispute`, yasa)).json()).toMatchObject({
        status: 'resolved',
        resolution: { workerAmount: split.workerAmount, refund: split.jalu, note: 'Diputuskan' },
      });

      await expect(t.app.disputes.resolve(jobId, 0, 'Lagi', operator)).rejects.toMatchObject({
        statusCode: 409,
        code: 'DISPUTE_ALREADY_RESOLVED',
      });
      expect(await balanceOf(t.app, yasa)).toBe(split.workerAmount);
    });
  }

  it('refuses an amount outside 0…fee and a job without a complaint, moving nothing', async () => {
    const { jalu, jobId } = await proven();
    await expect(t.app.disputes.resolve(jobId, 0, '', jalu.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    await fileDispute(t.app, jalu, jobId);
    for (const amount of [-1, 25_001, 1.5]) {
      await expect(t.app.disputes.resolve(jobId, amount, '', jalu.id)).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    await expect(
      t.app.disputes.resolve('00000000-0000-4000-8000-000000000000', 0, '', jalu.id),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await escrowOf(t.database.db, jobId)).toBe(27_000);
    expect((await jobRow(t.database.db, jobId)).status).toBe('disputed');
  });
});
