import { JOB_STATE } from '@bantuin/contract';
import { and, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { afterCursor } from '../../db/keyset.js';
import {
  BATCH_CURSOR,
  BATCH_OWNER,
  askPlace,
  askRows,
  askValues,
  entriesText,
  perAsk,
  textByAsk,
  type OwnPageAsk,
} from '../../db/batched-pages.js';
import {
  blocks,
  categories,
  jobApplications,
  jobItems,
  jobs,
  profiles,
  unitSpherePoint,
} from '../../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['status'];

const clientProfile = alias(profiles, 'client_profile');
const workerProfile = alias(profiles, 'worker_profile');

/** A job with what every answer about it shows: its category and both people. */
/** A line of a Nitip's shopping list as the view reads it (json_agg, in list order). */
export interface JobItemView {
  id: string;
  name: string;
  quantity: number;
  note: string | null;
  estimatedPrice: number | null;
  state: 'pending' | 'bought' | 'replaced' | 'unavailable';
  replacement: string | null;
  replacementApproved: boolean | null;
}

export interface JobView {
  /** The versions of the rows this view was read from (`versionColumn`). */
  version: string;
  job: JobRow;
  categoryName: string;
  /** The shopping list (empty for most jobs). */
  items: JobItemView[];
  client: { name: string | null; profilePicture: string | null };
  worker: { name: string | null; profilePicture: string | null } | null;
  /** With `ViewCounts`: how many Yasa wait on it (open jobs; null on others). */
  waiting?: number | null;
}

/** A Yasa's application to a job, not withdrawn: waiting or taken, or backed out of. */
export type AppliedMark = 'applied' | 'backed_out';

/**
 * What a list reads in the same statement as its page, rather than in one more round trip each:
 * the waiting Yasa on each open job, and (with `readers`: Yasa reading that page at once) which
 * of them applied and which are in a block with the job's Jalu.
 */
export interface ViewCounts {
  readers?: readonly string[];
}

/** A job's shopping list in one column: only jobs posted with one pay for the lookup. */
const itemsColumn = sql<JobItemView[] | null>`(
  SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'quantity', i.quantity,
    'note', i.note, 'estimatedPrice', i.estimated_price, 'state', i.state,
    'replacement', i.replacement, 'replacementApproved', i.replacement_approved)
    ORDER BY i.position)
  FROM ${jobItems} i WHERE i.job_id = ${jobs.id})`;

/**
 * Which versions of the rows a job's answer is made from: the job's (a change to its shopping
 * list touches it too) and both people's profiles (name, picture). PostgreSQL gives every new
 * row version the writing transaction's id (`xmin`), so any committed change to them changes
 * this text; categories are never changed once seeded. What `answer-cards.ts` keeps answers by.
 */
const versionColumn = sql<string>`concat_ws(':', ${jobs}.xmin, ${sql.raw('"client_profile".xmin')}, ${sql.raw('"worker_profile".xmin')})`;

const viewColumns = {
  version: versionColumn,
  job: jobs,
  categoryName: categories.name,
  items: itemsColumn,
  clientName: clientProfile.name,
  clientPicture: clientProfile.profilePicture,
  workerName: workerProfile.name,
  workerPicture: workerProfile.profilePicture,
};

type ViewRow = {
  version: string;
  job: JobRow;
  categoryName: string;
  items: JobItemView[] | null;
  clientName: string | null;
  clientPicture: string | null;
  workerName: string | null;
  workerPicture: string | null;
  waiting?: number | null;
};

const toView = (row: ViewRow): JobView => ({
  version: row.version,
  job: row.job,
  categoryName: row.categoryName,
  items: (row.items ?? []).map((item) => ({
    ...item,
    estimatedPrice: item.estimatedPrice === null ? null : Number(item.estimatedPrice),
  })),
  client: { name: row.clientName, profilePicture: row.clientPicture },
  worker: row.job.workerId ? { name: row.workerName, profilePicture: row.workerPicture } : null,
  waiting: row.waiting,
});

// Kept with the job by `job_applications`' trigger (migration 0030): read with the row.
const waitingColumn = sql<
  number | null
>`case when ${jobs.status} = 'open' then ${jobs.waitingCount} end`;
const readersParam = sql`${sql.placeholder('readers')}::uuid[]`;
// Each of the readers with an application to the job not withdrawn, as '<id> applied' or
// '<id> backed_out': the job's applications (a few) read by the same index.
const appliedByColumn = sql<string[]>`array(
  select a.worker_id::text || case when a.backed_out_at is null then ' applied' else ' backed_out' end
  from job_applications a
  where a.job_id = ${jobs.id} and a.worker_id = any(${readersParam}) and a.withdrawn_at is null)`;
// Those of the readers in a block either way with the job's Jalu (probes of blocks_pkey and
// blocks_blocked_idx).
const blockedWithColumn = sql<string[]>`array(
  select case when b.blocker_id = ${jobs.clientId} then b.blocked_id else b.blocker_id end::text
  from ${blocks} b
  where (b.blocker_id = any(${readersParam}) and b.blocked_id = ${jobs.clientId})
    or (b.blocker_id = ${jobs.clientId} and b.blocked_id = any(${readersParam})))`;

// Made once: a list asks for one of these on every request (only the first builds its query).
const NO_COUNTS = { columns: {}, shape: '' };
const COUNTED = { columns: { waiting: waitingColumn }, shape: '_counted' };
const COUNTED_FOR_READERS = {
  columns: { waiting: waitingColumn, appliedBy: appliedByColumn, blockedWith: blockedWithColumn },
  shape: '_counted_for',
};

/** The columns `counts` asks for, and the suffix naming that prepared shape. */
function countColumns(counts: ViewCounts | undefined): {
  columns: Record<string, SQL>;
  shape: string;
} {
  if (!counts) return NO_COUNTS;
  return counts.readers === undefined ? COUNTED : COUNTED_FOR_READERS;
}

const NOBODY: ReadonlyMap<string, AppliedMark> = new Map();
const NO_ONE: ReadonlySet<string> = new Set();

/** An entry as read with `ViewCounts.readers`: their marks as a map and a set (none: shared). */
function withReadersMarks(row: EntryRow): JobListEntry {
  const { appliedBy, blockedWith, ...entry } = row;
  if (appliedBy === undefined) return entry;
  return {
    ...entry,
    appliedBy: appliedBy.length
      ? new Map(
          appliedBy.map((mark) => {
            const [reader, how] = mark.split(' ');
            return [reader!, how as AppliedMark];
          }),
        )
      : NOBODY,
    blockedWith: blockedWith!.length ? new Set(blockedWith) : NO_ONE,
  };
}

/** A number as a prepared query's parameter: the placeholder `name`, as double precision. */
const floatParam = (name: string) => sql`${sql.placeholder(name)}::float8`;

/**
 * Straight-line distance through the earth (on the unit sphere) between a job and the point
 * bound to the placeholders `lat` and `lng`: what the GiST index `jobs_open_earth_idx` orders by.
 */
const nearness = () =>
  sql<number>`(${unitSpherePoint(jobs.lat, jobs.lng)} <-> ${unitSpherePoint(floatParam('lat'), floatParam('lng'))})`;

/** Great-circle distance in km from the point bound to `lat`, `lng`: the chord's arc. */
const distanceFromHere = () => sql<number>`(2 * 6371 * asin(least(1, ${nearness()} / 2)))`;

/**
 * A job's place on a list page without its answer: the versions its answer is made from (to
 * tell whether an answer kept by `answer-cards.ts` is current) and what each reader or request sees
 * differently. A page of these is a few narrow rows, where views are every column of each job.
 */
export interface JobListEntry {
  id: string;
  version: string;
  clientId: string;
  waiting?: number | null;
  /**
   * With `ViewCounts.readers`: those of them with an application to it not withdrawn, as
   * `applied` ('Sudah melamar') or `backed_out` (accepted, then backed out).
   */
  appliedBy?: ReadonlyMap<string, AppliedMark>;
  /** With `ViewCounts.readers`: those of them in a block either way with the job's Jalu. */
  blockedWith?: ReadonlySet<string>;
}

/** An entry as the statement gives it (the readers' marks as text). */
type EntryRow = Omit<JobListEntry, 'appliedBy' | 'blockedWith'> & {
  appliedBy?: string[];
  blockedWith?: string[];
};

/** What a list statement reads of each job: its whole view, or only its `JobListEntry`. */
type ListColumns = 'views' | 'entries';

function viewQuery<Extra extends Record<string, SQL | typeof jobApplications>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...viewColumns, ...extra })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(clientProfile, eq(clientProfile.userId, jobs.clientId))
    .leftJoin(workerProfile, eq(workerProfile.userId, jobs.workerId));
}

