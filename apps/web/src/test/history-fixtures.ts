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
