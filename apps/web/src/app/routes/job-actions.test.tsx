import type { Applicant, Job, ViewerAction } from '@bantuin/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MY_JOBS_PAGE_SIZE } from '@/features/jobs/api/list-my-jobs';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { anId, signedInApi } from '@/test/fixtures';
import { aJob, anAssignedJob, configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

/*
 * The buttons of a job's pages are its `actions` (the server's) and nothing else: each one shows
 * exactly when its action is in the answer. The job's state stays the same throughout, so a
 * button that still looked at `state` would show (or hide) against its action here.
 */

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const SLOW = { timeout: 15_000 };

type Control = { role: 'button' | 'link'; name: string };

/** Each action's control on the page, and every subset tried: none, each alone, all. */
function eachSubset<A extends ViewerAction>(controls: Record<A, Control>): A[][] {
  const all = Object.keys(controls) as A[];
  return [[], ...all.map((action) => [action]), all];
}

async function expectExactly<A extends ViewerAction>(
  controls: Record<A, Control>,
  present: readonly A[],
  ready: () => Promise<unknown>,
) {
  await ready();
  for (const [action, control] of Object.entries(controls) as [A, Control][]) {
    const found = screen.queryAllByRole(control.role, { name: control.name });
    expect(found.length, `${action} (${control.name})`).toBe(present.includes(action) ? 1 : 0);
  }
}

const budi: Applicant = {
  _id: anId(),
  userId: anId(),
  name: 'Budi Santoso',
  profilePicture: null,
  cancelledJobs: 0,
  verified: false,
  appliedAt: '2026-03-05T08:00:00.000Z',
};

describe("the Jalu's order page shows exactly the order's actions", SLOW, () => {
  const controls = {
    accept: { role: 'button', name: 'Terima Budi Santoso' },
    cancel: { role: 'button', name: 'Batalkan Pekerjaan' },
    chat: { role: 'link', name: 'Pesan' },
    confirm: { role: 'link', name: 'Konfirmasi selesai' },
  } satisfies Record<string, Control>;

  for (const actions of eachSubset(controls)) {
    it(`[${actions.join(', ')}]`, async () => {
      const order = { ...anAssignedJob({ actions }), workers: [budi] };
      fakeApi({
        ...signedInApi('jalu'),
        ...configApi(),
        [`GET /clients/jobs/${order._id}/workers`]: ok(order),
      });
      renderApp(`/jalu/order/${order._id}`, { session: { role: 'jalu' } });
      await expectExactly(controls, actions, () =>
        screen.findByRole('heading', { name: order.title, level: 1 }),
      );
    });
  }
});

describe("the Yasa's job page shows exactly the job's actions", SLOW, () => {
  const controls = {
    chat: { role: 'link', name: 'Pesan' },
    submitProof: { role: 'link', name: 'Selesai' },
    backOut: { role: 'button', name: 'Mundur dari pekerjaan' },
  } satisfies Record<string, Control>;

  for (const actions of eachSubset(controls)) {
    it(`[${actions.join(', ')}]`, async () => {
      const job: Job = anAssignedJob({ actions });
      fakeApi({
        ...signedInApi('yasa'),
        ...configApi(),
        [`GET /jobs/${job._id}`]: ok(job),
        [`GET /workers/job?limit=${MY_JOBS_PAGE_SIZE}`]: ok([]),
      });
      renderApp(`/yasa/order/jobs/${job._id}`, { session: { role: 'yasa' } });
      await expectExactly(controls, actions, () =>
        screen.findByRole('heading', { name: job.title, level: 1 }),
      );
    });
  }
});

describe("an open job's page offers 'Melamar' exactly with apply", SLOW, () => {
  const controls = { apply: { role: 'button', name: 'Melamar' } } satisfies Record<string, Control>;

  for (const actions of eachSubset(controls)) {
    it(`[${actions.join(', ')}]`, async () => {
      // Not applied for as far as `hasApplied` goes: only the action decides.
      const job: Job = aJob({ actions, hasApplied: false });
      fakeApi({ ...signedInApi('yasa'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
      renderApp(`/yasa/order/${job._id}`, { session: { role: 'yasa' } });
      await expectExactly(controls, actions, () =>
        screen.findByRole('heading', { name: job.title, level: 1 }),
      );
    });
  }
});

describe(
  "the Jalu's payment page offers paying and complaining exactly with their actions",
  SLOW,
  () => {
    const controls = {
      confirm: { role: 'button', name: 'Lanjutkan Pembayaran' },
      fileDispute: { role: 'button', name: 'Ajukan Komplain' },
    } satisfies Record<string, Control>;

    // Complaining is offered beside paying (the server never offers it alone).
    for (const actions of [[], ['confirm'], ['confirm', 'fileDispute']] as const) {
      it(`[${actions.join(', ')}]`, async () => {
        const job: Job = anAssignedJob({
          state: 'worker_confirmed',
          actions: [...actions],
          status: {
            isWorkerConfirmed: true,
            confirmationImages: [],
            confirmationDescription: 'Sudah beres',
            isClientConfirmed: false,
            isDone: false,
          },
        });
        // The page says when the payment releases by itself (GET /config's AUTO_RELEASE_HOURS).
        fakeApi({ ...signedInApi('jalu'), ...configApi(), [`GET /jobs/${job._id}`]: ok(job) });
        renderApp(`/jalu/order/${job._id}/confirmation`, { session: { role: 'jalu' } });
        await expectExactly(controls, actions, () =>
          screen.findByRole('heading', { name: 'Konfirmasi Pekerjaan' }),
        );
      });
    }
  },
);
