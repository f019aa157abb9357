import {
  JOB_STATES,
  jobSchema,
  jobWithWorkersSchema,
  VIEWER_ACTIONS,
  type HistoryEntry,
  type Job,
  type JobState,
  type ViewerAction,
} from '@bantuin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionsChangeAt,
  actionsFor,
  applyRefusalOf,
  assertMayApplyToJob,
  APPLICATION_EVENTS,
  assertNotHiddenByBlock,
  canView,
  hiddenByBlock,
  isParty,
  TRANSITIONS,
  type Viewer,
} from '../src/modules/jobs/policy.js';
import { createTestApp, type TestApp } from './support/app.js';
import { accept, apply, readyJalu, readyYasa, sendReview } from './support/jobs.js';
import { jobInState } from './support/lifecycle.js';

const JALU = 'a0000000-0000-4000-8000-000000000001';
const OTHER_JALU = 'a0000000-0000-4000-8000-000000000002';
const YASA = 'b0000000-0000-4000-8000-000000000001';
const OTHER_YASA = 'b0000000-0000-4000-8000-000000000002';

/** A job of JALU in `state`; a Yasa (YASA) is on it from assigned on, none while open or cancelled before one. */
const jobIn = (state: JobState, workerId: string | null = state === 'open' ? null : YASA) => ({
  status: state,
  clientId: JALU,
  workerId,
  // Done just now, not yet tipped (the tip window is open).
  finishedAt: state === 'done' ? new Date() : null,
  tipAmount: null,
});

/**
 * What each person may do, state by state: written out, not computed from the table, so a
 * changed rule shows here as a changed line.
 */
const EXPECTED: Record<string, Record<JobState, ViewerAction[]>> = {
  'its Jalu': {
    open: ['accept', 'cancel'],
    assigned: ['cancel', 'chat'],
    worker_confirmed: ['confirm', 'fileDispute', 'chat'],
    disputed: ['chat'],
    done: ['review', 'tip'],
    cancelled: [],
  },
  'another Jalu': {
    open: [],
    assigned: [],
    worker_confirmed: [],
    disputed: [],
    done: [],
    cancelled: [],
  },
  'the Yasa on it': {
    open: [],
    assigned: ['backOut', 'submitProof', 'chat'],
    worker_confirmed: ['chat'],
    disputed: ['answerDispute', 'chat'],
    done: [],
    cancelled: [],
  },
  'a Yasa who has not applied': {
    open: ['apply'],
    assigned: [],
    worker_confirmed: [],
    disputed: [],
    done: [],
    cancelled: [],
  },
  'a Yasa who applied': {
    open: [],
    assigned: [],
    worker_confirmed: [],
    disputed: [],
    done: [],
    cancelled: [],
  },
};

const VIEWERS: Record<keyof typeof EXPECTED, Viewer> = {
  'its Jalu': { role: 'jalu', id: JALU },
  'another Jalu': { role: 'jalu', id: OTHER_JALU },
  'the Yasa on it': { role: 'yasa', id: YASA, hasApplied: true },
  'a Yasa who has not applied': { role: 'yasa', id: OTHER_YASA, hasApplied: false },
  'a Yasa who applied': { role: 'yasa', id: OTHER_YASA, hasApplied: true },
};

