import type { NotificationData } from '@bantuin/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { jobApplications, jobs } from '../../db/schema.js';
import type { AfterTransition, TransitionResult } from '../jobs/lifecycle.js';
import {
  NOTICE_CONDITIONS,
  TRANSITIONS,
  type Notification,
  type Reminder,
} from '../jobs/policy.js';
import type { Notify } from './outbox.js';
import { QUEUES, type NotificationQueue } from './queue.js';

const HOUR = 3_600_000;

export type ReminderName = Reminder;

/** A reminder's queue payload: what the job must still look like for it to be sent. */
export interface ReminderJob {
  reminder: ReminderName;
  jobId: string;
  /** `job_starts`: the scheduled time it was set for; `release_*`: the proof's time. */
  at: string;
  workerId: string;
}

function dataOf(result: TransitionResult, role: 'jalu' | 'yasa'): NotificationData {
  const { job, money } = result;
  return {
    jobId: job.id,
    jobTitle: job.title,
    role,
    amount: job.fee,
    refund: money.refund,
    compensation: money.compensation,
    workerAmount: money.workerAmount,
    // A Nitip that carried the shopping money names what of it moved (the notices' texts).
    ...(job.shoppingCap ? { purchase: money.purchase, purchaseRefund: money.purchaseRefund } : {}),
    ...result.notice,
  };
}

/**
 * The lifecycle's hook: notifies whom the transition's `notifies` names (jobs policy) and schedules
 * its reminders, in the transition's own transaction.
 */
export function transitionNotifier(
  notify: Notify,
  queue: NotificationQueue,
  options: { autoReleaseAfterMs: number; now?: () => number },
): AfterTransition {
  const now = options.now ?? Date.now;
  async function schedule(tx: Transaction, reminder: ReminderJob, runAt: number) {
    if (runAt <= now()) return;
    await queue.sendInTransaction(tx, QUEUES.reminder, reminder, { startAfter: new Date(runAt) });
  }
  return async (tx, action, result) => {
    const transition = TRANSITIONS[action];
    const notices = {
      notify: (transition.notifies as readonly Notification[]).filter(
        (notice) => !notice.when || NOTICE_CONDITIONS[notice.when](result.job),
      ),
      remind: 'remind' in transition ? transition.remind : undefined,
    };
    const { job, before } = result;
    const workerId = job.workerId ?? before.workerId;
    for (const notice of notices.notify) {
      if (notice.to === 'jalu') {
        await notify(tx, {
          kind: notice.kind,
          recipientId: job.clientId,
          data: dataOf(result, 'jalu'),
        });
      } else if (notice.to === 'yasa') {
        if (workerId) {
          await notify(tx, {
            kind: notice.kind,
            recipientId: workerId,
            data: dataOf(result, 'yasa'),
          });
        }
      } else {
        const others = await tx
          .select({ workerId: jobApplications.workerId })
          .from(jobApplications)
          .where(
            and(
              eq(jobApplications.jobId, job.id),
              isNull(jobApplications.withdrawnAt),
              isNull(jobApplications.backedOutAt),
              workerId ? ne(jobApplications.workerId, workerId) : undefined,
            ),
          );
        for (const other of others) {
          await notify(tx, {
            kind: notice.kind,
            recipientId: other.workerId,
            data: dataOf(result, 'yasa'),
          });
        }
      }
    }
    for (const reminder of (notices.remind ?? []) as readonly ReminderName[]) {
      if (!workerId) continue;
      if (reminder === 'job_starts' && job.scheduledAt) {
        const at = job.scheduledAt.getTime();
        await schedule(
          tx,
          { reminder, jobId: job.id, at: job.scheduledAt.toISOString(), workerId },
          at - HOUR,
        );
      } else if (reminder !== 'job_starts' && job.workerConfirmedAt) {
        const releaseAt = job.workerConfirmedAt.getTime() + options.autoReleaseAfterMs;
        const ahead = reminder === 'release_24h' ? 24 * HOUR : 2 * HOUR;
        await schedule(
          tx,
          { reminder, jobId: job.id, at: job.workerConfirmedAt.toISOString(), workerId },
          releaseAt - ahead,
        );
      }
    }
  };
}

/**
 * A reminder at its time: sent only if the job is still where it was when it was scheduled
 * (still assigned to that Yasa at that time; the proof still waiting). Answers whether it sent.
 */
export async function runReminder(
  db: Database,
  notify: Notify,
  reminder: ReminderJob,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, reminder.jobId)).for('share');
    if (!job || job.workerId !== reminder.workerId) return false;
    const base = { jobId: job.id, jobTitle: job.title };
    if (reminder.reminder === 'job_starts') {
      if (job.status !== 'assigned' || job.scheduledAt?.toISOString() !== reminder.at) return false;
      const data = { ...base, scheduledAt: reminder.at };
      const dedupeKey = `reminder_job_starts:${job.id}:${reminder.at}`;
      await notify(tx, {
        kind: 'reminder_job_starts',
        recipientId: job.clientId,
        data: { ...data, role: 'jalu' },
        dedupeKey,
      });
      await notify(tx, {
        kind: 'reminder_job_starts',
        recipientId: job.workerId,
        data: { ...data, role: 'yasa' },
        dedupeKey,
      });
      return true;
    }
    if (job.status !== 'worker_confirmed' || job.workerConfirmedAt?.toISOString() !== reminder.at) {
      return false;
    }
    const kind =
      reminder.reminder === 'release_24h' ? 'reminder_release_24h' : 'reminder_release_2h';
    await notify(tx, {
      kind,
      recipientId: job.clientId,
      data: { ...base, role: 'jalu' },
      dedupeKey: `${kind}:${job.id}:${reminder.at}`,
    });
    return true;
  });
}

export async function startReminderWorkers(
  queue: NotificationQueue,
  db: Database,
  notify: Notify,
  options: { pollSeconds: number },
): Promise<void> {
  await queue.boss.work<ReminderJob>(
    QUEUES.reminder,
    { pollingIntervalSeconds: options.pollSeconds },
    async ([job]) => {
      if (job) await runReminder(db, notify, job.data);
    },
  );
}
