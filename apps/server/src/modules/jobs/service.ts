import {
  ADMIN_FEE,
  formatIDR,
  PROFILE_INCOMPLETE_MESSAGE,
  SOCKET_EVENTS,
  type Application,
  type CancellationQuote,
  type Job,
  type JobCategory,
  type JobFields,
  type JobWithWorkers,
  JOB_STATE,
  shoppingCapHint,
  type ShoppingFields,
} from '@bantuin/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { CATEGORY_IDS, chats, jobApplications, jobs, profiles, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/identity.js';
import { requireActiveAccount } from '../accounts/standing.js';
import {
  accountSuspended,
  badRequest,
  conflict,
  invalidFields,
  notFound,
  unauthenticated,
} from '../../lib/errors.js';
import { silentNotifier, type Notifier } from '../chat/notifier.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import { requireWalletCovers } from '../ledger/ledger.js';
import { createJobWriter, JOB_POST_KEY_INDEX } from './posting.js';
import { TRANSITIONS, type Lifecycle } from './lifecycle.js';
import {
  appliedAmong,
  type AppliedMark,
  waitingApplicants,
  findApplication,
  findJob,
  findJobView,
  jobIsIn,
  jobStateIs,
  listApplicants,
  listJobEntries,
  listJobViews,
  listOpenJobEntriesSoonest,
  listOpenJobEntriesNear,
  type JobListEntry,
  lockJob,
  openJobsUpTo,
  type JobListScope,
  type JobRow,
  type ListPage,
} from './repository.js';
import type { Announcer } from '../../lib/announcer.js';
import { quietJobNotifications, type JobNotifications } from '../notifications/outbox.js';
import type { ReadCache } from '../../lib/read-cache.js';
import {
  NEAR_IN_MEMORY_MAX_OPEN_JOBS,
  NEAR_IN_MEMORY_REBUILD_MS,
  NEAR_PAGES_KEPT,
  nearestPage,
  openJobsByPlace,
  type OpenJobsByPlace,
} from './nearest-in-memory.js';
import { createListAnswers } from './list-answers.js';
import { pageBatches } from './page-batches.js';
import {
  EVERY_YASA,
  presentApplicant,
  presentForEveryYasa,
  presentForYasa,
  presentJob,
  roundedDistanceKm,
} from './presenter.js';
import {
  assertMayApplyTo,
  assertMayApplyToJob,
  assertNotBlocked,
  assertNotHiddenByBlock,
  canView,
  hiddenByBlock,
  type Viewer,
} from './policy.js';
import { blockedBetween, blockedCounterparts } from '../safety/blocks.js';
import { businessMetrics } from '../metrics/metrics.js';

export interface JobsService {
  post(
    clientId: string,
    category: JobCategory,
    fields: JobFields,
    photos: Buffer[],
    /** Nitip: the shopping list and its cap (held in escrow with the fee). */
    shopping?: ShoppingFields,
    /** Idempotency-Key: a repeated post answers the first job and writes nothing. */
    postKey?: string,
    /** Bebersih: the rooms or tasks the proof then shows one by one (empty: free proof). */
    tasks?: readonly string[],
  ): Promise<string>;
  listActiveForClient(clientId: string, page: ListPage): Promise<readonly Job[]>;
  /** Open jobs; a Yasa who applied for none gets the very list every such Yasa gets. */
  listOpen(
    page: ListPage & { near?: { lat: number; lng: number }; sort?: 'newest' | 'soonest' },
    workerId: string,
  ): Promise<OpenJobsPage>;
  listAssignedToWorker(workerId: string, page: ListPage): Promise<readonly Job[]>;
  /**
   * One job as `user` may see it; for a Yasa given `near` (their own point), also `distanceKm`
   * from there to the true place (rounded: the place itself stays private).
   */
  detail(user: AuthUser, jobId: string, near?: { lat: number; lng: number }): Promise<Job>;
  detailWithApplicants(clientId: string, jobId: string): Promise<JobWithWorkers>;
  apply(workerId: string, jobId: string): Promise<void>;
  accept(clientId: string, jobId: string, workerUserId: string): Promise<void>;
  /** What cancelling would cost now ('Batalkan Pekerjaan' shows it before the Jalu confirms). */
  quoteCancellation(clientId: string, jobId: string): Promise<CancellationQuote>;
  /** Cancels an open or assigned job; answers the numbers it applied. */
  cancel(clientId: string, jobId: string, reason: string | null): Promise<CancellationQuote>;
  /** The assigned Yasa steps back before proof: the job is open again for the others. */
  backOut(workerId: string, jobId: string): Promise<void>;
  /** Takes back a pending application. */
  withdraw(workerId: string, jobId: string): Promise<void>;
  /** 'Lamaran Saya': the Yasa's applications, newest first. */
  listApplications(workerId: string, page: ListPage): Promise<readonly Application[]>;
}