describe('actionsFor, every state for every viewer', () => {
  for (const [who, byState] of Object.entries(EXPECTED)) {
    for (const state of JOB_STATES) {
      it(`${who}, ${state}: ${byState[state].join(', ') || 'nothing'}`, () => {
        expect(actionsFor(jobIn(state), VIEWERS[who]!)).toEqual(byState[state]);
      });
    }
  }

  it('gives any Yasa of a shared list (no id) the same as one who has not applied', () => {
    for (const state of JOB_STATES) {
      expect(actionsFor(jobIn(state), { role: 'yasa', id: null, hasApplied: false })).toEqual(
        EXPECTED['a Yasa who has not applied']![state],
      );
    }
  });

  it('hides an open job from a Yasa in a block with its Jalu (403 BLOCKED); not once it is theirs', () => {
    const open = { status: jobIn('open').status, clientId: JALU };
    expect(hiddenByBlock(open, new Set([JALU]))).toBe(true);
    expect(hiddenByBlock(open, new Set(['someone-else']))).toBe(false);
    expect(hiddenByBlock({ ...open, status: 'assigned' }, new Set([JALU]))).toBe(false);
    expect(() => assertNotHiddenByBlock(open, new Set([JALU]))).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'BLOCKED' }),
    );
  });

  it('offers the Jalu no review once the answer knows it was written (the history)', () => {
    expect(actionsFor({ ...jobIn('done'), reviewed: false }, VIEWERS['its Jalu']!)).toEqual([
      'review',
      'tip',
    ]);
    expect(actionsFor({ ...jobIn('done'), reviewed: true }, VIEWERS['its Jalu']!)).toEqual(['tip']);
  });

  it('offers the Jalu a tip once, within 7 days of completion', () => {
    const jalu: Viewer = { role: 'jalu', id: JALU };
    expect(actionsFor({ ...jobIn('done'), tipAmount: 5_000 }, jalu)).toEqual(['review']);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    expect(actionsFor({ ...jobIn('done'), finishedAt: eightDaysAgo }, jalu)).toEqual(['review']);
    expect(actionsFor(jobIn('done'), { role: 'yasa', id: YASA })).toEqual([]);
  });

  it('on a Nitip with a cap: the receipt before the proof, the extra to answer, no cancel after it', () => {
    const jalu: Viewer = { role: 'jalu', id: JALU };
    const yasa: Viewer = { role: 'yasa', id: YASA };
    const shopping = { ...jobIn('assigned'), shoppingCap: 50_000 };
    expect(actionsFor(shopping, yasa)).toEqual(['backOut', 'submitReceipt', 'chat']);
    expect(actionsFor(shopping, jalu)).toEqual(['cancel', 'chat']);
    const above = {
      ...shopping,
      receiptAt: new Date(),
      purchaseTotal: 60_000,
      extraApproved: null,
    };
    expect(actionsFor(above, yasa)).toEqual(['submitProof', 'chat']);
    expect(actionsFor(above, jalu)).toEqual(['answerExtra', 'chat']);
    expect(actionsFor({ ...above, extraApproved: false }, jalu)).toEqual(['chat']);
    expect(actionsFor({ ...above, purchaseTotal: 50_000 }, jalu)).toEqual(['chat']);
    expect(actionsFor({ ...above, status: 'worker_confirmed' }, jalu)).toEqual([
      'answerExtra',
      'confirm',
      'fileDispute',
      'chat',
    ]);
  });

  it('offers nothing on a cancelled job that never had a Yasa', () => {
    expect(actionsFor(jobIn('cancelled', null), VIEWERS['its Jalu']!)).toEqual([]);
    expect(actionsFor(jobIn('cancelled', null), VIEWERS['a Yasa who has not applied']!)).toEqual(
      [],
    );
  });

  it('through the Yasa’s own application: withdraw while pending, apply again once withdrawn', () => {
    const open = jobIn('open');
    const through = (application: Extract<Viewer, { role: 'yasa' }>['application']) =>
      actionsFor(open, { role: 'yasa', id: OTHER_YASA, application });
    expect(through('pending')).toEqual(['withdraw']);
    expect(through('withdrawn')).toEqual(['apply']);
    expect(through('backed_out')).toEqual([]);
    // Accepted: the job is theirs, its actions are the assigned Yasa's.
    expect(
      actionsFor(jobIn('assigned'), { role: 'yasa', id: YASA, application: 'accepted' }),
    ).toEqual(['backOut', 'submitProof', 'chat']);
    for (const state of ['assigned', 'done', 'cancelled'] as const) {
      expect(
        actionsFor(jobIn(state), { role: 'yasa', id: OTHER_YASA, application: 'not_selected' }),
      ).toEqual([]);
    }
  });

  it('offers no apply to a Yasa who backed out, nor to an unverified one when it needs it; says why', () => {
    const open = jobIn('open');
    const yasa = { role: 'yasa', id: OTHER_YASA, hasApplied: false } as const;
    expect(actionsFor(open, { ...yasa, backedOut: true })).toEqual([]);
    expect(actionsFor(open, { ...yasa, verificationRequired: true })).toEqual([]);
    expect(
      actionsFor(open, { ...yasa, application: 'withdrawn', verificationRequired: true }),
    ).toEqual([]);
    expect(applyRefusalOf({ backedOut: true })).toBe('BACKED_OUT');
    expect(applyRefusalOf({ verificationRequired: true })).toBe('VERIFICATION_REQUIRED');
    expect(applyRefusalOf({})).toBeNull();
    expect(() =>
      assertMayApplyToJob({
        workerVerified: true,
        requireVerified: false,
        blocked: false,
        backedOut: true,
      }),
    ).toThrow(expect.objectContaining({ code: 'BACKED_OUT' }));
  });

  it('answers every action in the contract’s order, and every member transition is one', () => {
    for (const byState of Object.values(EXPECTED)) {
      for (const list of Object.values(byState)) {
        expect(list).toEqual(VIEWER_ACTIONS.filter((action) => list.includes(action)));
      }
    }
    const memberTransitions = Object.entries(TRANSITIONS)
      .filter(([, transition]) => transition.by === 'jalu' || transition.by === 'yasa')
      .map(([name]) => name);
    expect(VIEWER_ACTIONS).toEqual(expect.arrayContaining(memberTransitions));
  });
});

