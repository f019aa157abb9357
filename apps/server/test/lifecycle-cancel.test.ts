import { SOCKET_EVENTS } from '@bantuin/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import {
  accept,
  apply,
  cancel,
  createAssignedJob,
  createNitipJob,
  postNitip,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import {
  backOut,
  cancellationQuote,
  cancelWithReason,
  escrowOf,
  hoursFromNow,
  jobRow,
  setJobTimes,
  withdraw,
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

const FEE = 25_001;
const ADMIN = 2_000;
const get = (path: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: path, headers: user?.auth ?? {} });

/** An assigned job of a fresh Jalu (wallet exactly fee + admin fee) and Yasa. */
async function assigned(scheduledAt: Date | null, assignedAt?: Date) {
  const jalu = await readyJalu(t.app, FEE + ADMIN);
  const yasa = await readyYasa(t.app);
  const jobId = await createAssignedJob(t.app, jalu, yasa, { fee: FEE });
  await setJobTimes(t.database.db, jobId, {
    scheduledAt,
    ...(assignedAt ? { assignedAt } : {}),
  });
  return { jalu, yasa, jobId };
}

describe('cancelling an accepted job (DELETE /clients/jobs/:id)', () => {
  const cases = [
    {
      name: 'free: the time is more than FREE_CANCEL_HOURS away',
      scheduledAt: hoursFromNow(2.5),
      quote: { refund: FEE + ADMIN, compensation: 0, late: false, kind: 'free' },
    },
    {
      name: 'late: the time is less than FREE_CANCEL_HOURS away',
      scheduledAt: hoursFromNow(1),
      // 20 % of 25 001 is 5 000.2: rounded down to whole rupiah.
      quote: { refund: FEE - 5_000 + ADMIN, compensation: 5_000, late: true, kind: 'late' },
    },
    {
      name: 'late: the time has passed, but not NO_SHOW_HOURS ago',
      scheduledAt: hoursFromNow(-2),
      quote: { refund: FEE - 5_000 + ADMIN, compensation: 5_000, late: true, kind: 'late' },
    },
    {
      name: 'free: the Yasa is a no-show (no proof NO_SHOW_HOURS after the time)',
      scheduledAt: hoursFromNow(-3.1),
      quote: { refund: FEE + ADMIN, compensation: 0, late: false, kind: 'no_show' },
    },
    {
      name: 'free: no time, and the Yasa was accepted under an hour ago',
      scheduledAt: null,
      assignedAt: hoursFromNow(-0.5),
      quote: { refund: FEE + ADMIN, compensation: 0, late: false, kind: 'free' },
    },
    {
      name: 'late: no time, and the Yasa was accepted over an hour ago',
      scheduledAt: null,
      assignedAt: hoursFromNow(-1.5),
      quote: { refund: FEE - 5_000 + ADMIN, compensation: 5_000, late: true, kind: 'late' },
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const { jalu, yasa, jobId } = await assigned(c.scheduledAt, c.assignedAt);
      const quoted = await cancellationQuote(t.app, jalu, jobId);
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json()).toEqual(c.quote);
      const yasaSocket = await connect(url, yasa);
      const told = nextEvent(yasaSocket, SOCKET_EVENTS.jobCancelled);

      const res = await cancelWithReason(t.app, jalu, jobId, 'Ada urusan keluarga');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String), ...c.quote });
      expect(await balanceOf(t.app, jalu)).toBe(c.quote.refund);
      expect(await balanceOf(t.app, yasa)).toBe(c.quote.compensation);
      expect(await escrowOf(t.database.db, jobId)).toBe(0);
      expect(await told).toEqual({ jobId, compensation: c.quote.compensation });
      const row = await jobRow(t.database.db, jobId);
      expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Ada urusan keluarga' });

      const again = await cancel(t.app, jalu, jobId);
      expect(again.statusCode).toBe(409);
      expect(await balanceOf(t.app, jalu)).toBe(c.quote.refund);
    });
  }

  it('pays nothing to anyone when LATE_CANCEL_PERCENT rounds to zero rupiah', async () => {
    const zero = await createTestApp({
      cancellation: { ...t.config.cancellation, latePercent: 0 },
    });
    try {
      const jalu = await readyJalu(zero.app, 10_000 + ADMIN);
      const yasa = await readyYasa(zero.app);
      const jobId = await createAssignedJob(zero.app, jalu, yasa, { fee: 10_000 });
      await setJobTimes(zero.database.db, jobId, { scheduledAt: hoursFromNow(1) });
      const res = await cancel(zero.app, jalu, jobId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ refund: 10_000 + ADMIN, compensation: 0, late: true });
      expect(await balanceOf(zero.app, jalu)).toBe(10_000 + ADMIN);
      expect(await balanceOf(zero.app, yasa)).toBe(0);
      expect(await escrowOf(zero.database.db, jobId)).toBe(0);
      expect((await jobRow(zero.database.db, jobId)).status).toBe('cancelled');
    } finally {
      await zero.close();
    }
  });

  it('refuses after proof with 409, and refuses a reason over 500 characters with 400', async () => {
    const { jalu, yasa, jobId } = await assigned(hoursFromNow(5));
    const tooLong = await cancelWithReason(t.app, jalu, jobId, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect((await jobRow(t.database.db, jobId)).status).toBe('assigned');
    await sendProof(t.app, yasa, jobId);
    expect((await cancellationQuote(t.app, jalu, jobId)).statusCode).toBe(409);
    expect((await cancel(t.app, jalu, jobId)).json().code).toBe('JOB_STATE_CONFLICT');
    expect(await escrowOf(t.database.db, jobId)).toBe(FEE + ADMIN);
  });

  it('is the job’s Jalu’s alone: other Jalu 404, Yasa 403, anonymous 401', async () => {
    const { jalu, yasa, jobId } = await assigned(hoursFromNow(5));
    const otherJalu = await readyJalu(t.app, 0);
    const otherYasa = await readyYasa(t.app);
    for (const send of [cancellationQuote, cancel] as const) {
      expect((await send(t.app, otherJalu, jobId)).statusCode).toBe(404);
      expect((await send(t.app, yasa, jobId)).statusCode).toBe(403);
      expect((await send(t.app, otherYasa, jobId)).statusCode).toBe(403);
    }
    expect((await cancellationQuote(t.app, undefined, jobId)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/clients/jobs/${jobId}` })).statusCode,
    ).toBe(401);
    expect((await cancellationQuote(t.app, jalu, jobId)).statusCode).toBe(200);
    expect((await jobRow(t.database.db, jobId)).status).toBe('assigned');
  });
});

describe('backing out (DELETE /workers/jobs/:id)', () => {
  it('opens the job again for the others, closes that chat, counts it and tells the Jalu', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const other = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    await apply(t.app, other, jobId);
    await apply(t.app, yasa, jobId);
    await accept(t.app, jalu, jobId, yasa.id);
    const jaluSocket = await connect(url, jalu);
    const told = nextEvent(jaluSocket, SOCKET_EVENTS.jobWorkerLeft);

    expect((await backOut(t.app, yasa, jobId)).statusCode).toBe(200);
    expect(await told).toEqual({ jobId });
    const job = (await get(`/jobs/${jobId}`, jalu)).json();
    expect(job).toMatchObject({ state: 'open', workerId: null });
    expect(await escrowOf(t.database.db, jobId)).toBe(27_000);
    const waiting = (await get(`/clients/jobs/${jobId}/workers`, jalu)).json().workers;
    expect(waiting.map((w: { userId: string }) => w.userId)).toEqual([other.id]);

    const again = await apply(t.app, yasa, jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BACKED_OUT');
    // The job as that Yasa sees it says so: not 'Sudah melamar', no 'Melamar', and why; in the
    // open list and in 'Lamaran Saya' too.
    const seen = (await get(`/jobs/${jobId}`, yasa)).json();
    expect(seen).toMatchObject({ hasApplied: false, applyRefusal: 'BACKED_OUT' });
    expect(seen.actions).not.toContain('apply');
    const listed = (await get('/workers/jobs/worker?limit=100', yasa))
      .json()
      .find((job: { _id: string }) => job._id === jobId);
    expect(listed).toMatchObject({ hasApplied: false, applyRefusal: 'BACKED_OUT' });
    expect(listed.actions).not.toContain('apply');
    const mine = (await get('/workers/applications', yasa))
      .json()
      .find((entry: { job: { _id: string } }) => entry.job._id === jobId);
    expect(mine).toMatchObject({
      status: 'backed_out',
      job: { hasApplied: false, applyRefusal: 'BACKED_OUT' },
    });
    expect(mine.job.actions).not.toContain('apply');
    // Another Yasa sees nothing of it.
    expect(
      (await get(`/jobs/${jobId}`, await readyYasa(t.app))).json().applyRefusal,
    ).toBeUndefined();
    expect((await get('/workers/profile', yasa)).json().cancelledJobs).toBe(1);

    // The old pair's chat is history only.
    const yasaSocket = await connect(url, yasa);
    const joined = await yasaSocket.emitWithAck('join_room', jobId);
    expect(joined).toMatchObject({ ok: true, data: { closed: true } });
    const sent = await yasaSocket.emitWithAck('send_message', { room: jobId, message: 'Halo?' });
    expect(sent).toMatchObject({ ok: false, code: 'CHAT_CLOSED' });

    // The next Yasa gets a chat of its own, open, with the count shown in the waiting list.
    expect((await accept(t.app, jalu, jobId, other.id)).statusCode).toBe(200);
    const otherSocket = await connect(url, other);
    const otherRoom = await otherSocket.emitWithAck('join_room', jobId);
    expect(otherRoom).toMatchObject({ ok: true, data: { closed: false, chats: { contents: [] } } });
  });

  it('shows the count to the Jalu next to the rating in the waiting list', async () => {
    const yasa = await readyYasa(t.app);
    const first = await readyJalu(t.app);
    const jobId = await createAssignedJob(t.app, first, yasa);
    await backOut(t.app, yasa, jobId);
    const second = await readyJalu(t.app);
    const next = await createNitipJob(t.app, second);
    await apply(t.app, yasa, next);
    const waiting = (await get(`/clients/jobs/${next}/workers`, second)).json().workers;
    expect(waiting[0]).toMatchObject({ userId: yasa.id, cancelledJobs: 1 });
  });

  it('is refused after proof (409) and to anyone but the assigned Yasa', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const otherYasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    expect((await backOut(t.app, otherYasa, jobId)).statusCode).toBe(404);
    expect((await backOut(t.app, jalu, jobId)).statusCode).toBe(403);
    expect((await backOut(t.app, await readyJalu(t.app, 0), jobId)).statusCode).toBe(403);
    expect((await backOut(t.app, undefined, jobId)).statusCode).toBe(401);
    expect((await jobRow(t.database.db, jobId)).status).toBe('assigned');
    await sendProof(t.app, yasa, jobId);
    const late = await backOut(t.app, yasa, jobId);
    expect(late.statusCode).toBe(409);
    expect((await jobRow(t.database.db, jobId)).status).toBe('worker_confirmed');
  });
});

describe("'Lamaran Saya' (GET /workers/applications) and withdrawing", () => {
  it('shows each application with where it stands, newest first, paged', async () => {
    const yasa = await readyYasa(t.app);
    const rival = await readyYasa(t.app);
    const jalu = await readyJalu(t.app, 500_000);
    const make = async () => {
      const id = await createNitipJob(t.app, jalu);
      await apply(t.app, yasa, id);
      return id;
    };
    const backedOut = await make();
    await accept(t.app, jalu, backedOut, yasa.id);
    await backOut(t.app, yasa, backedOut);
    const withdrawn = await make();
    expect((await withdraw(t.app, yasa, withdrawn)).statusCode).toBe(200);
    const cancelled = await make();
    await cancel(t.app, jalu, cancelled);
    const notSelected = await make();
    await apply(t.app, rival, notSelected);
    await accept(t.app, jalu, notSelected, rival.id);
    const accepted = await make();
    await accept(t.app, jalu, accepted, yasa.id);
    const pending = await make();

    const res = await get('/workers/applications', yasa);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((a: { job: { _id: string }; status: string }) => [a.job._id, a.status]),
    ).toEqual([
      [pending, 'pending'],
      [accepted, 'accepted'],
      [notSelected, 'not_selected'],
      [cancelled, 'cancelled'],
      [withdrawn, 'withdrawn'],
      [backedOut, 'backed_out'],
    ]);
    const firstPage = (await get('/workers/applications?limit=2', yasa)).json();
    const nextPage = (
      await get(`/workers/applications?limit=2&cursor=${firstPage[1]._id}`, yasa)
    ).json();
    expect(nextPage.map((a: { status: string }) => a.status)).toEqual([
      'not_selected',
      'cancelled',
    ]);
    expect((await get('/workers/applications', rival)).json()).toHaveLength(1);
    expect((await get('/workers/applications', jalu)).statusCode).toBe(403);
    expect((await get('/workers/applications')).statusCode).toBe(401);
  });

  it('withdraws a pending application once; it may apply again later', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    expect((await withdraw(t.app, yasa, jobId)).json().code).toBe('NOT_APPLIED');
    await apply(t.app, yasa, jobId);
    expect((await get('/workers/jobs/worker', yasa)).json()[0]).toMatchObject({
      _id: jobId,
      hasApplied: true,
    });
    expect((await withdraw(t.app, await readyYasa(t.app), jobId)).statusCode).toBe(404);
    expect((await withdraw(t.app, jalu, jobId)).statusCode).toBe(403);
    expect((await withdraw(t.app, undefined, jobId)).statusCode).toBe(401);
    expect((await withdraw(t.app, yasa, jobId)).statusCode).toBe(200);
    expect((await withdraw(t.app, yasa, jobId)).statusCode).toBe(404);
    expect((await get(`/clients/jobs/${jobId}/workers`, jalu)).json().workers).toEqual([]);
    expect((await get(`/jobs/${jobId}`, yasa)).json().hasApplied).toBe(false);
    const refused = await accept(t.app, jalu, jobId, yasa.id);
    expect(refused.json().code).toBe('NOT_AN_APPLICANT');
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(200);
    expect((await withdraw(t.app, yasa, jobId)).statusCode).toBe(409);
  });
});

describe("'Waktu pengerjaan' (scheduledAt)", () => {
  it('is stored, answered and sorts the open jobs soonest first', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const later = await createNitipJob(t.app, jalu, {
      scheduledAt: hoursFromNow(48).toISOString(),
    });
    const none = await createNitipJob(t.app, jalu);
    const soon = hoursFromNow(3);
    const soonest = await createNitipJob(t.app, jalu, {
      // Any offset is accepted; the answer is the same instant in UTC.
      scheduledAt: soon.toISOString().replace('Z', '+00:00'),
    });
    expect((await get(`/jobs/${soonest}`, jalu)).json().scheduledAt).toBe(soon.toISOString());
    expect((await get(`/jobs/${none}`, jalu)).json().scheduledAt).toBeNull();
    const ids = (await get('/workers/jobs/worker?sort=soonest&limit=100', yasa))
      .json()
      .map((j: { _id: string }) => j._id)
      .filter((id: string) => [later, none, soonest].includes(id));
    expect(ids).toEqual([soonest, later, none]);
    const paged = (
      await get(`/workers/jobs/worker?sort=soonest&limit=100&cursor=${soonest}`, yasa)
    ).json();
    expect(paged.map((j: { _id: string }) => j._id)).not.toContain(soonest);
    expect((await get('/workers/jobs/worker?sort=oldest', yasa)).statusCode).toBe(400);
  });

  it('must lie between 30 minutes and 30 days from now, with an offset', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    for (const scheduledAt of [
      new Date(Date.now() + 20 * 60_000).toISOString(),
      hoursFromNow(31 * 24).toISOString(),
      '2026-12-01T09:00:00',
      'besok pagi',
      12345,
    ]) {
      const res = await postNitip(t.app, jalu, { scheduledAt });
      expect(res.statusCode, String(scheduledAt)).toBe(400);
      expect(res.json().message).toMatch(/Waktu pengerjaan/);
    }
    expect(await balanceOf(t.app, jalu)).toBe(500_000);
  });
});
