import { z } from 'zod';
import { JOB_STATES } from './jobs.js';

/**
 * A job's state as a zod enum: `JOB_STATE.done` instead of the string 'done', so a renamed or
 * added state (JOB_STATES in jobs.ts) is a type error wherever it matters.
 */
export const jobStateSchema = z.enum(JOB_STATES);
export const JOB_STATE = jobStateSchema.enum;

/**
 * One name for each state, on both sides and in the console (issue 28: the Jalu read 'Dalam
 * Pengerjaan' where the Yasa read 'Sedang dikerjakan' and the console 'Dikerjakan'). Who waits
 * for whom is said beside it where it matters ('Menunggu konfirmasimu').
 */
export const JOB_STATE_NAMES = {
  open: 'Menunggu Yasa',
  assigned: 'Dalam Pengerjaan',
  worker_confirmed: 'Menunggu konfirmasi Jalu',
  done: 'Selesai',
  cancelled: 'Dibatalkan',
  disputed: 'Dalam komplain',
} as const satisfies Record<z.infer<typeof jobStateSchema>, string>;
