import { JOB_STATE } from '@bantuin/contract';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { executePreparedOnce, preparedOnce } from '../../db/prepared.js';
import { afterCursor } from '../../db/keyset.js';
import { categories, jobApplications, jobs, profiles } from '../../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['status'];

const clientProfile = alias(profiles, 'client_profile');
const workerProfile = alias(profiles, 'worker_profile');

/** A job with what every answer about it shows: its category and both people. */
export interface JobView {
  job: JobRow;
  categoryName: string;
  client: { name: string | null; profilePicture: string | null };
  worker: { name: string | null; profilePicture: string | null } | null;
  distanceKm?: number;
}

const viewColumns = {
  job: jobs,
  categoryName: categories.name,
  clientName: clientProfile.name,
  clientPicture: clientProfile.profilePicture,
  workerName: workerProfile.name,
  workerPicture: workerProfile.profilePicture,
};

type ViewRow = {
  job: JobRow;
  categoryName: string;
  clientName: string | null;
  clientPicture: string | null;
  workerName: string | null;
  workerPicture: string | null;
  distanceKm?: number;
};

const toView = (row: ViewRow): JobView => ({
  job: row.job,
  categoryName: row.categoryName,
  client: { name: row.clientName, profilePicture: row.clientPicture },
  worker: row.job.workerId ? { name: row.workerName, profilePicture: row.workerPicture } : null,
  distanceKm: row.distanceKm === undefined ? undefined : Math.round(row.distanceKm * 10) / 10,
});

/** A number as a prepared query's parameter: the placeholder `name`, as double precision. */
const floatParam = (name: string) => sql`${sql.placeholder(name)}::float8`;

/**
 * Great-circle distance in km (haversine) from the point bound to the placeholders `lat` and
 * `lng`, computed by the database.
 */