describe('actionsChangeAt', () => {
  // Answers kept by their rows' versions (answer-cards.ts) are made again at this instant: before
  // it nobody's actions may change, and at it somebody's do (it is the rule's own instant).
  it('is the first instant at which anyone’s actions change with no row changed', () => {
    const posted = new Date('2026-11-29T08:00:00Z');
    for (const state of JOB_STATES) {
      const job = {
        ...jobIn(state),
        expiresAt: new Date(posted.getTime() + 3_600_000),
        finishedAt: state === 'done' ? posted : null,
      };
      const changeAt = actionsChangeAt(job);
      const everyone = (at: number) =>
        Object.values(VIEWERS).map((viewer) => actionsFor(job, viewer, new Date(at)));
      const before = everyone(posted.getTime());
      if (!Number.isFinite(changeAt)) {
        expect(everyone(posted.getTime() + 365 * 86_400_000), state).toEqual(before);
        continue;
      }
      expect(everyone(changeAt - 1), state).toEqual(before);
      expect(everyone(changeAt), state).not.toEqual(before);
    }
  });
});

describe('canView', () => {
  it('shows a job to its Jalu in every state, and never to another Jalu', () => {
    for (const state of JOB_STATES) {
      expect(canView(jobIn(state), { role: 'jalu', id: JALU })).toBe(true);
      expect(canView(jobIn(state), { role: 'jalu', id: OTHER_JALU })).toBe(false);
    }
  });

  it('shows an open job to every Yasa; afterwards only to the Yasa given it', () => {
    for (const state of JOB_STATES) {
      expect(canView(jobIn(state), { role: 'yasa', id: OTHER_YASA }), state).toBe(state === 'open');
      expect(canView(jobIn(state), { role: 'yasa', id: null }), state).toBe(state === 'open');
      expect(canView(jobIn(state), { role: 'yasa', id: YASA }), state).toBe(
        state === 'open' || jobIn(state).workerId === YASA,
      );
    }
    // A cancelled job the Yasa was on (the Jalu cancelled an assigned one) stays theirs to see.
    expect(canView(jobIn('cancelled', YASA), { role: 'yasa', id: YASA })).toBe(true);
  });

  it('shows an applicant the job through their own application, whatever became of it', () => {
    for (const state of JOB_STATES) {
      expect(
        canView(jobIn(state), { role: 'yasa', id: OTHER_YASA, application: 'not_selected' }),
      ).toBe(true);
    }
  });

  it('names the two parties of a job: its Jalu and its assigned Yasa', () => {
    expect(isParty(jobIn('assigned'), JALU)).toBe(true);
    expect(isParty(jobIn('assigned'), YASA)).toBe(true);
    expect(isParty(jobIn('assigned'), OTHER_YASA)).toBe(false);
    expect(isParty(jobIn('open'), OTHER_YASA)).toBe(false);
  });
});