/**
 * A page of open jobs: shared objects, one per job and version, whose bytes the route makes once
 * (`http/serialized-once.ts`). A `near=` page gives each job's distance beside it
 * (`distancesKm[i]` is `jobs[i]`'s `distanceKm`).
 */
export interface OpenJobsPage {
  jobs: readonly Job[];
  distancesKm?: readonly number[];
  /** With `distancesKm`: this very page is answered again while nothing changes (keep its bytes). */
  kept?: boolean;
}

const jobNotFound = () => notFound('Pekerjaan tidak ditemukan');
const profileIncomplete = () => badRequest(PROFILE_INCOMPLETE_MESSAGE, 'PROFILE_INCOMPLETE');
const notFoundApplication = () =>
  notFound('Kamu tidak punya lamaran aktif untuk pekerjaan ini', 'NOT_APPLIED');
const notOpen = () => conflict('Pekerjaan ini sudah tidak menerima pelamar', 'JOB_NOT_OPEN');

const ACTIVE_STATES: JobRow['status'][] = [
  JOB_STATE.open,
  JOB_STATE.assigned,
  JOB_STATE.worker_confirmed,
  JOB_STATE.disputed,
];
const ASSIGNED_STATES: JobRow['status'][] = [
  JOB_STATE.assigned,
  JOB_STATE.worker_confirmed,
  JOB_STATE.disputed,
];

/** The newest-first lists (prepared queries: `owner` is bound on each call). */
const OPEN_JOBS: JobListScope = { name: 'open', where: jobStateIs(JOB_STATE.open) };
const ACTIVE_FOR_CLIENT: JobListScope = {
  name: 'active_for_client',
  where: jobIsIn(ACTIVE_STATES),
  ownerSide: 'client',
};
const ASSIGNED_TO_WORKER: JobListScope = {
  name: 'assigned_to_worker',
  where: jobIsIn(ASSIGNED_STATES),
  ownerSide: 'worker',
};

