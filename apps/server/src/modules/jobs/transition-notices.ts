import type { NotificationKind } from '@bantuin/contract';
import type { JobAction } from './lifecycle.js';

/**
 * Who hears about each job transition, and which reminders it starts (issue 26). Keyed by the
 * same actions as `TRANSITIONS`: a new transition does not compile until it says here whom it
 * notifies (an empty entry is a decision too). When the table moves into the jobs policy, each
 * entry becomes that transition's `notifies` field unchanged.
 */
export interface TransitionNotices {
  notify: readonly {
    /** The job's Jalu, its (assigned) Yasa, or every other live applicant (after `accept`). */
    to: 'jalu' | 'yasa' | 'other_applicants';
    kind: NotificationKind;
  }[];
  /** Reminders scheduled as queue jobs; each is skipped at its time if the job moved on. */
  remind?: readonly ('job_starts' | 'release_24h' | 'release_2h')[];
}

export const TRANSITION_NOTICES = {
  accept: {
    notify: [
      { to: 'yasa', kind: 'job_accepted' },
      { to: 'other_applicants', kind: 'job_not_selected' },
    ],
    remind: ['job_starts'],
  },
  cancel: {
    notify: [
      { to: 'yasa', kind: 'job_cancelled_for_worker' },
      { to: 'jalu', kind: 'job_cancelled_refund' },
    ],
  },
  // An operator's cancel: the refund is money, so the Jalu is told; a Yasa already on the job
  // (when operators may cancel assigned jobs) hears of it and of any compensation.
  adminCancel: {
    notify: [
      { to: 'jalu', kind: 'job_cancelled_refund' },
      { to: 'yasa', kind: 'job_cancelled_for_worker' },
    ],
  },
  backOut: { notify: [{ to: 'jalu', kind: 'job_worker_left' }] },
  submitProof: {
    notify: [{ to: 'jalu', kind: 'proof_sent' }],
    remind: ['release_24h', 'release_2h'],
  },
  confirm: { notify: [{ to: 'yasa', kind: 'job_paid' }] },
  autoRelease: {
    notify: [
      { to: 'jalu', kind: 'auto_released_jalu' },
      { to: 'yasa', kind: 'auto_released_yasa' },
    ],
  },
  fileDispute: { notify: [{ to: 'yasa', kind: 'dispute_filed' }] },
  answerDispute: { notify: [{ to: 'jalu', kind: 'dispute_answered' }] },
  resolveDispute: {
    notify: [
      { to: 'jalu', kind: 'dispute_resolved' },
      { to: 'yasa', kind: 'dispute_resolved' },
    ],
  },
} as const satisfies Record<JobAction, TransitionNotices>;
