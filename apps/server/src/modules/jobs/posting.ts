import {
  ADMIN_FEE,
  type JobCategory,
  type JobFields,
  type ShoppingFields,
} from '@bantuin/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lostToConcurrency, refusedByDatabase } from '../../db/errors.js';
import { CATEGORY_IDS, jobItems, jobs, profiles } from '../../db/schema.js';
import type { Announcer } from '../../lib/announcer.js';
import { createGroupCommit } from '../../lib/group-commit.js';
import { holdIntoNewEscrows } from '../ledger/ledger.js';
import { nearbyAlertsIntent } from '../notifications/intents.js';
import { jobOpenedEvent } from './state-history.js';

export interface NewJob {
  clientId: string;
  category: JobCategory;
  fields: JobFields;
  imageUrls: readonly string[];
  /** When the job ends if no Yasa is accepted by then (policy's expiry). */
  expiresAt: Date;
  /** Nitip: the shopping list and 'Batas belanja' (held with the fee). */
  shopping?: ShoppingFields;
  /** Bebersih: the rooms or tasks to prove one by one; empty without a list. */
  tasks?: readonly string[];
  /** The post's Idempotency-Key; a second job under it breaks `jobs_post_key_idx`. */
  postKey?: string;
}

/** The unique index that makes a repeated post (same Jalu, same key) write nothing. */
export const JOB_POST_KEY_INDEX = 'jobs_post_key_idx';

/** What posting holds in the job's escrow: fee + admin fee + the shopping cap. */
export const heldAtPosting = (job: Pick<NewJob, 'fields' | 'shopping'>) =>
  job.fields.fee + ADMIN_FEE + (job.shopping?.shoppingCap ?? 0);

/** Posting statements running at once; the posts that arrive meanwhile wait and go together. */
const POSTING_STATEMENTS_IN_FLIGHT = 2;
/** Jobs in one posting statement at most. */
const JOBS_PER_STATEMENT = 50;

/**
 * Writes new jobs of distinct Jalus in one statement, each with its fee + admin fee held from the
 * Jalu's wallet in the job's escrow (ledger's holdIntoNewEscrows), if the Jalu's profile has a
 * name and the wallet covers it; the same statement records each job's nearby alerts as an intent
 * (a crash after the commit still alerts). Answers the new job's id by Jalu, for the jobs written.
 */
