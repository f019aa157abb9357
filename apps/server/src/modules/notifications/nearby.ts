import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs, notificationPreferences } from '../../db/schema.js';
import type { NotificationEvent, NotifyMany } from './outbox.js';
import { QUEUES, type NotificationQueue } from './queue.js';

const KM_PER_DEGREE = 111.32;

/**
 * The square (in degrees) around a Yasa's circle, stored so that choosing who is near a new job
 * is a GiST lookup (`nearby_area && point`), not a scan of every Yasa.
 */
export function nearbyArea(lat: number, lng: number, radiusKm: number): string {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return `(${lng + dLng},${lat + dLat}),(${lng - dLng},${lat - dLat})`;
}

/** New jobs one run of the nearby queue takes: chosen for in one statement. */
const JOBS_PER_FETCH = 20;
/** Alerts written in one transaction at most: jobs near thousands go in several. */
const ALERTS_PER_TRANSACTION = 10_000;

/**
 * Jobs in one square of this many degrees (~5.5 km) share one GiST lookup of the Yasa near them:
 * the lookup is by the box around those jobs, so a batch spread over Indonesia never asks for
 * every Yasa in between.
 */
const CELLS_PER_DEGREE = 20;

interface Alert {
  job_id: string;
  title: string;
  fee: string | number;
  user_id: string;
  distance_km: number;
  /** This alert is the Yasa's last before the hour's limit. */
  reaches_limit: boolean;
}

/**
 * Tells every opted-in Yasa whose circle holds one of the new jobs (and whose categories include
 * it, when they chose some) and who had fewer than `perHour` such alerts in the last hour, this
 * run's included. Runs on the queue after the postings' commits; each alert is unique per
 * (Yasa, job), so a retried run sends none twice. Jobs no longer open are skipped. Answers how
 * many were told.
 *
 * `retried`: some of these jobs ran before (a run that failed part-way, or a process that died in
 * one): a Yasa's alerts already written for them are in the hour's count, so they are left out of
 * this run's choosing too, and the Yasa gets the next jobs instead. A first run has none to find.
 */
