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
} from '@bantuin/contract';
import { z } from 'zod';
import { photoForm } from '../uploads/multipart.js';

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
    jobFieldsSchema,
    { image: { min: JOB_LIMITS.imagesMin, max: JOB_LIMITS.imagesMax } },
    {
      coordinates: 'JSON text of `{ "lat": number, "lng": number }`',
      scheduledAt: 'ISO 8601 with an offset, e.g. 2026-12-01T09:00:00+07:00',
    },
  ),
  proof: photoForm(proofFieldsSchema, {
    image: { min: PROOF_LIMITS.imagesMin, max: PROOF_LIMITS.imagesMax },
  }),
  review: photoForm(reviewFieldsSchema, { image: { min: 0, max: REVIEW_LIMITS.imagesMax } }),
  complaint: photoForm(disputeFieldsSchema, { image: { min: 0, max: DISPUTE_LIMITS.imagesMax } }),
  complaintAnswer: photoForm(disputeResponseFieldsSchema, {
    image: { min: 0, max: DISPUTE_LIMITS.imagesMax },
  }),
};
