import { z } from 'zod';
import { JOB_STATES } from './jobs.js';

/**
 * A job's state as a zod enum: `JOB_STATE.done` instead of the string 'done', so a renamed or
 * added state (JOB_STATES in jobs.ts) is a type error wherever it matters.
 */
export const jobStateSchema = z.enum(JOB_STATES);
export const JOB_STATE = jobStateSchema.enum;
