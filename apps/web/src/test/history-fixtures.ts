import type { BestYasa, HistoryEntry } from '@bantuin/contract';
import { anId } from './fixtures';

/**
 * A finished Nitip job as the Jalu's history lists it, not reviewed yet; `actions` as the server
 * answers them for the state and `reviewed` given.
 */
export function aHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  const reviewable = (overrides.state ?? 'done') === 'done' && !overrides.reviewed;
  return {
    _id: anId(),
    jobDetail: {
      title: 'Belanja sayur di Pasar Minggu',
      categoryName: 'Nitip',
      description: 'Bayam 2 ikat, tomat 1 kg, cabai rawit seperempat.',
      createdAt: '2026-03-05T05:00:00.000Z',
      fee: 35_000,
    },
    worker: { name: 'Budi Santoso' },
    state: 'done',
    finishedAt: '2026-03-05T09:00:00.000Z',
    autoReleased: false,
    reviewed: false,
    actions: reviewable ? ['review'] : [],
    image: null,
    complained: false,
    // Nothing moved unless a test says so (a list's amounts then are the test's own).
    money: { toYasa: 0, backToJalu: 0, adminFee: 0 },
    ...overrides,
  };
}

/** One of 'Yasa Terbaik'. */
export function aBestYasa(overrides: Partial<BestYasa> = {}): BestYasa {
  return {
    _id: anId(),
    name: 'Budi Santoso',
    profilePicture: null,
    rating: 4.8,
    verified: false,
    bio: 'Rapi dan tepat waktu.',
    jobDone: 12,
    ...overrides,
  };
}