export async function fanOutNearby(
  db: Database,
  notifyMany: NotifyMany,
  jobIds: readonly string[],
  perHour: number,
  { retried = false }: { retried?: boolean } = {},
): Promise<number> {
  if (perHour <= 0 || jobIds.length === 0) return 0;
  const postingOrder = [...new Set(jobIds)];
  // One statement for the whole run: on PGlite every statement is the server's own thread's
  // work, and a post's fan-out (its job, then its candidates, one by one) cost five times the
  // post. Each Yasa is found and checked once per run, not once per job: a run of 20 jobs near
  // the same 10,000 Yasa probed the person and the hour's count 200,000 times (2.3 s on
  // PostgreSQL with all of them at the hour's limit; 90 ms now). The jobs are grouped into
  // cells; each cell's box reaches the GiST index on the Yasa's squares as a parameter of its
  // own scan (OFFSET 0 keeps the subquery), never a join the planner could turn around (a join
  // from the job's row once hash-joined every Yasa: 22 s for 100 near among 1M). Then each job
  // meets those Yasa: the square, the circle each chose, and the hour's limit in posting order.
  const result = await db.execute(sql`
    WITH job AS MATERIALIZED (
      SELECT id, lat, lng, category_id, client_id, title, fee,
        array_position(${sql.param(postingOrder)}::uuid[], id) AS posted
      FROM ${jobs}
      WHERE id = ANY(${sql.param(postingOrder)}::uuid[]) AND status = 'open'
    ),
    near AS MATERIALIZED (
      SELECT p.*, r.recent FROM (
        SELECT DISTINCT ON (p.user_id) p.* FROM (
          SELECT box(point(min(lng), min(lat)), point(max(lng), max(lat))) AS area
          FROM job GROUP BY floor(lat * ${CELLS_PER_DEGREE}), floor(lng * ${CELLS_PER_DEGREE})
        ) cell CROSS JOIN LATERAL (
          SELECT p.user_id, p.nearby_lat, p.nearby_lng, p.nearby_area, p.nearby_categories,
            p.nearby_radius_km
          FROM notification_preferences p
          WHERE p.nearby_enabled AND p.nearby_area && cell.area
            AND (p.nearby_quiet_until IS NULL OR p.nearby_quiet_until <= now())
          OFFSET 0
        ) p
        ORDER BY p.user_id
      ) p
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS recent FROM notifications n
        WHERE n.recipient_id = p.user_id AND n.kind = 'job_nearby'
          AND n.created_at > now() - interval '1 hour'
      ) r
      WHERE r.recent < ${perHour}
        AND (SELECT u.role = 'yasa' AND u.suspended_at IS NULL AND u.deleted_at IS NULL
              FROM users u WHERE u.id = p.user_id)
    ),
    reached AS (
      SELECT job.id AS job_id, job.title, job.fee, job.posted, near.user_id, near.recent,
        near.nearby_radius_km, 2 * 6371 * asin(sqrt(
          power(sin(radians(job.lat - near.nearby_lat) / 2), 2) +
          cos(radians(near.nearby_lat)) * cos(radians(job.lat)) *
            power(sin(radians(job.lng - near.nearby_lng) / 2), 2)
        )) AS distance_km
      FROM job JOIN near
        ON near.nearby_area && box(point(job.lng, job.lat), point(job.lng, job.lat))
        AND near.user_id <> job.client_id
        AND (cardinality(near.nearby_categories) = 0 OR job.category_id = ANY(near.nearby_categories))
        ${
          retried
            ? sql`AND NOT EXISTS (SELECT 1 FROM notifications n
                WHERE n.recipient_id = near.user_id AND n.dedupe_key = 'job_nearby:' || job.id)`
            : sql``
        }
    ),
    numbered AS (
      SELECT reached.*, row_number() OVER (PARTITION BY user_id ORDER BY posted) AS nth
      FROM reached WHERE distance_km <= nearby_radius_km
    )
    SELECT job_id, title, fee, user_id, distance_km, nth = ${perHour} - recent AS reaches_limit
    FROM numbered
    WHERE nth <= ${perHour} - recent
    ORDER BY posted
  `);
  const alertsOf = new Map<string, NotificationEvent[]>();
  const quietNow: string[] = [];
  for (const row of (result as unknown as { rows: Alert[] }).rows) {
    if (row.reaches_limit) quietNow.push(row.user_id);
    const alerts = alertsOf.get(row.job_id) ?? [];
    alerts.push({
      kind: 'job_nearby',
      recipientId: row.user_id,
      data: {
        jobId: row.job_id,
        jobTitle: row.title,
        amount: Number(row.fee),
        distanceKm: Math.round(Number(row.distance_km) * 10) / 10,
      },
      dedupeKey: `job_nearby:${row.job_id}`,
    });
    alertsOf.set(row.job_id, alerts);
  }
  // Whole jobs per transaction of three statements (notifyMany): 500 alerts at a time took five
  // round trips each, and 10,000 Yasa waited 14 s for the last inbox row.
  let told = 0;
  let pending: NotificationEvent[] = [];
  const write = async () => {
    const events = pending;
    pending = [];
    if (events.length) told += await db.transaction((tx) => notifyMany(tx, events));
  };
  for (const alerts of alertsOf.values()) {
    if (pending.length && pending.length + alerts.length > ALERTS_PER_TRANSACTION) await write();
    pending.push(...alerts);
  }
  await write();
  if (quietNow.length) await markQuiet(db, quietNow, perHour);
  return told;
}

/**
 * Yasa who have just reached the hour's limit are passed over until the oldest of their last
 * `perHour` alerts is an hour old: with 10,000 of them near a busy spot, counting each one's
 * alerts again for every run was most of a run's time. Only a shortcut: lost (a crash before
 * it), it costs the count again; it is never later than the count would allow.
 */
async function markQuiet(db: Database, userIds: readonly string[], perHour: number) {
  await db.execute(sql`
    UPDATE ${notificationPreferences} p
    SET nearby_quiet_until = (
      SELECT min(last.created_at) + interval '1 hour' FROM (
        SELECT n.created_at FROM notifications n
        WHERE n.recipient_id = p.user_id AND n.kind = 'job_nearby'
        ORDER BY n.created_at DESC LIMIT ${perHour}
      ) last
      -- Fewer than the limit written (an alert that was already there): no mark, the count decides.
      HAVING count(*) >= ${perHour}
    )
    WHERE p.user_id = ANY(${sql.param([...userIds])}::uuid[])`);
}

export async function startNearbyWorkers(
  queue: NotificationQueue,
  db: Database,
  notifyMany: NotifyMany,
  options: { pollSeconds: number; perHour: number },
): Promise<void> {
  await queue.boss.work<{ jobId: string }>(
    QUEUES.nearby,
    {
      includeMetadata: true,
      // As for deliveries: a full batch fetches again without the poll interval's wait (a busy
      // minute's postings would otherwise outrun one run per interval).
      batchSize: JOBS_PER_FETCH,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: options.pollSeconds,
    },
    // One run for the batch; if it fails, pg-boss retries every job of it (alerts already written
    // are not written twice).
    async (runs) => {
      await fanOutNearby(
        db,
        notifyMany,
        runs.map((run) => run.data.jobId),
        options.perHour,
        { retried: runs.some((run) => run.retryCount > 0) },
      );
    },
  );
}
