import { OVERVIEW_MAX_DAYS, type Overview, type OverviewQuery, JOB_STATE } from '@bantuin/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';

/**
 * How the overview reads the ledger. Every money figure is a sum of journal rows classified here
 * by transfer kind or by the kinds of the accounts money moved between, so kinds added later
 * (payout holds, dispute payouts) are picked up by adding their names to these lists.
 */
const LEDGER_CLASSES = {
  /** What Yasa earned for completed jobs. */
  // A complaint's Yasa share is a `job_payout` too (the lifecycle's dispute split).
  gmvTransferKinds: ['job_payout'],
  topupTransferKinds: ['topup'],
  /** A wallet's money sent to the payout hold (its fee moves separately, as `withdrawal_fee`). */
  withdrawalTransferKinds: ['withdrawal'],
  /** Accounts that hold money on its way out to a bank: see `accountClass`. */
  payoutHoldAccountKinds: ['payout_hold'],
} as const;

/**
 * An account's class for the overview: its kind, except that an escrow belonging to no job is
 * the withdrawals' payout hold (`SYSTEM_ACCOUNTS.payoutHold` of the withdrawals work).
 */
const accountClass = (alias: string) =>
  sql.raw(
    `case when ${alias}.kind = 'escrow' and ${alias}.job_id is null then 'payout_hold' else ${alias}.kind::text end`,
  );

/** Reporting days are Indonesian (WIB, UTC+7, no daylight saving). */
const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const wibDay = (column: SQL) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

const startOfWibDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`));
const wibDate = (at: Date) => new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** The period's bounds: whole WIB days, the last 30 by default. */
function period(query: OverviewQuery) {
  const to = query.to ?? wibDate(new Date());
  const from = query.from ?? wibDate(new Date(startOfWibDay(to).getTime() - 29 * DAY_MS));
  const start = startOfWibDay(from);
  const end = new Date(startOfWibDay(to).getTime() + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1) throw badRequest('Tanggal awal harus sebelum atau sama dengan tanggal akhir');
  if (days > OVERVIEW_MAX_DAYS) {
    throw badRequest(`Periode ringkasan maksimal ${OVERVIEW_MAX_DAYS} hari`);
  }
  const dates = Array.from({ length: days }, (_, i) =>
    wibDate(new Date(start.getTime() + i * DAY_MS)),
  );
  return { from, to, start, end, dates };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const amount = (value: string | number | null) => Number(value ?? 0);
const included = (list: readonly string[], value: string) => list.includes(value);

export async function buildOverview(db: Database, query: OverviewQuery): Promise<Overview> {
  const { from, to, start, end, dates } = period(query);
  const startAt = start.toISOString();
  const endAt = end.toISOString();

  const transfers = await rows<{
    kind: string;
    from_kind: string;
    to_kind: string;
    day: string;
    n: number;
    total: string;
  }>(
    db,
    sql`select t.kind::text as kind, ${accountClass('fa')} as from_kind, ${accountClass('ta')} as to_kind,
          ${wibDay(sql`t.created_at`)} as day, count(*)::int as n, sum(t.amount)::text as total
        from ledger_transfers t
        join ledger_accounts fa on fa.id = t.from_account_id
        join ledger_accounts ta on ta.id = t.to_account_id
        where t.created_at >= ${startAt}::timestamptz and t.created_at < ${endAt}::timestamptz
        group by 1, 2, 3, 4`,
  );
  // Balances at the end of the period, rebuilt from the journal rather than read from today.
  const held = await rows<{ kind: string; balance: string }>(
    db,
    sql`select ${accountClass('a')} as kind,
          coalesce(sum(case when t.to_account_id = a.id then t.amount else -t.amount end), 0)::text as balance
        from ledger_transfers t
        join ledger_accounts a on a.id = t.from_account_id or a.id = t.to_account_id
        where t.created_at < ${endAt}::timestamptz
        group by 1`,
  );
  const [ledger] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts`,
  );
  const posted = await rows<{ day: string; n: number }>(
    db,
    sql`select ${wibDay(sql`created_at`)} as day, count(*)::int as n from jobs
        where created_at >= ${startAt}::timestamptz and created_at < ${endAt}::timestamptz
        group by 1`,
  );
  const changes = await rows<{ state: string; day: string; n: number }>(
    db,
    sql`select to_state::text as state, ${wibDay(sql`created_at`)} as day, count(*)::int as n
        from job_events
        where to_state::text in ('done', 'cancelled', 'disputed')
          and created_at >= ${startAt}::timestamptz and created_at < ${endAt}::timestamptz
        group by 1, 2`,
  );
  const newUsers = await rows<{ role: string; n: number }>(
    db,
    sql`select role::text as role, count(*)::int as n from users
        where created_at >= ${startAt}::timestamptz and created_at < ${endAt}::timestamptz
        group by 1`,
  );

  const perDay = new Map(
    dates.map((date) => [date, { date, gmv: 0, revenue: 0, jobsPosted: 0, jobsCompleted: 0 }]),
  );
  const overview: Overview = {
    from,
    to,
    gmv: 0,
    revenue: 0,
    held: { escrow: 0, wallets: 0, payouts: 0 },
    topups: { count: 0, sum: 0 },
    withdrawals: { count: 0, sum: 0 },
    jobs: { posted: 0, completed: 0, cancelled: 0, disputed: 0 },
    newUsers: { jalu: 0, yasa: 0 },
    ledgerSum: amount(ledger?.total ?? '0'),
    days: [],
  };

  for (const t of transfers) {
    const sum = amount(t.total);
    const day = perDay.get(t.day);
    if (included(LEDGER_CLASSES.gmvTransferKinds, t.kind)) {
      overview.gmv += sum;
      if (day) day.gmv += sum;
    }
    // Revenue is the revenue account's net inflow: fees in, anything paid back out.
    const revenue = (t.to_kind === 'revenue' ? sum : 0) - (t.from_kind === 'revenue' ? sum : 0);
    overview.revenue += revenue;
    if (day) day.revenue += revenue;
    if (included(LEDGER_CLASSES.topupTransferKinds, t.kind)) {
      overview.topups.count += t.n;
      overview.topups.sum += sum;
    }
    if (included(LEDGER_CLASSES.withdrawalTransferKinds, t.kind)) {
      overview.withdrawals.count += t.n;
      overview.withdrawals.sum += sum;
    }
  }
  for (const h of held) {
    if (h.kind === 'escrow') overview.held.escrow += amount(h.balance);
    if (h.kind === 'wallet') overview.held.wallets += amount(h.balance);
    if (included(LEDGER_CLASSES.payoutHoldAccountKinds, h.kind)) {
      overview.held.payouts += amount(h.balance);
    }
  }
  for (const p of posted) {
    overview.jobs.posted += p.n;
    const day = perDay.get(p.day);
    if (day) day.jobsPosted += p.n;
  }
  for (const c of changes) {
    if (c.state === JOB_STATE.done) {
      overview.jobs.completed += c.n;
      const day = perDay.get(c.day);
      if (day) day.jobsCompleted += c.n;
    }
    if (c.state === JOB_STATE.cancelled) overview.jobs.cancelled += c.n;
    if (c.state === JOB_STATE.disputed) overview.jobs.disputed += c.n;
  }
  for (const u of newUsers) {
    if (u.role === 'jalu') overview.newUsers.jalu = u.n;
    if (u.role === 'yasa') overview.newUsers.yasa = u.n;
  }
  overview.days = [...perDay.values()];
  return overview;
}
