import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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

const CHUNK = 500;

/**
 * Tells every opted-in Yasa whose circle holds the new job (and whose categories include it,
 * when they chose some) and who had fewer than `perHour` such alerts in the last hour. Runs on
 * the queue after the posting's commit, in chunks of their own transactions; each alert is
 * unique per (Yasa, job), so a retried run sends none twice. Answers how many were told.
 */
export async function fanOutNearby(
  db: Database,
  notifyMany: NotifyMany,
  jobId: string,
  perHour: number,
): Promise<number> {
  if (perHour <= 0) return 0;
  const result = await db.execute(sql`
    WITH job AS (
      SELECT id, lat, lng, category_id, client_id, title, fee FROM jobs WHERE id = ${jobId} AND status = 'open'
    ),
    candidates AS (
      SELECT p.user_id, p.nearby_radius_km, job.title, job.fee,
        2 * 6371 * asin(sqrt(
          power(sin(radians(job.lat - p.nearby_lat) / 2), 2) +
          cos(radians(p.nearby_lat)) * cos(radians(job.lat)) * power(sin(radians(job.lng - p.nearby_lng) / 2), 2)
        )) AS distance_km
      FROM job
      JOIN notification_preferences p
        ON p.nearby_enabled AND p.nearby_area && box(point(job.lng, job.lat), point(job.lng, job.lat))
      JOIN users u ON u.id = p.user_id AND u.role = 'yasa' AND u.suspended_at IS NULL
      WHERE p.user_id <> job.client_id
        AND (cardinality(p.nearby_categories) = 0 OR job.category_id = ANY(p.nearby_categories))
    )
    SELECT user_id, title, fee, distance_km FROM candidates c
    WHERE distance_km <= nearby_radius_km
      AND (SELECT count(*) FROM notifications n
           WHERE n.recipient_id = c.user_id AND n.kind = 'job_nearby'
             AND n.created_at > now() - interval '1 hour') < ${perHour}
  `);
  // The circle, not the square: the radius each Yasa chose.
  const inside = (
    result as unknown as {
      rows: { user_id: string; distance_km: number; title: string; fee: number }[];
    }
  ).rows;
  let told = 0;
  for (let start = 0; start < inside.length; start += CHUNK) {
    const chunk = inside.slice(start, start + CHUNK);
    told += await db.transaction((tx) =>
      notifyMany(
        tx,
        chunk.map((row) => ({
          kind: 'job_nearby' as const,
          recipientId: row.user_id,
          data: {
            jobId,
            jobTitle: row.title,
            amount: Number(row.fee),
            distanceKm: Math.round(Number(row.distance_km) * 10) / 10,
          },
          dedupeKey: `job_nearby:${jobId}`,
        })),
      ),
    );
  }
  return told;
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
      // One after another: each fan-out writes in chunks of its own transactions.
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
