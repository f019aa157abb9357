import type { Dispute, Job, JobState, PublicConfig, ViewerAction } from '@bantuin/contract';
import type { FakeReply } from './fake-api';
// A_JALU_ID: the Jalu of every fixture job (a Yasa's pages ask GET /workers/jalu/{id}, which
// signedInApi answers).
import { A_JALU_ID, anId } from './fixtures';

/**
 * An open Nitip job by Sari, newest-first style (no distance), as a Yasa who has not applied sees
 * it. A test that changes `state` says what the person may then do (`actions`, the server's).
 */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: anId(),
    title: 'Belanja sayur di Pasar Minggu',
    description: 'Bayam 2 ikat, tomat 1 kg, cabai rawit seperempat.',
    fee: 35_000,
    adminFee: 2_000,
    address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
    addressNotes: null,
    coordinates: { lat: -6.2841, lng: 106.8446 },
    images: [],
    category: { name: 'Nitip' },
    createdAt: '2026-03-05T07:05:00.000Z',
    scheduledAt: '2026-03-07T02:00:00.000Z',
    expiresAt: '2026-03-07T02:00:00.000Z',
    clientId: A_JALU_ID,
    workerId: null,
    client: { name: 'Sari Wulandari', profilePicture: null },
    worker: null,
    state: 'open',
    status: null,
    // Once applied, nothing more to do on it until the Jalu chooses.
    actions: overrides.hasApplied ? [] : ['apply'],
    tip: null,
    items: [],
    shoppingCap: null,
    purchase: null,
    tasks: [],
    ...overrides,
  };
}

/** A Bebersih job with room photos. */
export function aCleaningJob(overrides: Partial<Job> = {}): Job {
  return aJob({
    title: 'Bersihkan dapur dan kamar mandi',
    description: 'Dapur berminyak, kamar mandi perlu disikat.',
    fee: 120_000,
    images: ['/uploads/dapur.webp', '/uploads/kamar-mandi.webp'],
    category: { name: 'Bebersih' },
    ...overrides,
  });
}

/** The job as the Yasa it was given to sees it (its `actions` follow the state given). */
export function anAssignedJob(overrides: Partial<Job> = {}): Job {
  const job = aJob({
    workerId: anId(),
    worker: { name: 'Budi Santoso', profilePicture: null },
    state: 'assigned',
    status: {
      isWorkerConfirmed: false,
      confirmationImages: [],
      confirmationDescription: null,
      isClientConfirmed: false,
      isDone: false,
    },
    ...overrides,
  });
  return overrides.actions ? job : asAssignedYasa(job);
}

export function aPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: '&copy; OpenStreetMap contributors',
    adminFee: 2_000,
    jobFeeMin: 10_000,
    jobFeeMax: 10_000_000,
    topupMin: 10_000,
    topupMax: 10_000_000,
    autoReleaseHours: 48,
    freeCancelHours: 2,
    lateCancelPercent: 20,
    shoppingCapMin: 10_000,
    shoppingCapMax: 5_000_000,
    ...overrides,
  };
}

/** GET /config, which every page with a map asks for: spread into fakeApi({...}). */
export const configApi = (): Record<'GET /config', FakeReply> => ({
  'GET /config': { status: 200, body: aPublicConfig() },
});

/** A complaint the Jalu just filed: no answer, no decision yet. */
export function anOpenDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    reason: 'Kamar mandi belum disikat sama sekali',
    images: [],
    response: null,
    responseImages: [],
    status: 'open',
    resolution: null,
    createdAt: '2026-03-06T02:00:00.000Z',
    respondedAt: null,
    resolvedAt: null,
    ...overrides,
  };
}

/**
 * What the server's job policy answers in `actions` for each state (apps/server's policy test
 * holds the rule itself): the job's Jalu, and the Yasa it was given to.
 */
const JALU_ACTIONS: Record<JobState, ViewerAction[]> = {
  open: ['accept', 'cancel'],
  assigned: ['cancel', 'chat'],
  worker_confirmed: ['confirm', 'fileDispute', 'chat'],
  disputed: ['chat'],
  done: ['review'],
  cancelled: [],
};
const ASSIGNED_YASA_ACTIONS: Record<JobState, ViewerAction[]> = {
  open: [],
  assigned: ['backOut', 'submitProof', 'chat'],
  worker_confirmed: ['chat'],
  disputed: ['answerDispute', 'chat'],
  done: [],
  cancelled: [],
};

/** The job as its Jalu is answered it: the `actions` of its state. */
export function asJalu<T extends Job>(job: T): T {
  return { ...job, actions: JALU_ACTIONS[job.state] };
}

/** The job as the Yasa it was given to is answered it. */
export function asAssignedYasa<T extends Job>(job: T): T {
  return { ...job, actions: ASSIGNED_YASA_ACTIONS[job.state] };
}
