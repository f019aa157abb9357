import { JOB_STATES, type JobState } from '@bantuin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle, TRANSITIONS, type JobAction } from '../src/modules/jobs/lifecycle.js';
import { createTestApp, type TestApp } from './support/app.js';
import { accept, cancel, confirmDone, readyJalu, readyYasa, sendProof } from './support/jobs.js';
import type { TestUser } from './support/factories.js';
import {
  answerDispute,
  backOut,
  escrowOf,
  fileDispute,
  jobInState,
  jobRow,
} from './support/lifecycle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Takes `action` on the job the way its actor does: through the API, or the service for operators and the sweep. */
async function act(
  action: JobAction,
  jobId: string,
  jalu: TestUser,
  yasa: TestUser,
): Promise<number> {
  switch (action) {
    case 'accept':
      return (await accept(t.app, jalu, jobId, yasa.id)).statusCode;
    case 'cancel':
      return (await cancel(t.app, jalu, jobId)).statusCode;
    case 'backOut':
      return (await backOut(t.app, yasa, jobId)).statusCode;
    case 'submitProof':
      return (await sendProof(t.app, yasa, jobId)).statusCode;
    case 'confirm':
      return (await confirmDone(t.app, jalu, jobId)).statusCode;
    case 'fileDispute':
      return (await fileDispute(t.app, jalu, jobId)).statusCode;
    case 'answerDispute':
      return (await answerDispute(t.app, yasa, jobId)).statusCode;
    case 'resolveDispute':
      return t.app.disputes.resolve(jobId, 1_000, 'Dibagi', jalu.id).then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode ?? 500,
      );
    case 'autoRelease':
    case 'expire':
    case 'adminCancel': {
      // The sweeps and a suspension act through the service, not a route of their own.
      const lifecycle = createLifecycle(t.config.cancellation);
      const actor =
        action === 'adminCancel'
          ? { kind: 'admin' as const, id: jalu.id }
          : { kind: 'system' as const };
      // The expiry sweep acts once the job's time has passed (it is a month ahead here).
      const now = action === 'expire' ? new Date(Date.now() + 40 * 86_400_000) : undefined;
      return t.database.db
        .transaction((tx) => lifecycle.apply(tx, jobId, action, actor, { now }))
        .then(
          () => 200,
          (error: { statusCode?: number }) => error.statusCode ?? 500,
        );
    }
  }
}

const actions = Object.keys(TRANSITIONS) as JobAction[];

describe('the transition table, every action from every state', () => {
  for (const action of actions) {
    const transition = TRANSITIONS[action];
    for (const state of JOB_STATES) {
      const allowed = (transition.from as readonly JobState[]).includes(state);
      it(`${action} from ${state}: ${allowed ? `→ ${transition.to}` : 'refused'}`, async () => {
        const jalu = await readyJalu(t.app);
        const yasa = await readyYasa(t.app);
        // `accept` from open needs an applicant; the helper leaves an open job without one.
        const jobId = await jobInState(t.app, jalu, yasa, state);
        if (action === 'accept' && state === 'open') {
          await t.app.inject({ method: 'POST', url: `/workers/jobs/${jobId}`, headers: yasa.auth });
        }
        const before = await jobRow(t.database.db, jobId);
        const escrowBefore = await escrowOf(t.database.db, jobId);

        const status = await act(action, jobId, jalu, yasa);
        const after = await jobRow(t.database.db, jobId);
        if (allowed) {
          expect(status).toBeLessThan(300);
          expect(after.status).toBe(transition.to);
          // Every way into a final state settles the whole escrow (paid out or refunded).
          if (transition.to === 'done' || transition.to === 'cancelled') {
            expect(await escrowOf(t.database.db, jobId)).toBe(0);
          }
        } else {
          // The Yasa of a job with none assigned is a stranger to it (404); everyone else, 409.
          const stranger = transition.by === 'yasa' && before.workerId !== yasa.id;
          expect(status).toBe(stranger ? 404 : 409);
          expect(after.status).toBe(before.status);
          expect(await escrowOf(t.database.db, jobId)).toBe(escrowBefore);
        }
      });
    }
  }

  it('knows every state: each is reachable, and only done and cancelled are final', () => {
    const reachable = new Set<JobState>(['open']);
    for (const transition of Object.values(TRANSITIONS)) reachable.add(transition.to);
    expect([...reachable].sort()).toEqual([...JOB_STATES].sort());
    const leaving = new Set<JobState>(Object.values(TRANSITIONS).flatMap((tr) => [...tr.from]));
    expect(JOB_STATES.filter((state) => !leaving.has(state)).sort()).toEqual(['cancelled', 'done']);
  });

  it('empties the escrow on every way into done or cancelled', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    for (const state of ['done', 'cancelled'] as const) {
      const jobId = await jobInState(t.app, jalu, yasa, state);
      expect(await escrowOf(t.database.db, jobId)).toBe(0);
    }
    const resolved = await jobInState(t.app, jalu, yasa, 'disputed');
    await t.app.disputes.resolve(resolved, 0, 'Tidak dikerjakan', jalu.id);
    expect(await escrowOf(t.database.db, resolved)).toBe(0);
  });
});