const distanceFromHere = () =>
  sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${jobs.lat} - ${floatParam('lat')}) / 2), 2) +
    cos(radians(${floatParam('lat')})) * cos(radians(${jobs.lat})) *
    power(sin(radians(${jobs.lng} - ${floatParam('lng')}) / 2), 2)
  )))`;

function viewQuery(db: Executor, extra: Record<string, SQL> = {}) {
  return db
    .select({ ...viewColumns, ...extra })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(clientProfile, eq(clientProfile.userId, jobs.clientId))
    .leftJoin(workerProfile, eq(workerProfile.userId, jobs.workerId));
}

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
 * Which jobs a newest-first list holds: `where` may use the placeholder `owner` (bound to
 * `owner` on each call); `name` names that condition (one prepared query per name).
 */
export interface JobListScope {
  name: string;
  where: SQL;
  owner?: string;
}

export async function listJobViews(
  db: Executor,
  scope: JobListScope,
  page: ListPage,
): Promise<JobView[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = page.cursor !== undefined;
  const name = `jobs_${scope.name}${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}`;
  const query = preparedOnce(db, name, () =>
    viewQuery(db)
      .where(
        and(
          scope.where,
          byCategory ? eq(categories.name, sql.placeholder('category')) : undefined,
          afterCursorJob
            ? afterCursor(jobs, jobs.createdAt, jobs.id, sql.placeholder('cursor'))
            : undefined,
        ),
      )
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  const rows = await query.execute({
    owner: scope.owner,
    category: page.category,
    cursor: page.cursor,
    limit: page.limit,
  });
  return rows.map((row) => toView(row as ViewRow));
}

const EARTH_RADIUS_KM = 6371;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The lat/lng box holding every point within `radiusKm` of `point` (a circle's exact bounds on
 * the sphere), or undefined when it would touch a pole or the antimeridian.
 */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function boundingBox(
  point: { lat: number; lng: number },
  radiusKm: number,
): BoundingBox | undefined {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = toDegrees(angular);
  const sinRatio = Math.sin(angular) / Math.cos((point.lat * Math.PI) / 180);
  if (point.lat + dLat >= 90 || point.lat - dLat <= -90 || sinRatio >= 1) return undefined;
  const dLng = toDegrees(Math.asin(sinRatio));
  if (point.lng + dLng > 180 || point.lng - dLng < -180) return undefined;
  // A hair wider than exact, so rounding never drops a point on the circle.
  const margin = 1e-9;
  return {
    minLat: point.lat - dLat - margin,
    maxLat: point.lat + dLat + margin,
    minLng: point.lng - dLng - margin,
    maxLng: point.lng + dLng + margin,
  };
}

/**
 * Open jobs nearest first; the cursor continues after the cursor job's distance. Rather than
 * measuring every open job, two statements read about a page each, however many jobs there
 * are: the GiST index on open jobs' points hands out the page's worth of jobs nearest on the
 * lat/lng plane (a KNN scan that stops there), and the farthest of those by great-circle
 * distance, R, bounds the page: at least a page of jobs lies within R, so the true page does
 * too. The page is then read among the jobs within R (through the same index, by R's bounding
 * box), in exact distance order. Near the equator the plane and the sphere nearly agree, so
 * the circle holds little more than a page.
 */
export async function listOpenJobsNear(
  db: Executor,
  point: { lat: number; lng: number },
  page: ListPage,
): Promise<JobView[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = page.cursor !== undefined;
  const shape = `${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}`;
  const openAfterCursor = () =>
    and(
      eq(jobs.status, JOB_STATE.open),
      byCategory
        ? sql`${jobs.categoryId} = (select id from categories where name = ${sql.placeholder('category')})`
        : undefined,
      afterCursorJob
        ? sql`(${distanceFromHere()}, ${jobs.id}) > (select ${distanceFromHere()}, id from jobs where id = ${sql.placeholder('cursor')})`
        : undefined,
    );
  const at = { lat: point.lat, lng: point.lng, category: page.category, cursor: page.cursor };

  const bound = await executePreparedOnce<{ radius: number | string | null }>(
    db,
    `jobs_near_bound${shape}`,
    () =>
      sql`select max(s.distance) as radius from (
            select ${distanceFromHere()} as distance from ${jobs}
            where ${openAfterCursor()}
            order by point(${jobs.lng}, ${jobs.lat}) <-> point(${floatParam('lng')}, ${floatParam('lat')})
            limit ${sql.placeholder('limit')}) as s`,
    { ...at, limit: page.limit },
  );
  const found = bound.rows[0]?.radius;
  // Nothing after the cursor (or nothing open at all): no page to read.
  if (found === null || found === undefined) return [];
  // A hair wider than R: the filter may only keep extra jobs, never drop one of the page.
  const radius = Number(found) * (1 + 1e-9) + 1e-9;
  const box = boundingBox(point, radius);

  const name = `jobs_near_page${shape}${box ? '_box' : ''}`;
  const query = preparedOnce(db, name, () =>
    viewQuery(db, { distanceKm: distanceFromHere() })
      .where(
        and(
          openAfterCursor(),
          box
            ? sql`point(${jobs.lng}, ${jobs.lat}) <@ box(point(${floatParam('minLng')}, ${floatParam('minLat')}), point(${floatParam('maxLng')}, ${floatParam('maxLat')}))`
            : undefined,
          sql`${distanceFromHere()} <= ${floatParam('radius')}`,
        ),
      )
      .orderBy(distanceFromHere(), jobs.id)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  const rows = await query.execute({ ...at, ...box, radius, limit: page.limit });
  return rows.map((row) => toView(row as ViewRow));
}

export const jobIsIn = (states: JobState[]) => inArray(jobs.status, states);

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

/**
 * Which of `jobIds` the Yasa has applied to ('Sudah melamar'): a withdrawn application does not
 * count (it may apply again), one it backed out of does (it may not).
 */
/**
 * For a Yasa looking at these jobs, in one statement: whether it has applied to each (an
 * application not withdrawn) and how many Yasa are waiting on each now (as the waiting list
 * counts them). Jobs nobody applied to are absent.
 */
/** How many Yasa still wait on each of `jobIds` (not withdrawn, not backed out). */
export async function waitingApplicants(
  db: Executor,
  jobIds: string[],
): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const query = preparedOnce(db, 'waiting_applicants', () =>
    db
      .select({ jobId: jobApplications.jobId, waiting: sql<number>`count(*)::int` })
      .from(jobApplications)
      .where(
        and(
          anyOf(jobApplications.jobId, 'jobIds'),
          isNull(jobApplications.withdrawnAt),
          isNull(jobApplications.backedOutAt),
        ),
      )
      .groupBy(jobApplications.jobId)
      .prepare('waiting_applicants'),
  );
  const rows = await query.execute({ jobIds });
  return new Map(rows.map((row) => [row.jobId, Number(row.waiting)]));
}

/** Which of `jobIds` this Yasa has applied for and not withdrawn ('Sudah melamar'). */
export async function appliedAmong(
  db: Executor,
  workerId: string,
  jobIds: string[],
): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const query = preparedOnce(db, 'applied_among', () =>
    db
      .select({ jobId: jobApplications.jobId })
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
  return new Set(rows.map((row) => row.jobId));
}

export async function listApplicationsOf(
  db: Executor,
  workerId: string,
  page: { limit: number; cursor?: string },
): Promise<Array<{ application: ApplicationRow; view: JobView }>> {
  const applications = await db
    .select()
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.workerId, workerId),
        afterCursor(jobApplications, jobApplications.createdAt, jobApplications.id, page.cursor),
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(page.limit);
  if (applications.length === 0) return [];
  const rows = await viewQuery(db).where(
    inArray(
      jobs.id,
      applications.map((a) => a.jobId),
    ),
  );
  const views = new Map(rows.map((row) => [row.job.id, toView(row as ViewRow)]));
  return applications.map((application) => ({
    application,
    view: views.get(application.jobId)!,
  }));
}

/** Open jobs by scheduled time, earliest first; jobs without a time come last. */
export async function listOpenJobsSoonest(db: Executor, page: ListPage): Promise<JobView[]> {
  const byCategory = page.category !== undefined;
  const afterCursorJob = page.cursor !== undefined;
  const name = `jobs_soonest${byCategory ? '_category' : ''}${afterCursorJob ? '_after' : ''}`;
  const query = preparedOnce(db, name, () => {
    const when = sql`coalesce(${jobs.scheduledAt}, 'infinity'::timestamptz)`;
    return viewQuery(db)
      .where(
        and(
          eq(jobs.status, JOB_STATE.open),
          byCategory ? eq(categories.name, sql.placeholder('category')) : undefined,
          afterCursorJob
            ? sql`(${when}, ${jobs.id}) > (select coalesce(scheduled_at, 'infinity'::timestamptz), id from jobs where id = ${sql.placeholder('cursor')})`
            : undefined,
        ),
      )
      .orderBy(when, jobs.id)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
  const rows = await query.execute({
    category: page.category,
    cursor: page.cursor,
    limit: page.limit,
  });
  return rows.map((row) => toView(row as ViewRow));
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