/**
 * Which party's own list a statement reads (`owner` is that party on every row): their profile's
 * version is then read once for the statement, not once per row.
 */
export type ListOwnerSide = 'client' | 'worker';

/** Where a statement takes a list's owner from: the placeholder `owner` (one list). */
const OWNER_PARAM = sql.placeholder('owner');

/** The owner's profile version, read once (an InitPlan), as `versionColumn` reads it per row. */
const ownerProfileVersion = (owner: SQL | typeof OWNER_PARAM) =>
  sql`(select p.xmin from ${profiles} p where p.user_id = ${owner})`;

/** `scope.where`, and on a party's own list that `owner` is that party. */
const scopeWhere = (scope: JobListScope, owner: SQL | typeof OWNER_PARAM = OWNER_PARAM) =>
  and(
    scope.where,
    scope.ownerSide === 'client' ? eq(jobs.clientId, owner) : undefined,
    scope.ownerSide === 'worker' ? eq(jobs.workerId, owner) : undefined,
  );

/**
 * A page's entries: the job row and only the profile rows whose versions the answer needs, no
 * categories (a category is matched by its id). The same `version` text as `viewColumns`' so
 * that `answer-cards.ts` can tell a held answer current.
 */
function entriesQuery<Extra extends Record<string, SQL | SQL.Aliased | AnyPgColumn>>(
  db: Executor,
  extra: Extra,
  ownerSide?: ListOwnerSide,
  owner: SQL | typeof OWNER_PARAM = OWNER_PARAM,
) {
  const version = sql<string>`concat_ws(':', ${jobs}.xmin, ${
    ownerSide === 'client' ? ownerProfileVersion(owner) : sql.raw('"client_profile".xmin')
  }, ${ownerSide === 'worker' ? ownerProfileVersion(owner) : sql.raw('"worker_profile".xmin')})`;
  const select = () =>
    db
      .select({ id: jobs.id, version: version.as('version'), clientId: jobs.clientId, ...extra })
      .from(jobs);
  const clientsOf = (query: ReturnType<typeof select>) =>
    query.innerJoin(clientProfile, eq(clientProfile.userId, jobs.clientId));
  const bothParties = () =>
    clientsOf(select()).leftJoin(workerProfile, eq(workerProfile.userId, jobs.workerId)).$dynamic();
  // The rows are alike whichever joins: only the job's columns and expressions are selected.
  type Entries = ReturnType<typeof bothParties>;
  if (ownerSide === 'client') {
    return select()
      .leftJoin(workerProfile, eq(workerProfile.userId, jobs.workerId))
      .$dynamic() as unknown as Entries;
  }
  if (ownerSide === 'worker') return clientsOf(select()).$dynamic() as unknown as Entries;
  return bothParties();
}

