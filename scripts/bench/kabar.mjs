// Kabar (issue 26) under load, on PostgreSQL: posting while 10,000 opted-in Yasa are near, how
// soon each of them has the nearby alert in the inbox, in-app and at the push service, and how
// choosing who is near grows from 1k to 1M Yasa locations. Yasa are seeded straight in SQL.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { importJWK, jwtVerify } from 'jose';
import pg from 'pg';
import { api, fundWallet, user } from './server.mjs';

/** Where the measured jobs are posted; the seeded Yasa live within 3 km of it. */
export const JOB_POINT = { lat: -6.2, lng: 106.8 };
const KM_PER_DEGREE = 111.32;

/**
 * A push service on loopback that accepts what a real one would: a VAPID JWT (ES256, audience
 * its origin) signed by the key in `k=`, and an aes128gcm body. Counts pushes by endpoint.
 */
export async function startCountingPushService() {
  const keys = new Map();
  /** A VAPID token and its key → when the token expires (ms), once verified. */
  const verifiedTokens = new Map();
  let received = 0;
  let refused = 0;
  let origin = '';
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
          request.headers.authorization ?? '',
        );
        if (!match) throw new Error('no VAPID');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('encoding');
        // RFC 8188 header (salt 16, record size 4, key id length 1, key id) plus a record.
        if (Buffer.concat(chunks).length < 21 + 65 + 17) throw new Error('body too short');
        let key = keys.get(match[2]);
        if (!key) {
          const raw = Buffer.from(match[2], 'base64url');
          key = await importJWK(
            {
              kty: 'EC',
              crv: 'P-256',
              x: raw.subarray(1, 33).toString('base64url'),
              y: raw.subarray(33, 65).toString('base64url'),
            },
            'ES256',
          );
          keys.set(match[2], key);
        }
        // The server signs one token an hour per push service (as web-push clients do), so
        // each token is verified once and then only its expiry is checked: ES256 for every push
        // took this process' CPU from the load generator beside it (posting with 10,000 near).
        const signed = `${match[1]} ${match[2]}`;
        const expiresAt = verifiedTokens.get(signed);
        if (!(expiresAt > Date.now())) {
          const { payload } = await jwtVerify(match[1], key, {
            audience: origin,
            algorithms: ['ES256'],
          });
          verifiedTokens.set(signed, payload.exp * 1000);
        }
        received++;
        response.writeHead(201).end();
      } catch {
        refused++;
        response.writeHead(401).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    counts: () => ({ received, refused }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * `count` Yasa opted in to nearby alerts (radius 5 km, every category), with a push
 * subscription each, in one statement per table: `near` of them within 3 km of JOB_POINT, the
 * rest spread over Indonesia at least ~50 km from it.
 */
export async function seedOptedInYasa(client, { count, near, pushOrigin, tag }) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await client.query(
    `WITH u AS (
       INSERT INTO users (email, phone_number, password_hash, role)
       SELECT 'kabar-' || $1 || '-' || g || '@contoh.id', '+6289' || $1 || g, 'not-a-hash', 'yasa'
       FROM generate_series(1, $2::int) AS g RETURNING id),
     p AS (INSERT INTO profiles (user_id, name) SELECT id, 'Yasa contoh' FROM u RETURNING user_id),
     numbered AS (SELECT user_id, row_number() OVER () AS n FROM p),
     placed AS (
       SELECT user_id, n,
         CASE WHEN n <= $3 THEN $4 + (random() - 0.5) * 0.04
           ELSE -8 + random() * 10 END AS lat,
         CASE WHEN n <= $3 THEN $5 + (random() - 0.5) * 0.04
           ELSE 108 + random() * 30 END AS lng
       FROM numbered),
     prefs AS (
       INSERT INTO notification_preferences
         (user_id, channels, nearby_enabled, nearby_radius_km, nearby_lat, nearby_lng, nearby_area)
       SELECT user_id, '{}'::jsonb, true, 5, lat, lng,
         box(point(lng + 5 / ($6 * greatest(cos(radians(lat)), 0.01)), lat + 5 / $6),
             point(lng - 5 / ($6 * greatest(cos(radians(lat)), 0.01)), lat - 5 / $6))
       FROM placed)
     INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
     SELECT user_id, $7 || '/push/' || $1 || '/' || n, $8, $9 FROM placed`,
    [tag, count, near, JOB_POINT.lat, JOB_POINT.lng, KM_PER_DEGREE, pushOrigin, p256dh, auth],
  );
  await client.query('ANALYZE notification_preferences');
}

async function until(check, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * One job posted at JOB_POINT with `near` opted-in Yasa around it: milliseconds from the post
 * until every one has the alert in the inbox, its in-app delivery sent (the socket event), and
 * its push accepted by the push service (null: not within `timeoutMs`).
 */
export async function nearbyDelivery({ url, client, push, jaluToken, near, timeoutMs = 60_000 }) {
  const pushedBefore = push.counts().received;
  const started = performance.now();
  const { _id: jobId } = await api(url, 'POST', '/clients/jobs/belanja', {
    token: jaluToken,
    json: {
      title: 'Titip belanja Kabar',
      fee: 20_000,
      description: 'Sayur dan buah',
      address: 'Jl. Kemang Raya 12, Jakarta',
      coordinates: JOB_POINT,
    },
  });
  const postMs = Math.round(performance.now() - started);
  const counts = async () => {
    const { rows } = await client.query(
      `SELECT count(DISTINCT n.id)::int AS inbox,
         count(*) FILTER (WHERE d.channel = 'in_app' AND d.status = 'sent')::int AS in_app
       FROM notifications n LEFT JOIN notification_deliveries d ON d.notification_id = n.id
       WHERE n.kind = 'job_nearby' AND n.data->>'jobId' = $1`,
      [jobId],
    );
    return rows[0];
  };
  const elapsed = () => Math.round(performance.now() - started);
  const result = { near, postMs, inboxMs: null, inAppMs: null, pushMs: null };
  const deadline = started + timeoutMs;
  while (
    performance.now() < deadline &&
    (result.pushMs === null || result.inboxMs === null || result.inAppMs === null)
  ) {
    const { inbox, in_app: inApp } = await counts();
    if (result.inboxMs === null && inbox >= near) result.inboxMs = elapsed();
    if (result.inAppMs === null && inApp >= near) result.inAppMs = elapsed();
    if (push.counts().received - pushedBefore >= near) result.pushMs = elapsed();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const final = await counts();
  return {
    ...result,
    inbox: final.inbox,
    inAppSent: final.in_app,
    pushed: push.counts().received - pushedBefore,
    pushRefused: push.counts().refused,
  };
}

/**
 * How long choosing who is near takes at each count of opted-in Yasa (100 of them always near
 * the job, the rest far): the nearby queue job's run for jobs posted at JOB_POINT, median of
 * `runs`, and whether the plan uses the GiST index.
 */
export async function nearbyScaling({ url, client, push, jaluToken, sizes, runs = 9 }) {
  const out = [];
  let seeded = 0;
  for (const size of sizes) {
    if (size > seeded) {
      const started = performance.now();
      await seedOptedInYasa(client, {
        count: size - seeded,
        near: seeded === 0 ? 100 : 0,
        pushOrigin: push.origin,
        tag: `scale${size}`,
      });
      await client.query('VACUUM (ANALYZE) notification_preferences');
      seeded = size;
      console.info(
        `  seeded ${size} opted-in Yasa in ${Math.round(performance.now() - started)} ms`,
      );
    }
    const durations = [];
    for (let i = 0; i < runs; i++) {
      const { _id: jobId } = await api(url, 'POST', '/clients/jobs/belanja', {
        token: jaluToken,
        json: {
          title: `Titip belanja skala ${size} ${i}`,
          fee: 20_000,
          description: 'Sayur dan buah',
          address: 'Jl. Kemang Raya 12, Jakarta',
          coordinates: JOB_POINT,
        },
      });
      let ms = null;
      await until(async () => {
        const { rows } = await client.query(
          `SELECT extract(epoch FROM completed_on - started_on) * 1000 AS ms FROM pgboss.job
           WHERE name = 'notification-nearby' AND data->>'jobId' = $1 AND state = 'completed'`,
          [jobId],
        );
        ms = rows[0]?.ms ?? null;
        return ms !== null;
      }, 60_000);
      durations.push(Number(ms));
    }
    durations.sort((a, b) => a - b);
    const { rows: plan } = await client.query(
      `EXPLAIN (FORMAT JSON) SELECT user_id FROM notification_preferences p
       WHERE p.nearby_enabled AND p.nearby_area && box(point($1::float8, $2::float8), point($1::float8, $2::float8))`,
      [JOB_POINT.lng, JOB_POINT.lat],
    );
    out.push({
      yasa: size,
      near: 100,
      'fan-out median ms': Math.round(durations[Math.floor(durations.length / 2)] * 10) / 10,
      'fan-out max ms': Math.round(durations.at(-1) * 10) / 10,
      'uses GiST index': JSON.stringify(plan[0]['QUERY PLAN']).includes(
        'notification_preferences_nearby_idx',
      ),
    });
  }
  const first = out[0]['fan-out median ms'];
  for (const row of out)
    row['× of first'] = Math.round((row['fan-out median ms'] / first) * 100) / 100;
  return out;
}

/** A Jalu with money for many posts (its own, so the posting load's Jalus stay separate). */
export async function richJalu(url, n) {
  const jalu = await user(url, 'jalu', n);
  await fundWallet(url, jalu.token, 500_000_000);
  return jalu;
}

export const openClient = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};
