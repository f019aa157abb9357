import type {
  ClientProfile,
  Review,
  Role,
  WalletTransaction,
  WorkerProfile,
} from '@bantuin/contract';
import type { FakeReply } from './fake-api';

export function aClientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    _id: '0f8b6c2e-1d4a-4c55-9e0b-1a2b3c4d5e6f',
    name: 'Sari Wulandari',
    profilePicture: null,
    dateOfBirth: '1995-08-17',
    address: 'Jl. Melati No. 5, Bandung',
    userData: { email: 'sari@contoh.id', phoneNumber: '+6281234567890' },
    emailVerified: true,
    phoneVerified: true,
    ...overrides,
  };
}

export function aWorkerProfile(overrides: Partial<WorkerProfile> = {}): WorkerProfile {
  return {
    _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    name: 'Budi Santoso',
    profilePicture: null,
    dateOfBirth: '1990-02-03',
    address: 'Jl. Kenanga No. 12, Depok',
    bio: 'Rapi dan tepat waktu.',
    jobDone: 0,
    cancelledJobs: 0,
    userData: {
      email: 'budi@contoh.id',
      phoneNumber: '+6289876543210',
      createdAt: '2026-01-15T03:00:00.000Z',
    },
    emailVerified: true,
    phoneVerified: true,
    ...overrides,
  };
}

let sequence = 0;
/** A v4-looking UUID, unique per call (the contract's schemas check the format). */
export function anId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function aTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    _id: anId(),
    kind: 'topup',
    amount: 50_000,
    balanceAfter: 50_000,
    createdAt: '2026-03-05T07:05:00.000Z',
    jobTitle: null,
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: anId(),
    client: { name: 'Sari Wulandari', profilePicture: null },
    rating: 5,
    description: 'Kerjanya rapi sekali, rumah jadi kinclong.',
    images: [],
    createdAt: '2026-03-05T07:05:00.000Z',
    ...overrides,
  };
}

export const ok = (body: unknown): FakeReply => ({ status: 200, body });

/**
 * The calls a signed-in area makes on its own (the navbar's profile, the card's balance), for
 * tests about something else: spread into fakeApi({...}).
 */
/** The Jalu of the fixture jobs (job-fixtures' aJob). */
export const A_JALU_ID = '00000000-0000-4000-8000-00000000a1a1';

export function signedInApi(
  role: Role,
  {
    profile,
    balance = 0,
    // A Yasa's money is earned (withdrawable); a Jalu's came from top-ups.
    withdrawable = role === 'yasa' ? balance : 0,
  }: { profile?: ClientProfile | WorkerProfile; balance?: number; withdrawable?: number } = {},
) {
  return role === 'jalu'
    ? {
        'GET /clients/profile': ok(profile ?? aClientProfile()),
        'GET /profile/wallet': ok({ amount: balance, withdrawable }),
        // The wallet card's top-ups waiting for payment.
        'GET /payment/topup/pending': ok([]),
        // The home page's 'Yasa Terbaik' and the profile's order-history grid.
        'GET /clients/best-yasa': ok([]),
        'GET /profile/histories?limit=6': ok([]),
      }
    : {
        'GET /workers/profile': ok(profile ?? aWorkerProfile()),
        'GET /profile/wallet': ok({ amount: balance, withdrawable }),
        // The home page's open jobs.
        'GET /workers/jobs/worker?limit=12': ok([]),
        // The profile's 'Verifikasi identitas' card.
        'GET /workers/verification': ok({
          status: 'belum',
          nikLast4: null,
          reason: null,
          submittedAt: null,
          decidedAt: null,
        }),
        // The standing of the fixture jobs' Jalu, on a Yasa's job pages.
        [`GET /workers/jalu/${A_JALU_ID}`]: ok({
          _id: A_JALU_ID,
          name: 'Sari Wulandari',
          profilePicture: null,
          rating: 4.5,
          ratingCount: 2,
          jobsFinished: 7,
          memberSince: '2025-01-10T08:00:00.000Z',
        }),
      };
}
