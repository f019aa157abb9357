import {
  APPLICATION_EVENTS,
  TRANSITIONS,
  type ActorKind,
  SAME_STATE,
  type MoneyRule,
  type NoticeCondition,
  type Notification,
  type NotificationRecipient,
  type Timing,
  type Transition,
} from './policy.js';

/*
 * docs/ARCHITECTURE.md's lifecycle table, written from the policy's table so the two cannot
 * differ: `npm run docs:lifecycle` writes it between the markers, and a test fails when the
 * document holds anything else there.
 */

export const LIFECYCLE_TABLE_START = '<!-- lifecycle-table:start (npm run docs:lifecycle) -->';
export const LIFECYCLE_TABLE_END = '<!-- lifecycle-table:end -->';

const BY: Record<ActorKind, string> = {
  jalu: "the job's Jalu",
  yasa: 'the assigned Yasa',
  system: 'a sweep (release, expiry)',
  admin: 'an operator',
};

const MONEY: Record<MoneyRule, string> = {
  none: '—',
  cancellation:
    '`quoteCancellation`: free → fee + admin fee (+ shopping money) back; late → `LATE_CANCEL_PERCENT` of the fee (rounded down) to the Yasa, the rest back; after the receipt (an operator only) what it shows spent → Yasa (`purchase`)',
  payout:
    'fee → Yasa, admin fee → revenue; Nitip with a cap (`shoppingSettlement`): the receipt total up to cap + approved extra → Yasa, the rest → Jalu',
  dispute_split:
    '`disputeSplit`: `workerAmount` → Yasa, rest of the fee → Jalu, admin fee → revenue unless `workerAmount` is 0 (then → Jalu); shopping money: `purchaseAmount` (0…what the receipt shows; absent, all of it) → Yasa, the rest held → Jalu',
  shopping_extra:
    "approved: the receipt's total above the cap, the Jalu's wallet → escrow (`INSUFFICIENT_BALANCE` refuses it whole); declined: —",
  tip: "`amount`, the Jalu's wallet → the Yasa's",
};

const RECIPIENT: Record<NotificationRecipient, string> = {
  jalu: 'Jalu',
  yasa: 'Yasa',
  other_applicants: 'other applicants',
  applicants: 'applicants',
};

const TIMING: Record<Timing, string> = {
  before_expiry: ' (before its time; after: `JOB_EXPIRED`)',
  after_expiry: ' (once its time has passed)',
};
const RECEIPT: Record<NonNullable<Transition['receipt']>, string> = {
  before: ' (Nitip with a cap: before the receipt; after: `RECEIPT_ALREADY_SENT`)',
  required: ' (Nitip with a cap: after the receipt; before: `RECEIPT_REQUIRED`)',
};
const fromStates = (from: readonly string[], timing?: Timing, receipt?: Transition['receipt']) =>
  from.join(', ') + (timing ? TIMING[timing] : '') + (receipt ? RECEIPT[receipt] : '');

const WHEN: Record<NoticeCondition, string> = {
  above_cap: ' (when the total is above the cap)',
};

const code = (text: string) => `\`${text}\``;
const notices = (list: readonly Notification[]) =>
  list
    .map(
      (notice) =>
        `${RECIPIENT[notice.to]}: ${code(notice.kind)}${notice.when ? WHEN[notice.when] : ''}`,
    )
    .join('; ') || '—';

/** The table as markdown lines (no markers). */
export function lifecycleTable(): string {
  const rows = Object.entries(TRANSITIONS as Record<string, Transition>).map(
    ([name, transition]) =>
      `| ${code(name)} | ${fromStates(transition.from, transition.timing, transition.receipt)} | ${transition.to === SAME_STATE ? '(no change)' : transition.to} | ${BY[transition.by]} | ${MONEY[transition.money]} | ${notices(transition.notifies)} |`,
  );
  const events = Object.entries(
    APPLICATION_EVENTS as Record<string, { notifies: readonly Notification[]; timing?: Timing }>,
  ).map(
    ([name, event]) =>
      `| ${code(name)} | ${fromStates(['open'], event.timing)} | (no change) | a Yasa | — | ${notices(event.notifies)} |`,
  );
  return [
    '| action | from | to | by | money | notifies |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    ...events,
  ].join('\n');
}

/**
 * `document` with the table between its markers replaced by the current one (indented: it sits
 * in a list item).
 */
export function withLifecycleTable(document: string): string {
  const start = document.indexOf(LIFECYCLE_TABLE_START);
  const end = document.indexOf(LIFECYCLE_TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`The lifecycle table's markers are missing: ${LIFECYCLE_TABLE_START}`);
  }
  return (
    document.slice(0, start + LIFECYCLE_TABLE_START.length) +
    '\n\n' +
    lifecycleTable()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n') +
    '\n\n  ' +
    document.slice(end)
  );
}