export function createJobsService(
  db: Database,
  uploads: ImageUploads,
  lifecycle: Lifecycle,
  /** Fee bounds, and how long an open job without a time waits for a Yasa (`OPEN_JOB_TTL_DAYS`). */
  feeLimits: {
    min: number;
    max: number;
    openJobTtlMs: number;
    /** SHOPPING_CAP_MIN / SHOPPING_CAP_MAX. */
    shoppingCap: { min: number; max: number };
  },
  announcer: Announcer,
  notifier: Notifier = silentNotifier,
  readCache?: ReadCache,
  kabar: JobNotifications = quietJobNotifications,
  /** REQUIRE_VERIFIED_TO_APPLY. */
  applyRules: { requireVerified: boolean } = { requireVerified: false },
): JobsService {
  async function requireProfileName(userId: string, tx: Database | Transaction = db) {
    const [profile] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    if (!profile?.name) throw profileIncomplete();
  }

  /** After a post wrote nothing: a suspension that committed meanwhile is the reason. */
  async function requireNotSuspended(userId: string) {
    const [user] = await db
      .select({ suspendedAt: users.suspendedAt, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.deletedAt) throw unauthenticated('Akun ini sudah dihapus');
    if (user?.suspendedAt) throw accountSuspended();
  }

  /** From the per-process read cache (lib/read-cache.ts) when there is one. */
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    readCache ? readCache.get(key, load) : load();

  // Lists read their page's entries; answers are kept by their rows' versions.
  const listAnswers = createListAnswers(db);
  const openPagesTogether = pageBatches<{
    entries: (JobListEntry & { distanceKm?: number })[];
    answers: readonly Job[];
  }>();

  /**
   * Jobs as every Yasa sees them: on an open job, how many Yasa are waiting, and only its
   * approximate place (presenter's rule); applied for by nobody in particular. Frozen: the result
   * is shared by every Yasa while it is cached.
   */
  async function forEveryYasa(list: Job[]): Promise<readonly Job[]> {
    const open = list.filter((job) => job.state === JOB_STATE.open).map((job) => job._id);
    const waiting = await waitingApplicants(db, open);
    return Object.freeze(
      list.map((job) => Object.freeze(presentForEveryYasa(job, waiting.get(job._id)))),
    );
  }

  /**
   * Whether applying needs a verification this Yasa lacks (REQUIRE_VERIFIED_TO_APPLY): 'Melamar'
   * is then offered nowhere, and the answer says why (`applyRefusal`).
   */
  async function needsVerification(workerId: string): Promise<boolean> {
    if (!applyRules.requireVerified) return false;
    const verified = await cached(`verified|${workerId}`, async () => {
      const [row] = await db
        .select({ verified: profiles.identityVerified })
        .from(profiles)
        .where(eq(profiles.userId, workerId));
      return row?.verified ?? false;
    });
    return !verified;
  }

  /**
   * Marks what this Yasa applied for ('Sudah melamar') or backed out of, and, when applying needs
   * a verification they lack, every open job. One with none of those gets the shared list
   * itself, so its serialised form can be shared too.
   */
  async function markApplied(
    workerId: string,
    shared: readonly Job[],
    key: string,
    appliedKnown?: Map<string, AppliedMark>,
  ): Promise<readonly Job[]> {
    // Read with the page when this request loaded it (listOpen), else one statement of its own.
    const applied = await cached(
      `applied|${workerId}|${key}`,
      async () =>
        appliedKnown ??
        appliedAmong(
          db,
          workerId,
          shared.map((job) => job._id),
        ),
    );
    const verificationRequired = await needsVerification(workerId);
    if (applied.size === 0 && !verificationRequired) return shared;
    // The Yasa's marked copy is kept while the shared page and their marks on it are the same,
    // so their repeated read is one frozen object again and `serializedItemsOnce` sends its
    // bytes without making them anew.
    const marks = `${verificationRequired}|${[...applied].join()}`;
    const copyKey = `${workerId}|${key}`;
    const known = markedCopies.get(copyKey);
    if (known?.shared === shared && known.marks === marks) return known.marked;
    const marked = Object.freeze(
      shared.map((job) => markedJob(job, applied.get(job._id), verificationRequired)),
    );
    markedCopies.set(copyKey, { shared, marks, marked });
    return marked;
  }

  /** A job as every Yasa sees it, for one who applied for it (`mark`) or must verify first. */
  const markedJob = (job: Job, mark: AppliedMark | undefined, verificationRequired: boolean) =>
    mark || verificationRequired
      ? Object.freeze(
          presentForYasa(job, {
            id: null,
            hasApplied: mark === 'applied',
            backedOut: mark === 'backed_out',
            verificationRequired,
          }),
        )
      : job;
  // By Yasa and page: at most ~34 MB of kept bytes at 50 jobs a page.
  const markedCopies = new LRUCache<
    string,
    { shared: readonly Job[]; marks: string; marked: readonly Job[] }
  >({ max: 1_000 });

  /** The job's row and its answer for every Yasa (cached, under the job's version). */
  const viewOf = (jobId: string) =>
    cached(`view|${jobId}`, async () => {
      const view = await findJobView(db, jobId);
      return view && { view, job: Object.freeze(presentJob(view, EVERY_YASA)) };
    });

  async function detailOf(user: AuthUser, jobId: string): Promise<Job> {
    const found = await viewOf(jobId);
    if (!found) throw jobNotFound();
    const { job } = found.view;
    if (user.role === 'jalu') {
      const viewer: Viewer = { role: 'jalu', id: user.id };
      if (!canView(job, viewer)) throw jobNotFound();
      return presentJob(found.view, viewer);
    }
    if (!canView(job, { role: 'yasa', id: user.id })) throw jobNotFound();
    if (job.status === JOB_STATE.open) assertNotHiddenByBlock(job, await blockedWith(user.id));
    const shared = await cached(`job|${jobId}`, () => forEveryYasa([found.job]));
    const [marked] = await markApplied(user.id, shared, `job|${jobId}`);
    return presentForYasa(marked!, {
      id: user.id,
      hasApplied: marked!.hasApplied ?? false,
      backedOut: marked!.applyRefusal === 'BACKED_OUT',
      verificationRequired: await needsVerification(user.id),
    });
  }

  /** The people this one blocked or was blocked by (cached; the blocks trigger bumps it). */
  const blockedWith = (userId: string) =>
    cached(`blocked|${userId}`, () => blockedCounterparts(db, userId));

  /**
   * One page of open jobs as every Yasa sees it, marked with what this one applied for, and the
   * Jalus on it this Yasa is in a block with (`blockedWith`, for `hiddenByBlock`); a `near=` page
   * with each job's distance from there (`distancesKm[i]` is `jobs[i]`'s).
   */
  async function openPage(
    page: ListPage & { near?: { lat: number; lng: number }; sort?: 'newest' | 'soonest' },
    workerId: string,
  ): Promise<OpenJobsPage & { blockedWith: ReadonlySet<string> }> {
    const { near, sort } = page;
    // Pages hold nothing about the caller, so every Yasa asking the same page shares one copy.
    const key = JSON.stringify([
      page.category,
      page.limit,
      page.cursor,
      sort,
      near?.lat,
      near?.lng,
    ]);
    // The page's entries with their waiting counts, which of its readers applied and who is in
    // a block with whom, in one statement for every Yasa asking it at once (`openPagesTogether`),
    // then the answers held for their versions (the rest read whole); a Yasa served the page
    // another one loaded asks for their own applications (markApplied) and blocks.
    const readPage = (readers: readonly string[]) =>
      listAnswers.openJobs<JobListEntry & { distanceKm?: number }>(key, OPEN_JOBS, () => {
        const counts = { readers };
        if (near) return listOpenJobEntriesNear(db, near, page, counts);
        return sort === 'soonest'
          ? listOpenJobEntriesSoonest(db, page, counts)
          : listJobEntries(db, OPEN_JOBS, page, counts);
      });
    let appliedHere: Map<string, AppliedMark> | undefined;
    let blockedHere: Set<string> | undefined;
    const load = async (): Promise<OpenJobsPage> => {
      const { entries, answers } = await openPagesTogether({
        key,
        reader: workerId,
        read: readPage,
      });
      appliedHere = new Map(
        entries.flatMap((e) => {
          const mark = e.appliedBy?.get(workerId);
          return mark ? [[e.id, mark] as const] : [];
        }),
      );
      blockedHere = new Set(
        entries.flatMap((e) => (e.blockedWith?.has(workerId) ? [e.clientId] : [])),
      );
      if (!near) return Object.freeze({ jobs: answers });
      const distanceOf = new Map(entries.map((e) => [e.id, e.distanceKm!]));
      return Object.freeze({
        jobs: answers,
        distancesKm: Object.freeze(answers.map((job) => distanceOf.get(job._id)!)),
      });
    };
    const shared = await cached(`open|${key}`, load);
    return {
      ...shared,
      // Marking keeps each job in its place, so the distances still stand beside them.
      jobs: await markApplied(workerId, shared.jobs, key, appliedHere),
      blockedWith: blockedHere ?? (await blockedWith(workerId)),
    };
  }

  const hiddenFrom = (blocked: ReadonlySet<string>) => (job: Job) =>
    hiddenByBlock({ status: job.state, clientId: job.clientId }, blocked);

  /**
   * Every open job as every Yasa sees it, with its true place, kept per read-cache version while
   * there are at most NEAR_IN_MEMORY_MAX_OPEN_JOBS (a count that stops there decides first);
   * null beyond that, when the read cache keeps nothing, and for a version that began within
   * NEAR_IN_MEMORY_REBUILD_MS of the last read of them: while writes come faster than that,
   * `near=` reads the statement rather than every open job after each write.
   */
  let openJobsReadAt = -Infinity;
  async function openJobsEverywhere(): Promise<OpenJobsByPlace | null> {
    if (!readCache?.keeping) return null;
    return cached('open|everywhere', async () => {
      const now = Date.now();
      if (now - openJobsReadAt < NEAR_IN_MEMORY_REBUILD_MS) return null;
      openJobsReadAt = now;
      const max = NEAR_IN_MEMORY_MAX_OPEN_JOBS;
      if ((await openJobsUpTo(db, max + 1)) > max) return null;
      const views = await listJobViews(db, OPEN_JOBS, { limit: max + 1 }, {});
      if (views.length > max) return null;
      return openJobsByPlace(
        views.map((view) => ({
          job: Object.freeze(presentForEveryYasa(presentJob(view, EVERY_YASA), view.waiting ?? 0)),
          category: view.categoryName,
          lat: view.job.lat,
          lng: view.job.lng,
        })),
      );
    });
  }

  /**
   * A `near=` page from `openJobsEverywhere` (no page is kept for every Yasa by its point, as
   * other lists are: each Yasa's point is their own); null when the database answers it: too
   * many open jobs, or a cursor job no longer open.
   */
  async function nearFromMemory(
    near: { lat: number; lng: number },
    page: ListPage,
    workerId: string,
  ): Promise<OpenJobsPage | null> {
    const all = await openJobsEverywhere();
    if (!all) return null;
    // The same Yasa asking the same page a second time (a refresh from where they stand) gets it
    // kept, and its bytes with it, for this version; a page asked once (most: every point is
    // new) is not kept, or a stream of new points would hold their bytes for nothing.
    let asked = pagesAsked.get(all);
    if (!asked) pagesAsked.set(all, (asked = new Map()));
    const key = `${workerId}|${near.lat}|${near.lng}|${page.limit}|${page.cursor}|${page.category}`;
    const known = asked.get(key);
    if (known) return known;
    const askedBefore = known === null;
    const [applied, blocked, verificationRequired] = await Promise.all([
      cached(`applied|${workerId}|everywhere`, () => appliedAmong(db, workerId, [...all.ids])),
      blockedWith(workerId),
      needsVerification(workerId),
    ]);
    const entries = nearestPage(all, near, page, blocked.size ? hiddenFrom(blocked) : undefined);
    if (!entries) return null;
    // A marked job is one object per applied set (kept with it), so its bytes are made once too.
    let marked = verificationRequired ? undefined : markedEverywhere.get(applied);
    if (!verificationRequired && !marked) markedEverywhere.set(applied, (marked = new Map()));
    const shown = (job: Job) => {
      const mark = applied.get(job._id);
      if (!mark && !verificationRequired) return job;
      let copy = marked?.get(job);
      if (!copy) {
        copy = markedJob(job, mark, verificationRequired);
        marked?.set(job, copy);
      }
      return copy;
    };
    const answer = Object.freeze({
      jobs: Object.freeze(entries.map(({ index }) => shown(all.jobs[index]!))),
      distancesKm: Object.freeze(entries.map(({ distanceKm }) => distanceKm)),
      kept: askedBefore,
    });
    if (asked.size >= NEAR_PAGES_KEPT) asked.clear();
    asked.set(key, askedBefore ? answer : null);
    return answer;
  }
  const markedEverywhere = new WeakMap<Map<string, AppliedMark>, Map<Job, Job>>();
  /** Per version (the open jobs' object): each page asked, kept once asked twice (else null). */
  const pagesAsked = new WeakMap<OpenJobsByPlace, Map<string, OpenJobsPage | null>>();

  const writeJob = createJobWriter(db, announcer);

  /**
   * The job this Jalu posted under `postKey`, or null. The same key for another order (other
   * category, title or fee) is a client's mistake: 409, nothing written.
   */
  const postedUnder = async (
    clientId: string,
    postKey: string,
    category: JobCategory,
    fields: JobFields,
  ): Promise<string | null> => {
    const [found] = await db
      .select({ id: jobs.id, categoryId: jobs.categoryId, title: jobs.title, fee: jobs.fee })
      .from(jobs)
      .where(and(eq(jobs.clientId, clientId), eq(jobs.postKey, postKey)));
    if (!found) return null;
    const same =
      found.categoryId === CATEGORY_IDS[category] &&
      found.title === fields.title &&
      found.fee === fields.fee;
    if (!same) {
      throw conflict(
        'Idempotency-Key ini sudah dipakai untuk pesanan lain',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return found.id;
  };

  const view = async (jobId: string) => {
    const found = await findJobView(db, jobId);
    if (!found) throw jobNotFound();
    return found;
  };

  return {
    async post(clientId, category, fields, photos, shopping, postKey, tasks = []) {
      const feeProblem =
        fields.fee < feeLimits.min
          ? `Biaya minimal ${formatIDR(feeLimits.min)}`
          : fields.fee > feeLimits.max
            ? `Biaya maksimal ${formatIDR(feeLimits.max)}`
            : null;
      if (feeProblem) throw invalidFields(feeProblem, { fee: feeProblem });
      // A post sent again (no answer reached the phone): the first job is the answer.
      const first = postKey ? await postedUnder(clientId, postKey, category, fields) : null;
      if (first) return first;
      const cap = shopping?.shoppingCap;
      if (
        cap !== undefined &&
        (cap < feeLimits.shoppingCap.min || cap > feeLimits.shoppingCap.max)
      ) {
        throw badRequest(shoppingCapHint(feeLimits.shoppingCap.min, feeLimits.shoppingCap.max));
      }
      // Decoding photos costs far more than a query: a nameless Jalu is refused before.
      if (photos.length > 0) await requireProfileName(clientId);
      // Every photo is checked before anything is written; a refusal leaves nothing behind.
      const images = await uploads.prepare(photos);

      // Written by group commit (posting.ts): one statement for the posts that arrive together.
      let jobId: string;
      try {
        jobId = await uploads.saveThen(images, async (imageUrls) => {
          for (let attempt = 1; ; attempt++) {
            const written = await writeJob({
              clientId,
              category,
              fields,
              imageUrls,
              shopping,
              tasks,
              postKey,
              // The scheduled time ends it; without one, the TTL after posting (policy's expiry).
              expiresAt: fields.scheduledAt
                ? new Date(fields.scheduledAt)
                : new Date(Date.now() + feeLimits.openJobTtlMs),
            });
            if (written) return written;
            // Nothing was written: say why, as things stand now.
            await requireNotSuspended(clientId);
            await requireProfileName(clientId);
            await requireWalletCovers(db, clientId, fields.fee + ADMIN_FEE + (cap ?? 0));
            // Both hold now (a refund or a name arrived meanwhile), so the post may try again.
            if (attempt === 3) throw conflict('Saldo kamu sedang berubah, coba lagi sebentar lagi');
          }
        });
      } catch (error) {
        // A twin of this post committed first: its statement rolled back whole (no money
        // moved, the photos are removed) and the first job is the answer.
        const twin =
          postKey && violatedUniqueConstraint(error) === JOB_POST_KEY_INDEX
            ? await postedUnder(clientId, postKey, category, fields)
            : null;
        if (twin) return twin;
        throw error;
      }
      businessMetrics.jobsPosted.inc();
      kabar.jobPosted(jobId);
      return jobId;
    },

    listActiveForClient(clientId, page) {
      // 'Pesanan Saya': an open order says how many Yasa are waiting on it ('2 pelamar'),
      // counted in the page's own statement.
      return cached(`active|${clientId}|${page.category}|${page.limit}|${page.cursor}`, () =>
        listAnswers.orders({ ...ACTIVE_FOR_CLIENT, owner: clientId }, page),
      );
    },

    async listOpen(page, workerId) {
      const fromMemory = page.near && (await nearFromMemory(page.near, page, workerId));
      if (fromMemory) return fromMemory;
      const first = await openPage(page, workerId);
      const hidden = hiddenFrom(first.blockedWith);
      // Nothing hidden: the shared page itself (its answers' bytes are made once).
      if (!first.jobs.some(hidden)) return { jobs: first.jobs, distancesKm: first.distancesKm };
      // The shared pages without the jobs a block hides; a page short of them is filled from
      // the next ones, so a short page still means the last (the web's paging).
      const jobs: Job[] = [];
      const distancesKm: number[] = [];
      const keepVisible = (shown: typeof first) => {
        const hiddenHere = hiddenFrom(shown.blockedWith);
        shown.jobs.forEach((job, i) => {
          if (hiddenHere(job)) return;
          jobs.push(job);
          if (shown.distancesKm) distancesKm.push(shown.distancesKm[i]!);
        });
      };
      keepVisible(first);
      let chunk = first.jobs;
      while (chunk.length === page.limit && jobs.length < page.limit) {
        const next = await openPage({ ...page, cursor: chunk.at(-1)!._id }, workerId);
        keepVisible(next);
        chunk = next.jobs;
      }
      return {
        jobs: Object.freeze(jobs.slice(0, page.limit)),
        ...(first.distancesKm ? { distancesKm: distancesKm.slice(0, page.limit) } : {}),
      };
    },

    listAssignedToWorker(workerId, page) {
      return cached(`assigned|${workerId}|${page.category}|${page.limit}|${page.cursor}`, () =>
        listAnswers.currentJobs({ ...ASSIGNED_TO_WORKER, owner: workerId }, page),
      );
    },

    async detail(user, jobId, near) {
      // A repeated read is one lookup: the answer for this person and job, kept under the same
      // version as the parts it is made of (a refusal is not kept).
      const answer = await cached(`detail|${user.id}|${jobId}`, () => detailOf(user, jobId));
      if (!near || user.role !== 'yasa') return answer;
      // Measured to the true place (the answer's coordinates may be the circle's centre).
      const { job } = (await viewOf(jobId))!.view;
      return { ...answer, distanceKm: roundedDistanceKm(near, { lat: job.lat, lng: job.lng }) };
    },

    async detailWithApplicants(clientId, jobId) {
      const found = await view(jobId);
      const viewer: Viewer = { role: 'jalu', id: clientId };
      if (!canView(found.job, viewer)) throw jobNotFound();
      const applicants = await listApplicants(db, jobId);
      return { ...presentJob(found, viewer), workers: applicants.map(presentApplicant) };
    },

    async apply(workerId, jobId) {
      await requireProfileName(workerId);
      try {
        const clientId = await retryingTransaction(db, async (tx) => {
          // The Yasa's account, then the job (the lock order): a suspension racing this
          // application either sees it and withdraws it, or is seen here.
          await requireActiveAccount(tx, workerId);
          // Shares the job lock with accept and cancel, so nobody applies to a closing job.
          const job = await lockJob(tx, jobId);
          if (!job) throw jobNotFound();
          if (job.status !== JOB_STATE.open) throw notOpen();
          assertMayApplyTo(job);
          const [worker] = await tx
            .select({ verified: profiles.identityVerified })
            .from(profiles)
            .where(eq(profiles.userId, workerId));
          const earlier = await findApplication(tx, jobId, workerId);
          assertMayApplyToJob({
            workerVerified: worker?.verified ?? false,
            requireVerified: applyRules.requireVerified,
            // Under the job lock: a block committing meanwhile withdraws this application.
            blocked: await blockedBetween(tx, job.clientId, workerId),
            backedOut: earlier?.backedOutAt != null,
          });
          if (earlier?.withdrawnAt) {
            // Applying again after withdrawing puts the Yasa at the end of the waiting list.
            await tx
              .update(jobApplications)
              .set({ withdrawnAt: null, createdAt: new Date() })
              .where(eq(jobApplications.id, earlier.id));
          } else {
            await tx.insert(jobApplications).values({ jobId, workerId });
          }
          await kabar.notify(tx, {
            kind: 'job_applied',
            recipientId: job.clientId,
            data: { jobId, jobTitle: job.title },
          });
          return job.clientId;
        });
        notifier.toUser(clientId, SOCKET_EVENTS.jobApplicant, { jobId });
      } catch (error) {
        if (violatedUniqueConstraint(error) !== undefined) {
          throw conflict('Kamu sudah melamar pekerjaan ini', 'ALREADY_APPLIED');
        }
        throw error;
      }
    },

    async accept(clientId, jobId, workerUserId) {
      const chatId = await retryingTransaction(db, async (tx) => {
        await lifecycle.apply(
          tx,
          jobId,
          'accept',
          { kind: 'jalu', id: clientId },
          {
            // Read under the job lock, which withdrawing takes too.
            patch: async () => {
              const application = await findApplication(tx, jobId, workerUserId);
              if (!application || application.withdrawnAt || application.backedOutAt) {
                throw badRequest('Yasa ini tidak melamar pekerjaan ini', 'NOT_AN_APPLICANT');
              }
              assertNotBlocked(await blockedBetween(tx, clientId, workerUserId));
              return { workerId: workerUserId, assignedAt: new Date() };
            },
            // Accepting a suspended Yasa would bind them to a job (and a late cancel's pay).
            counterparties: [workerUserId],
          },
        );
        const [chat] = await tx
          .insert(chats)
          .values({ jobId, workerId: workerUserId })
          .returning({ id: chats.id });
        return chat!.id;
      });
      notifier.toUser(workerUserId, SOCKET_EVENTS.jobAccepted, { jobId });
      // A chat page of the Jalu's still open on the previous Yasa's chat (who backed out) hears
      // the new one at once; the page shows the messages of its job whichever chat they are in.
      notifier.joinChat(clientId, chatId);
    },

    async quoteCancellation(clientId, jobId) {
      const found = await findJob(db, jobId);
      if (!found || !canView(found, { role: 'jalu', id: clientId })) throw jobNotFound();
      const quote = lifecycle.quoteCancellation(found);
      if (!quote) throw TRANSITIONS.cancel.refusal(found.status);
      return quote;
    },

    async cancel(clientId, jobId, reason) {
      const { before, quote } = await retryingTransaction(db, (tx) =>
        lifecycle.apply(
          tx,
          jobId,
          'cancel',
          { kind: 'jalu', id: clientId },
          { patch: () => ({ cancelledAt: new Date(), cancelReason: reason }) },
        ),
      );
      if (before.workerId) {
        notifier.toUser(before.workerId, SOCKET_EVENTS.jobCancelled, {
          jobId,
          compensation: quote!.compensation,
        });
      }
      return quote!;
    },

    async backOut(workerId, jobId) {
      const clientId = await retryingTransaction(db, async (tx) => {
        const { before } = await lifecycle.apply(
          tx,
          jobId,
          'backOut',
          { kind: 'yasa', id: workerId },
          { patch: () => ({ workerId: null, assignedAt: null }) },
        );
        const now = new Date();
        await tx
          .update(jobApplications)
          .set({ backedOutAt: now })
          .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.workerId, workerId)));
        await tx
          .update(chats)
          .set({ closedAt: now })
          .where(and(eq(chats.jobId, jobId), eq(chats.workerId, workerId)));
        await tx
          .update(profiles)
          .set({ cancelledJobs: sql`${profiles.cancelledJobs} + 1` })
          .where(eq(profiles.userId, workerId));
        return before.clientId;
      });
      notifier.toUser(clientId, SOCKET_EVENTS.jobWorkerLeft, { jobId });
    },

    async withdraw(workerId, jobId) {
      const clientId = await retryingTransaction(db, async (tx) => {
        // The job lock orders this against accept: a Yasa is never accepted mid-withdrawal.
        const job = await lockJob(tx, jobId);
        if (!job) throw jobNotFound();
        const application = await findApplication(tx, jobId, workerId);
        if (!application || application.withdrawnAt || application.backedOutAt) {
          throw notFoundApplication();
        }
        if (job.status !== JOB_STATE.open) {
          throw conflict(
            'Lamaran hanya bisa ditarik selama pekerjaan masih terbuka',
            'JOB_NOT_OPEN',
          );
        }
        await tx
          .update(jobApplications)
          .set({ withdrawnAt: new Date() })
          .where(and(eq(jobApplications.id, application.id), isNull(jobApplications.withdrawnAt)));
        return job.clientId;
      });
      notifier.toUser(clientId, SOCKET_EVENTS.jobApplicant, { jobId });
    },

    async listApplications(workerId, page) {
      return listAnswers.applications(workerId, page, await needsVerification(workerId));
    },
  };
}