/** The job is in the category named by the placeholder `category` (no join with categories). */
const inCategory = () =>
  sql`${jobs.categoryId} = (select id from ${categories} where name = ${sql.placeholder('category')})`;

/** `column = any($placeholder)`: a list of ids as one array parameter (a prepared shape). */
const anyOf = (column: AnyPgColumn, placeholder: string) =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;

export async function findJobView(db: Executor, jobId: string): Promise<JobView | undefined> {
  const query = preparedOnce(db, 'job_view', () =>
    viewQuery(db)
      .where(eq(jobs.id, sql.placeholder('jobId')))
      .limit(1)
      .prepare('job_view'),
  );
  const [row] = await query.execute({ jobId });
  return row ? toView(row as ViewRow) : undefined;
}

/** Locks the job row for the rest of the transaction: the order of racing state changes. */
export async function lockJob(tx: Executor, jobId: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  return row;
}

export interface ListPage {
  limit: number;
  cursor?: string;
  category?: string;
}

/**
 * Which jobs a newest-first list holds: `where`, and on a party's own list (`ownerSide`) that
 * `owner` is that party (bound on each call); `name` names it (one prepared query per name).
 */
export interface JobListScope {
  name: string;
  where: SQL;
  owner?: string;
  /** Which party `owner` is on every job of the list, if it is one of them. */
  ownerSide?: ListOwnerSide;
}