export async function insertJobs(
  db: Database,
  announcer: Announcer,
  batch: readonly NewJob[],
): Promise<Map<string, string>> {
  const column = <T>(pick: (job: NewJob) => T) => batch.map(pick);
  return holdIntoNewEscrows(db, {
    statement: 'post_jobs',
    announcer,
    kind: 'job_hold',
    holds: batch.map((job) => ({ userId: job.clientId, amount: heldAtPosting(job) })),
    // Posting is for a Jalu whose profile has a name, checked under the wallet's row lock.
    onlyIf: sql`EXISTS (SELECT 1 FROM ${profiles}
      WHERE ${profiles.userId} = hold.user_id AND ${profiles.name} <> '')`,
    owners: sql`post AS (
        SELECT * FROM unnest(${sql.placeholder('clients')}::uuid[],
          ${sql.placeholder('categories')}::uuid[], ${sql.placeholder('titles')}::text[],
          ${sql.placeholder('descriptions')}::text[], ${sql.placeholder('addresses')}::text[],
          ${sql.placeholder('notes')}::text[], ${sql.placeholder('lats')}::float8[],
          ${sql.placeholder('lngs')}::float8[], ${sql.placeholder('fees')}::bigint[],
          ${sql.placeholder('images')}::text[], ${sql.placeholder('scheduled')}::timestamptz[],
          ${sql.placeholder('expires')}::timestamptz[], ${sql.placeholder('caps')}::bigint[],
          ${sql.placeholder('items')}::text[], ${sql.placeholder('keys')}::text[],
          ${sql.placeholder('tasks')}::text[])
          AS post(user_id, category_id, title, description, address, address_notes, lat, lng,
            fee, images, scheduled_at, expires_at, shopping_cap, items, post_key, tasks)
      ), owner AS (
        INSERT INTO ${jobs} (client_id, category_id, title, description, address,
          address_notes, lat, lng, fee, admin_fee, images, scheduled_at, expires_at, shopping_cap,
          post_key, tasks)
        SELECT post.user_id, post.category_id, post.title, post.description, post.address,
          post.address_notes, post.lat, post.lng, post.fee, ${sql.raw(String(ADMIN_FEE))}::bigint,
          ARRAY(SELECT url FROM jsonb_array_elements_text(post.images::jsonb)
            WITH ORDINALITY AS image(url, n) ORDER BY n), post.scheduled_at, post.expires_at,
          post.shopping_cap, post.post_key,
          ARRAY(SELECT name FROM jsonb_array_elements_text(post.tasks::jsonb)
            WITH ORDINALITY AS task(name, n) ORDER BY n)
        FROM wallet JOIN post USING (user_id)
        RETURNING id, client_id AS user_id
      ), ${jobOpenedEvent('owner')}, ${nearbyAlertsIntent('owner')}, shopping_list AS (
        INSERT INTO ${jobItems} (job_id, position, name, quantity, note, estimated_price)
        SELECT owner.id, item.n, item.value->>'name', (item.value->>'quantity')::int,
          item.value->>'note', (item.value->>'estimatedPrice')::bigint
        FROM owner JOIN post USING (user_id)
          CROSS JOIN LATERAL jsonb_array_elements(post.items::jsonb) WITH ORDINALITY AS item(value, n)
      )`,
    values: {
      clients: column((job) => job.clientId),
      categories: column((job) => CATEGORY_IDS[job.category]),
      titles: column((job) => job.fields.title),
      descriptions: column((job) => job.fields.description),
      addresses: column((job) => job.fields.address),
      notes: column((job) => job.fields.addressNotes ?? null),
      lats: column((job) => job.fields.coordinates.lat),
      lngs: column((job) => job.fields.coordinates.lng),
      fees: column((job) => job.fields.fee),
      images: column((job) => JSON.stringify(job.imageUrls)),
      scheduled: column((job) =>
        job.fields.scheduledAt ? new Date(job.fields.scheduledAt).toISOString() : null,
      ),
      expires: column((job) => job.expiresAt.toISOString()),
      caps: column((job) => job.shopping?.shoppingCap ?? null),
      items: column((job) => JSON.stringify(job.shopping?.items ?? [])),
      keys: column((job) => job.postKey ?? null),
      tasks: column((job) => JSON.stringify(job.tasks ?? [])),
    },
  });
}

/**
 * Posts new jobs by group commit (insertJobs): under load one statement posts the jobs of many
 * Jalus. Answers, per job, its id, or null when nothing was written for it because the Jalu's
 * profile has no name or the wallet does not cover it (the caller says which).
 */
export function createJobWriter(db: Database, announcer: Announcer) {
  // One statement on its own: when PostgreSQL rolls it back for a deadlock, nothing was written
  // and it runs again (the lock order makes that rare, see holdIntoNewEscrows).
  const insert = async (batch: readonly NewJob[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await insertJobs(db, announcer, batch);
      } catch (error) {
        if (attempt >= 3 || !lostToConcurrency(error)) throw error;
      }
    }
  };

  /** Each job's id, or null when its wallet was not debited. */
  const settle = (batch: readonly NewJob[], written: Map<string, string>) =>
    batch.map((job): PromiseFulfilledResult<string | null> => ({
      status: 'fulfilled',
      value: written.get(job.clientId) ?? null,
    }));

  return createGroupCommit<NewJob, string | null>({
    maxInFlight: POSTING_STATEMENTS_IN_FLIGHT,
    maxBatch: JOBS_PER_STATEMENT,
    keyOf: (job) => job.clientId,
    async run(batch) {
      try {
        return settle(batch, await insert(batch));
      } catch (error) {
        // Refused whole (a deadlock with another writer, a row that broke a constraint): nothing
        // was written, so each job is tried on its own and only the one at fault fails.
        if (batch.length === 1 || !refusedByDatabase(error)) throw error;
        return Promise.allSettled(
          batch.map(async (job) => (await insert([job])).get(job.clientId) ?? null),
        );
      }
    },
  });
}
