import type { JobCategory } from '@bantuin/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWriter, insertJobs, type NewJob } from '../src/modules/jobs/posting.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { nitipFields, postNitip, readyJalu } from './support/jobs.js';
import { balanceOf, fundWallet } from './support/payments.js';
import { itOnPostgres, onPostgres } from './support/postgres.js';

// Posts are written by group commit (modules/jobs/posting.ts): the posts that arrive while
// statements run go together, several Jalus' jobs in one statement and one transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** What a job's posting wrote: its escrow, journal rows and history, and its transaction. */
const postingOf = async (jobId: string) => {
  const [job] = await rows<{
    client_id: string;
    fee: string;
    xid: string;
    escrow: string;
    transfers: { amount: string; from_user: string; from_after: string }[];
    events: { to_state: string; actor_id: string }[];
  }>(sql`
    SELECT j.client_id, j.fee::text, j.xmin::text AS xid,
      (SELECT balance::text FROM ledger_accounts WHERE kind = 'escrow' AND job_id = j.id) AS escrow,
      (SELECT json_agg(json_build_object('amount', t.amount::text, 'from_user', w.user_id,
          'from_after', t.from_balance_after::text))
        FROM ledger_transfers t JOIN ledger_accounts w ON w.id = t.from_account_id
        WHERE t.job_id = j.id) AS transfers,
      (SELECT json_agg(json_build_object('to_state', e.to_state, 'actor_id', e.actor_id))
        FROM job_events e WHERE e.job_id = j.id) AS events
    FROM jobs j WHERE j.id = ${jobId}::uuid`);
  return job!;
};

const newJob = (clientId: string, category: JobCategory = 'Nitip'): NewJob => ({
  clientId,
  category,
  fields: { ...nitipFields(), scheduledAt: null },
  imageUrls: [],
  expiresAt: new Date(Date.now() + 7 * 86_400_000),
});

describe('posting jobs together', () => {
  it('gives each of many Jalus posting at once their own answer, and moves each fee once', async () => {
    const rich = await Promise.all(Array.from({ length: 10 }, () => readyJalu(t.app, 100_000)));
    const short = await Promise.all(Array.from({ length: 3 }, () => readyJalu(t.app, 26_000)));
    const nameless = await createUser(t.app, 'jalu');
    await fundWallet(t.app, nameless, 100_000);
    const posts = [...rich.flatMap((jalu) => [jalu, jalu]), ...short, nameless].map(
      async (jalu) => ({ jalu, res: await postNitip(t.app, jalu, { fee: 25_000 }) }),
    );
    const answers = await Promise.all(posts);

    const answersOf = (jalu: TestUser) =>
      answers.filter((a) => a.jalu === jalu).map((a) => a.res.json<{ code?: string }>());
    for (const jalu of rich) {
      expect(answersOf(jalu)).toEqual([
        { message: 'Berhasil membuat Pekerjaan', _id: expect.any(String) },
        { message: 'Berhasil membuat Pekerjaan', _id: expect.any(String) },
      ]);
      expect(await balanceOf(t.app, jalu)).toBe(100_000 - 2 * 27_000);
    }
    for (const jalu of short) {
      expect(answersOf(jalu)).toEqual([
        { message: 'Saldo kamu tidak cukup', code: 'INSUFFICIENT_BALANCE' },
      ]);
      expect(await balanceOf(t.app, jalu)).toBe(26_000);
    }
    expect(answersOf(nameless)).toEqual([
      { message: 'Fill in your profile first!', code: 'PROFILE_INCOMPLETE' },
    ]);
    expect(await balanceOf(t.app, nameless)).toBe(100_000);

    const created = answers.filter((a) => a.res.statusCode === 201);
    const postings = await Promise.all(created.map((a) => postingOf(a.res.json()._id)));
    postings.forEach((posting, i) => {
      const clientId = created[i]!.jalu.id;
      expect(posting).toMatchObject({
        client_id: clientId,
        fee: '25000',
        escrow: '27000',
        transfers: [{ amount: '27000', from_user: clientId }],
        events: [{ to_state: 'open', actor_id: clientId }],
      });
    });
    // Each Jalu's two journal rows show the wallet after each debit.
    for (const jalu of rich) {
      const after = postings
        .filter((p) => p.client_id === jalu.id)
        .map((p) => p.transfers[0]!.from_after)
        .sort();
      expect(after).toEqual(['46000', '73000']);
    }
    // The posts that arrived together were written together (PGlite runs the app's queries one
    // after another, so there the posts rarely meet).
    if (!onPostgres) return;
    const perTransaction = new Map<string, number>();
    for (const { xid } of postings) perTransaction.set(xid, (perTransaction.get(xid) ?? 0) + 1);
    expect(Math.max(...perTransaction.values())).toBeGreaterThan(1);
  });

  it('retries job by job when the database refuses a statement: only the faulty job fails', async () => {
    const jalus = await Promise.all(Array.from({ length: 4 }, () => readyJalu(t.app, 100_000)));
    const write = createJobWriter(t.database.db, { afterCommit() {} });
    // Posts of one turn of the event loop go together: the faulty one spoils their statement.
    const first = [write(newJob(jalus[0]!.id)), write(newJob(jalus[1]!.id))];
    const faulty = write(newJob(jalus[2]!.id, 'Unknown' as JobCategory)); // no category id
    const sound = write(newJob(jalus[3]!.id));
    await expect(Promise.all(first)).resolves.toEqual([expect.any(String), expect.any(String)]);
    await expect(faulty).rejects.toThrow();
    const soundId = await sound;
    expect(await postingOf(soundId!)).toMatchObject({ client_id: jalus[3]!.id, escrow: '27000' });
    expect(await balanceOf(t.app, jalus[2]!)).toBe(100_000);
    expect(await balanceOf(t.app, jalus[3]!)).toBe(73_000);
  });

  itOnPostgres('loses no debit when two statements take the same wallets at once', async () => {
    const jalus = await Promise.all(Array.from({ length: 10 }, () => readyJalu(t.app, 1_000_000)));
    const batch = jalus.map((jalu) => newJob(jalu.id));
    const quiet = { afterCommit() {} };
    for (let round = 0; round < 5; round++) {
      // Each waits for the other's wallet locks and then debits the balance the other left.
      const [forward, backward] = await Promise.all([
        insertJobs(t.database.db, quiet, batch),
        insertJobs(t.database.db, quiet, [...batch].reverse()),
      ]);
      expect([forward.size, backward.size]).toEqual([10, 10]);
    }
    for (const jalu of jalus) expect(await balanceOf(t.app, jalu)).toBe(1_000_000 - 10 * 27_000);
  });
});