describe('the notifications each change sends', () => {
  it('declares at least one recipient for every transition; withdrawing an application none', () => {
    for (const [name, entry] of Object.entries(TRANSITIONS)) {
      expect(entry.notifies.length, name).toBeGreaterThan(0);
    }
    expect(APPLICATION_EVENTS.apply.notifies).toEqual([{ to: 'jalu', kind: 'job_applied' }]);
    expect(APPLICATION_EVENTS.withdraw.notifies).toEqual([]);
  });

  it('tells the assigned Yasa only of changes to a job that can have one', () => {
    for (const [name, transition] of Object.entries(TRANSITIONS)) {
      const toYasa = transition.notifies.some((notice) => notice.to === 'yasa');
      const onlyOpen = transition.from.every((state) => state === 'open');
      if (toYasa && onlyOpen) expect(name).toBe('accept');
    }
  });
});

describe('every job answer carries the asker’s actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = async (url: string, auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  for (const state of JOB_STATES) {
    it(`${state}: the Jalu's and the Yasa's pages answer what the policy says`, async () => {
      const jalu = await readyJalu(t.app);
      const yasa = await readyYasa(t.app);
      const jobId = await jobInState(t.app, jalu, yasa, state);

      const detail = jobSchema.parse(await read(`/jobs/${jobId}`, jalu.auth));
      expect(detail.actions).toEqual(EXPECTED['its Jalu']![state]);
      const order = jobWithWorkersSchema.parse(
        await read(`/clients/jobs/${jobId}/workers`, jalu.auth),
      );
      expect(order.actions).toEqual(EXPECTED['its Jalu']![state]);

      // jobInState leaves open and cancelled jobs without a Yasa.
      const given = state !== 'open' && state !== 'cancelled';
      const asYasa = await t.app.inject({
        method: 'GET',
        url: `/jobs/${jobId}`,
        headers: yasa.auth,
      });
      if (given) {
        expect(jobSchema.parse(asYasa.json()).actions).toEqual(EXPECTED['the Yasa on it']![state]);
      } else if (state === 'open') {
        expect(jobSchema.parse(asYasa.json()).actions).toEqual(['apply']);
      } else {
        expect(asYasa.statusCode).toBe(404);
      }
    });
  }

  it('in the history: review until the Jalu has written it; the Yasa has nothing to do', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const done = await jobInState(t.app, jalu, yasa, 'done');
    const cancelled = await jobInState(t.app, jalu, yasa, 'cancelled');
    const entry = (list: HistoryEntry[], id: string) => list.find((item) => item._id === id)!;

    let history = await read('/profile/histories', jalu.auth);
    expect(entry(history, done).actions).toEqual(['review', 'tip']);
    expect(entry(history, cancelled).actions).toEqual([]);
    expect(entry(await read('/profile/histories', yasa.auth), done).actions).toEqual([]);

    expect((await sendReview(t.app, jalu, done)).statusCode).toBeLessThan(300);
    history = await read('/profile/histories', jalu.auth);
    expect(entry(history, done).actions).toEqual(['tip']);
  });

  it('on the lists: apply until applied, withdraw on the application, the work once given', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const other = await readyYasa(t.app);
    const jobId = await jobInState(t.app, jalu, yasa, 'open');
    const inList = (list: Job[]) => list.find((job) => job._id === jobId)!;

    expect(inList(await read('/workers/jobs/worker', yasa.auth)).actions).toEqual(['apply']);
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    expect(inList(await read('/workers/jobs/worker', yasa.auth)).actions).toEqual([]);
    expect((await read(`/jobs/${jobId}`, yasa.auth)).actions).toEqual([]);
    // Another Yasa's copy of the same shared page is untouched.
    expect(inList(await read('/workers/jobs/worker', other.auth)).actions).toEqual(['apply']);
    const [application] = await read('/workers/applications', yasa.auth);
    expect(application.job.actions).toEqual(['withdraw']);
    expect(inList(await read('/clients/jobs/active', jalu.auth)).actions).toEqual([
      'accept',
      'cancel',
    ]);

    expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(200);
    expect(inList(await read('/workers/job', yasa.auth)).actions).toEqual([
      'backOut',
      'submitProof',
      'chat',
    ]);
    const [accepted] = await read('/workers/applications', yasa.auth);
    expect(accepted.job.actions).toEqual(['backOut', 'submitProof', 'chat']);
  });
});