export async function listJobViews(
  db: Executor,
  scope: JobListScope,
  page: ListPage,
  counts?: ViewCounts,
): Promise<JobView[]> {
  const rows = await newestFirst(db, scope, page, counts, 'views');
  return rows.map((row) => toView(row as ViewRow));
}

/** `listJobViews`' page as entries: answers come from `answer-cards.ts`. */
export async function listJobEntries(
  db: Executor,
  scope: JobListScope,
  page: ListPage,
  counts?: ViewCounts,
): Promise<JobListEntry[]> {
  const rows = (await newestFirst(db, scope, page, counts, 'entries')) as EntryRow[];
  return rows.map(withReadersMarks);
}

/**
 * Which of the scope's jobs a newest-first page holds (the order is the caller's): those of
 * `owner`, in the category bound to `category` if any, after `cursor` (the cursor job's id).
 */
const newestPageWhere = (
  scope: JobListScope,
  byCategory: boolean,
  cursor: SQL | Placeholder | false,
  owner?: SQL,
) =>
  and(
    scopeWhere(scope, owner),
    byCategory ? inCategory() : undefined,
    cursor ? afterCursor(jobs, jobs.createdAt, jobs.id, cursor) : undefined,
  );

/**
 * Pages of a party's own list (`scope.ownerSide`) for several owners at once, in one statement:
 * a lateral page per ask, newest first, each of `page.limit` (all asks after a cursor, or none;
 * one category or none). Answers each ask, in order, with its entries and waiting counts as one
 * text (`entriesText`).
 */
export async function listOwnJobEntriesTogether(
  db: Executor,
  scope: JobListScope,
  page: Omit<ListPage, 'cursor'>,
  asks: readonly OwnPageAsk[],
): Promise<(string | null)[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = asks[0]?.cursor !== undefined;
  const name = `jobs_${scope.name}${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}_together`;
  const query = preparedOnce(db, name, () => {
    const ownPage = entriesQuery(
      db,
      { waiting: waitingColumn.as('waiting'), createdAt: jobs.createdAt },
      scope.ownerSide,
      BATCH_OWNER,
    )
      .where(newestPageWhere(scope, byCategory, afterCursorJob && BATCH_CURSOR, BATCH_OWNER))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .as('own_page');
    return db
      .select({
        i: askPlace,
        page: entriesText(
          [ownPage.id, ownPage.version, ownPage.waiting],
          sql`${ownPage.createdAt} desc, ${ownPage.id} desc`,
        ),
      })
      .from(askRows(afterCursorJob))
      .crossJoinLateral(ownPage)
      .groupBy(perAsk)
      .prepare(name);
  });
  const rows = await query.execute({
    ...askValues(asks),
    category: page.category,
    limit: page.limit,
  });
  return textByAsk(rows, asks);
}

