/**
 * The spec's success messages (§8): the server answers them as `{ message }`, the web toasts
 * them. Both sides import them from here, so a sentence is written once.
 */
export const SUCCESS_MESSAGES = {
  /** POST /clients/jobs/bersih and /clients/jobs/belanja. */
  jobCreated: 'Berhasil membuat Pekerjaan',
  /** PATCH /clients/jobs/:id/:workerUserId. */
  workerAccepted: 'Berhasil Menerima Worker',
  /** The web's second toast after accepting a Yasa. */
  workerAcceptedFollowUp: 'Kamu tinggal tunggu pekerjaan nya beres',
  /** DELETE /clients/jobs/:id. */
  jobCancelled: 'Berhasil membatalkan order nya',
  /** POST /workers/jobs/:id. */
  applied: 'Successfully apply for the job',
  /** PATCH /workers/jobs/:id/worker (the proof of work). */
  proofSent: 'Successfully',
  /** PATCH /clients/jobs/:id/client (the Jalu confirms and pays). */
  jobConfirmed: 'Anda telah menyelesaikan order anda',
  /** POST /clients/jobs/:id/review. */
  reviewed: 'berhasil memberikan rating',
} as const;
export type SuccessMessage = (typeof SUCCESS_MESSAGES)[keyof typeof SUCCESS_MESSAGES];
