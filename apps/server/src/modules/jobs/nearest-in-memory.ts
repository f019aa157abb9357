import type { Job } from '@bantuin/contract';
import { roundedKmOfChord } from './presenter.js';

/**
 * `near=` answered from memory: every open job held once per read-cache version (while there
 * are few enough), each with its true place on the unit sphere, so a page from any point is a
 * pass over them instead of a statement (decision 2026-11-28-near-from-memory). The order is the
 * database's to the last rule: straight-line (chord) distance between unit-sphere points, as
 * `cube`'s `<->` over `unitSpherePoint` computes it, then id; the cursor continues after the
 * cursor job's (distance, id); `distanceKm` is the chord's arc, to 100 m (repository.ts).
 */

/**
 * Beyond this many open jobs the KNN statement answers: reading them all again after each write
 * would cost more than it saves.
 */
export const NEAR_IN_MEMORY_MAX_OPEN_JOBS = 1_000;

/**
 * Every open job is read again at most this often: after a write within it, the statement
 * answers `near=` until the next version of the read cache.
 */
export const NEAR_IN_MEMORY_REBUILD_MS = 250;

/** `near=` pages kept per version for the same Yasa asking the same again (each ≤ 100 jobs). */
export const NEAR_PAGES_KEPT = 256;

export interface OpenJobsByPlace {
  /** Every open job as every Yasa sees it (frozen, shared). */
  readonly jobs: readonly Job[];
  readonly ids: readonly string[];
  readonly categories: readonly string[];
  /** Each job's true place on the unit sphere (the answers show an approximate one). */
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly z: Float64Array;
  readonly indexOf: ReadonlyMap<string, number>;
  /** Each job's place among the ids in order: ties in distance compare these numbers. */
  readonly idRank: Int32Array;
  /** The read cache's weight of this value: the jobs it holds (lib/read-cache.ts). */
  readonly cacheWeight: number;
}

const RADIANS = Math.PI / 180;

/** As `unitSpherePoint` in db/schema.ts: (cos φ cos λ, cos φ sin λ, sin φ). */
function onUnitSphere(lat: number, lng: number): [number, number, number] {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

export function openJobsByPlace(
  open: readonly { job: Job; category: string; lat: number; lng: number }[],
): OpenJobsByPlace {
  const x = new Float64Array(open.length);
  const y = new Float64Array(open.length);
  const z = new Float64Array(open.length);
  open.forEach(({ lat, lng }, i) => {
    [x[i], y[i], z[i]] = onUnitSphere(lat, lng);
  });
  const idRank = new Int32Array(open.length);
  open
    .map((entry, i) => ({ id: entry.job._id, i }))
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .forEach(({ i }, rank) => {
      idRank[i] = rank;
    });
  return Object.freeze({
    idRank,
    jobs: Object.freeze(open.map((entry) => entry.job)),
    ids: Object.freeze(open.map((entry) => entry.job._id)),
    categories: Object.freeze(open.map((entry) => entry.category)),
    x,
    y,
    z,
    indexOf: new Map(open.map((entry, i) => [entry.job._id, i])),
    cacheWeight: Math.max(1, open.length),
  });
}

export interface NearEntry {
  /** The job's place in `OpenJobsByPlace.jobs`. */
  index: number;
  distanceKm: number;
}

/**
 * The `near=` page from `here`: up to `limit` jobs of `category` (if given) after the cursor
 * job, nearest first, leaving out those `hidden` says a block hides (none without it). Undefined
 * when the cursor is not an open job held here (taken since, or unknown): the database answers
 * that page.
 */
export function nearestPage(
  all: OpenJobsByPlace,
  here: { lat: number; lng: number },
  page: { limit: number; cursor?: string; category?: string },
  hidden?: (job: Job) => boolean,
): NearEntry[] | undefined {
  const { categories, x, y, z, jobs, idRank } = all;
  const { limit, category } = page;
  if (limit < 1) return [];
  const [hx, hy, hz] = onUnitSphere(here.lat, here.lng);
  const chordTo = (i: number) =>
    Math.sqrt((x[i]! - hx) ** 2 + (y[i]! - hy) ** 2 + (z[i]! - hz) ** 2);
  let afterChord = -1;
  let afterRank = -1;
  if (page.cursor !== undefined) {
    const at = all.indexOf.get(page.cursor);
    if (at === undefined) return undefined;
    afterChord = chordTo(at);
    afterRank = idRank[at]!;
  }
  // The nearest `limit` by (chord, id), kept in order as they are found: once the page is full,
  // most jobs are farther than its last and cost one comparison.
  const best: number[] = [];
  const chords: number[] = [];
  const before = (chord: number, rank: number, k: number) =>
    chord < chords[k]! || (chord === chords[k]! && rank < idRank[best[k]!]!);
  for (let i = 0; i < jobs.length; i++) {
    if (category !== undefined && categories[i] !== category) continue;
    const chord = chordTo(i);
    const rank = idRank[i]!;
    if (chord < afterChord || (chord === afterChord && rank <= afterRank)) continue;
    if (best.length === limit && !before(chord, rank, limit - 1)) continue;
    if (hidden?.(jobs[i]!)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(chord, rank, mid)) high = mid;
      else low = mid + 1;
    }
    const at = low;
    best.splice(at, 0, i);
    chords.splice(at, 0, chord);
    if (best.length > limit) {
      best.pop();
      chords.pop();
    }
  }
  return best.map((index, k) => ({
    index,
    distanceKm: roundedKmOfChord(chords[k]!),
  }));
}