async function newestFirst(
  db: Executor,
  scope: JobListScope,
  page: ListPage,
  counts: ViewCounts | undefined,
  columns: ListColumns,
): Promise<unknown[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = page.cursor !== undefined;
  const extra = countColumns(counts);
  const name = `jobs_${scope.name}${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}${extra.shape}${columns === 'entries' ? '_entries' : ''}`;
  const query = preparedOnce(db, name, () =>
    (columns === 'views'
      ? viewQuery(db, extra.columns).$dynamic()
      : entriesQuery(db, extra.columns, scope.ownerSide)
    )
      .where(newestPageWhere(scope, byCategory, afterCursorJob && sql.placeholder('cursor')))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return query.execute({
    owner: scope.owner,
    category: page.category,
    cursor: page.cursor,
    limit: page.limit,
    readers: counts?.readers,
  });
}

/**
 * The views of those of `ids` still in `scope` (any order): the jobs of a page of entries whose
 * answers `answer-cards.ts` does not hold in their current version.
 */
export async function findJobViewsIn(
  db: Executor,
  scope: JobListScope,
  ids: readonly string[],
): Promise<JobView[]> {
  const name = `jobs_${scope.name}_by_ids`;
  const query = preparedOnce(db, name, () =>
    viewQuery(db)
      .where(and(scopeWhere(scope), anyOf(jobs.id, 'ids')))
      .prepare(name),
  );
  const rows = await query.execute({ owner: scope.owner, ids });
  return rows.map((row) => toView(row as ViewRow));
}

/**
 * Open jobs nearest first (great-circle distance, then id), as entries with each job's distance
 * from `point`: answers come from `answer-cards.ts`. The cursor continues after the
 * cursor job. One statement reading about a page, however many jobs there are: a KNN scan of
 * `jobs_open_earth_idx` hands out open jobs nearest first and stops after the page's worth
 * (`with ties`: every job as near as the last one too, so the order by id among equals is
 * complete); the page is those in (distance, id) order.
 */
export async function listOpenJobEntriesNear(
  db: Executor,
  point: { lat: number; lng: number },
  page: ListPage,
  counts?: ViewCounts,
): Promise<(JobListEntry & { distanceKm: number })[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = page.cursor !== undefined;
  const extra = countColumns(counts);
  const name = `jobs_near${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}${extra.shape}_entries`;
  const query = preparedOnce(db, name, () => {
    const nearest = sql`select ctid from ${jobs}
      where ${and(
        jobStateIs(JOB_STATE.open),
        byCategory ? inCategory() : undefined,
        afterCursorJob
          ? sql`(${nearness()}, ${jobs.id}) > (select ${nearness()}, id from jobs where id = ${sql.placeholder('cursor')})`
          : undefined,
      )}
      order by ${nearness()}
      fetch first ${sql.placeholder('limit')} rows with ties`;
    return (
      entriesQuery(db, { distanceKm: distanceFromHere(), ...extra.columns })
        // The rows found, fetched by their place in the table (a TID scan: no second index walk).
        .where(sql`${jobs}.ctid = any(array(${nearest}))`)
        .orderBy(nearness(), jobs.id)
        .limit(sql.placeholder('limit'))
        .prepare(name)
    );
  });
  const rows = (await query.execute({
    lat: point.lat,
    lng: point.lng,
    category: page.category,
    cursor: page.cursor,
    limit: page.limit,
    readers: counts?.readers,
  })) as (EntryRow & { distanceKm: number })[];
  // Rounded: the distance is shown, the place itself stays private.
  return rows.map((row) => ({
    ...withReadersMarks(row),
    distanceKm: Math.round(row.distanceKm * 10) / 10,
  }));
}

/** How many jobs are open, counted no further than `atMost` (an index scan that stops there). */
export async function openJobsUpTo(db: Executor, atMost: number): Promise<number> {
  const query = preparedOnce(db, 'open_jobs_up_to', () => {
    const open = db
      .select({ one: sql<number>`1`.as('one') })
      .from(jobs)
      .where(jobStateIs(JOB_STATE.open))
      .limit(sql.placeholder('atMost'))
      .as('open_jobs');
    return db
      .select({ count: sql<number>`count(*)::int` })
      .from(open)
      .prepare('open_jobs_up_to');
  });
  const [row] = await query.execute({ atMost });
  return row?.count ?? 0;
}

/**
 * `status in (…)` with the states written into the statement, not bound: a prepared list's
 * generic plan can then use the partial indexes (`where status = 'open'`…), so PostgreSQL plans it
 * once per connection. Bound, they made it plan anew on every execution (about as long as
 * running it): scripts/bench/plan-cache.ts.
 */
export const jobIsIn = (states: readonly JobState[]) =>
  sql`${jobs.status} in (${sql.raw(states.map((state) => `'${state}'`).join(', '))})`;

/** `status = '<state>'`, written into the statement (see `jobIsIn`). */
export const jobStateIs = (state: JobState) => jobIsIn([state]);

export async function findJob(db: Executor, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row;
}

export type ApplicationRow = typeof jobApplications.$inferSelect;

/** The Yasa's application to the job, whatever became of it. */
export async function findApplication(
  db: Executor,
  jobId: string,
  workerId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.workerId, workerId)))
    .limit(1);
  return row;
}

