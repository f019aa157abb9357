import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import type { NotifyMany } from './outbox.js';
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

/**
 * Tells every opted-in Yasa whose circle holds the new job (and whose categories include it,
 * when they chose some) and who had fewer than `perHour` such alerts in the last hour. Runs on
 * the queue after the posting's commit, in one transaction; each alert is
 * unique per (Yasa, job), so a retried run sends none twice. Answers how many were told.
 */
export async function fanOutNearby(
  db: Database,
  notifyMany: NotifyMany,
  jobId: string,
  perHour: number,
): Promise<number> {
  if (perHour <= 0) return 0;
  const [job] = await db
    .select({
      lat: jobs.lat,
      lng: jobs.lng,
      categoryId: jobs.categoryId,
      clientId: jobs.clientId,
      title: jobs.title,
      fee: jobs.fee,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open')));
  if (!job) return 0;
  // The job's point is a constant here, not a join: the planner then takes the GiST index on the
  // squares (a join from the job's row made it estimate thousands of candidates and hash-join
  // every Yasa: 22 s for 100 near among 1M). The person and the hour's count are subqueries, so
  // each runs by index for the few candidates only.
  const result = await db.execute(sql`
    SELECT p.user_id, 2 * 6371 * asin(sqrt(
        power(sin(radians(${job.lat} - p.nearby_lat) / 2), 2) +
        cos(radians(p.nearby_lat)) * cos(radians(${job.lat})) *
          power(sin(radians(${job.lng} - p.nearby_lng) / 2), 2)
      )) AS distance_km, p.nearby_radius_km
    FROM notification_preferences p
    WHERE p.nearby_enabled
      AND p.nearby_area && box(point(${job.lng}, ${job.lat}), point(${job.lng}, ${job.lat}))
      AND p.user_id <> ${job.clientId}
      AND (cardinality(p.nearby_categories) = 0 OR ${job.categoryId}::uuid = ANY(p.nearby_categories))
      AND (SELECT u.role = 'yasa' AND u.suspended_at IS NULL AND u.deleted_at IS NULL
            FROM users u WHERE u.id = p.user_id)
      AND (SELECT count(*) FROM notifications n
           WHERE n.recipient_id = p.user_id AND n.kind = 'job_nearby'
             AND n.created_at > now() - interval '1 hour') < ${perHour}
  `);
  // The circle, not the square: the radius each Yasa chose.
  const inside = (
    result as unknown as {
      rows: { user_id: string; distance_km: number; nearby_radius_km: number }[];
    }
  ).rows.filter((row) => Number(row.distance_km) <= Number(row.nearby_radius_km));
  // Every alert in one transaction of three statements (notifyMany): 500 at a time took a
  // transaction of five round trips each, and 10,000 Yasa waited 14 s for the last inbox row.
  return db.transaction((tx) =>
    notifyMany(
      tx,
      inside.map((row) => ({
        kind: 'job_nearby' as const,
        recipientId: row.user_id,
        data: {
          jobId,
          jobTitle: job.title,
          amount: Number(job.fee),
          distanceKm: Math.round(Number(row.distance_km) * 10) / 10,
        },
        dedupeKey: `job_nearby:${jobId}`,
      })),
    ),
  );
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
      // As for deliveries: a full batch fetches again without the poll interval's wait (one
      // posting a second would otherwise outrun one fan-out per interval).
      batchSize: 5,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: options.pollSeconds,
    },
    async (jobs) => {
      const results = [];
      // One after another: each fan-out is one transaction of a few statements.
      for (const job of jobs) {
        try {
          await fanOutNearby(db, notifyMany, job.data.jobId, options.perHour);
          results.push({ id: job.id, status: 'completed' as const });
        } catch (error) {
          results.push({
            id: job.id,
            status: 'failed' as const,
            output: { message: (error as Error).message.slice(0, 500) },
          });
        }
      }
      return results;
    },
  );
}
