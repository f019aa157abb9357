import {
  DISPUTE_LIMITS,
  disputeFieldsSchema,
  disputeResponseFieldsSchema,
  errorResponseSchema,
  JOB_LIMITS,
  jobFieldsSchema,
  PROOF_LIMITS,
  proofFieldsSchema,
  REVIEW_LIMITS,
  reviewFieldsSchema,
  taskFieldsSchema,
  TASK_LIMITS,
  taskImagesField,
} from '@bantuin/contract';
import { z } from 'zod';
import { photoForm } from '../uploads/multipart.js';

/** Files one proof may carry: every task's before and after photos. */
export const PROOF_MAX_FILES = TASK_LIMITS.tasksMax * TASK_LIMITS.photosMax;

/** OpenAPI pieces and params every job route shares. */
export const security = [{ bearerAuth: [] }];
export const tags = ['jobs'];
export const jobErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
export const jobParams = z.object({ id: z.uuid({ error: 'Id pekerjaan tidak valid' }) });

/** The forms of the job routes that take photos: what they read, and what the docs show. */
export const JOB_FORMS = {
  posting: photoForm(
    jobFieldsSchema.extend(taskFieldsSchema.shape),
    { image: { min: JOB_LIMITS.imagesMin, max: JOB_LIMITS.imagesMax } },
    {
      coordinates: 'JSON text of `{ "lat": number, "lng": number }`',
      scheduledAt: 'ISO 8601 with an offset, e.g. 2026-12-01T09:00:00+07:00',
      tasks: 'Optional JSON text of up to 12 room or task names, e.g. `["Dapur","Kamar mandi"]`',
    },
  ),
  // `image` is required on a job without a task list, optional beside `taskImages[i]` on one
  // with a list (policy's proofRefusal decides per job).
  proof: photoForm(proofFieldsSchema, {
    image: { min: 0, max: PROOF_LIMITS.imagesMax },
    ...Object.fromEntries(
      Array.from({ length: TASK_LIMITS.tasksMax }, (_, index) => [
        taskImagesField(index),
        { min: 0, max: TASK_LIMITS.photosMax },
      ]),
    ),
  }),
  review: photoForm(reviewFieldsSchema, { image: { min: 0, max: REVIEW_LIMITS.imagesMax } }),
  complaint: photoForm(disputeFieldsSchema, { image: { min: 0, max: DISPUTE_LIMITS.imagesMax } }),
  complaintAnswer: photoForm(disputeResponseFieldsSchema, {
    image: { min: 0, max: DISPUTE_LIMITS.imagesMax },
  }),
};