/** How many Yasa still wait on each of `jobIds` (not withdrawn, not backed out). */
export async function waitingApplicants(
  db: Executor,
  jobIds: string[],
): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const query = preparedOnce(db, 'waiting_applicants', () =>
    db
      .select({ jobId: jobs.id, waiting: jobs.waitingCount })
      .from(jobs)
      .where(anyOf(jobs.id, 'jobIds'))
      .prepare('waiting_applicants'),
  );
  const rows = await query.execute({ jobIds });
  return new Map(rows.map((row) => [row.jobId, row.waiting]));
}

/**
 * Which of `jobIds` this Yasa has an application to, not withdrawn: `applied` ('Sudah melamar') or
 * `backed_out` (they may not apply again).
 */
export async function appliedAmong(
  db: Executor,
  workerId: string,
  jobIds: string[],
): Promise<Map<string, AppliedMark>> {
  if (jobIds.length === 0) return new Map();
  const query = preparedOnce(db, 'applied_among', () =>
    db
      .select({ jobId: jobApplications.jobId, backedOutAt: jobApplications.backedOutAt })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.workerId, sql.placeholder('workerId')),
          anyOf(jobApplications.jobId, 'jobIds'),
          isNull(jobApplications.withdrawnAt),
        ),
      )
      .prepare('applied_among'),
  );
  const rows = await query.execute({ workerId, jobIds });
  return new Map(
    rows.map((row) => [
      row.jobId,
      row.backedOutAt ? ('backed_out' as const) : ('applied' as const),
    ]),
  );
}

/** 'Lamaran Saya': the Yasa's applications newest first, each with its job, in one statement. */
const applicationVersion = sql<string>`concat_ws(':', ${versionColumn}, ${jobApplications}.xmin)`;

/**
 * 'Lamaran Saya' as entries, the pages of several Yasa at once (`owner`: the Yasa) in one
 * statement: a lateral page of `limit` per ask (all after a cursor, or none). Each entry is an
 * application's id and the versions its answer is made from (its job's and the application's own
 * row), given as one text per ask (`entriesText`); answers come from `answer-cards.ts`.
 */
export async function listApplicationEntriesTogether(
  db: Executor,
  limit: number,
  asks: readonly OwnPageAsk[],
): Promise<(string | null)[]> {
  const afterCursorApplication = asks[0]?.cursor !== undefined;
  const name = `applications_of${afterCursorApplication ? '_after' : ''}_together`;
  const query = preparedOnce(db, name, () => {
    const ownPage = entriesQuery(db, {
      id: sql<string>`${jobApplications.id}`.as('application_id'),
      version: applicationVersion.as('application_version'),
      createdAt: jobApplications.createdAt,
    })
      .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .where(
        and(
          eq(jobApplications.workerId, BATCH_OWNER),
          afterCursorApplication
            ? afterCursor(
                jobApplications,
                jobApplications.createdAt,
                jobApplications.id,
                BATCH_CURSOR,
              )
            : undefined,
        ),
      )
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(sql.placeholder('limit'))
      .as('own_page');
    return db
      .select({
        i: askPlace,
        page: entriesText(
          [ownPage.id, ownPage.version],
          sql`${ownPage.createdAt} desc, ${ownPage.id} desc`,
        ),
      })
      .from(askRows(afterCursorApplication))
      .crossJoinLateral(ownPage)
      .groupBy(perAsk)
      .prepare(name);
  });
  const rows = await query.execute({ ...askValues(asks), limit });
  return textByAsk(rows, asks);
}

/** The worker's applications among `ids`, read whole with their jobs (any order). */
export async function findApplicationsOf(
  db: Executor,
  workerId: string,
  ids: readonly string[],
): Promise<Array<{ application: ApplicationRow; version: string; view: JobView }>> {
  const query = preparedOnce(db, 'applications_of_by_ids', () =>
    viewQuery(db, { application: jobApplications, applicationVersion })
      .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .where(
        and(
          eq(jobApplications.workerId, sql.placeholder('workerId')),
          anyOf(jobApplications.id, 'ids'),
        ),
      )
      .prepare('applications_of_by_ids'),
  );
  const rows = await query.execute({ workerId, ids });
  return rows.map((row) => ({
    application: row.application,
    version: row.applicationVersion,
    view: toView(row as ViewRow),
  }));
}

/**
 * Open jobs soonest first (`coalesce(scheduled_at, 'infinity')`, then id), as entries: answers
 * come from `answer-cards.ts`.
 */
export async function listOpenJobEntriesSoonest(
  db: Executor,
  page: ListPage,
  counts?: ViewCounts,
): Promise<JobListEntry[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = page.cursor !== undefined;
  const extra = countColumns(counts);
  const name = `jobs_soonest${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}${extra.shape}_entries`;
  const query = preparedOnce(db, name, () => {
    const when = sql`coalesce(${jobs.scheduledAt}, 'infinity'::timestamptz)`;
    return entriesQuery(db, extra.columns)
      .where(
        and(
          jobStateIs(JOB_STATE.open),
          byCategory ? inCategory() : undefined,
          afterCursorJob
            ? sql`(${when}, ${jobs.id}) > (select coalesce(scheduled_at, 'infinity'::timestamptz), id from jobs where id = ${sql.placeholder('cursor')})`
            : undefined,
        ),
      )
      .orderBy(when, jobs.id)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
  const rows = (await query.execute({
    category: page.category,
    cursor: page.cursor,
    limit: page.limit,
    readers: counts?.readers,
  })) as EntryRow[];
  return rows.map(withReadersMarks);
}

export async function listApplicants(db: Executor, jobId: string) {
  return db
    .select({
      id: jobApplications.id,
      userId: jobApplications.workerId,
      createdAt: jobApplications.createdAt,
      name: profiles.name,
      profilePicture: profiles.profilePicture,
      rating: profiles.rating,
      cancelledJobs: profiles.cancelledJobs,
      verified: profiles.identityVerified,
    })
    .from(jobApplications)
    .innerJoin(profiles, eq(profiles.userId, jobApplications.workerId))
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        isNull(jobApplications.withdrawnAt),
        isNull(jobApplications.backedOutAt),
      ),
    )
    .orderBy(jobApplications.createdAt, jobApplications.id);
}

export { jobs };
