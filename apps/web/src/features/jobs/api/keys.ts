import type { JobCategory } from '@bantuin/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached answer about jobs, for both roles, under one prefix. Other features never name
 * these keys: they call the helpers below (the app's live updates, the pages after a payment).
 */
export const jobKeys = {
  all: ['jobs'] as const,
  /** GET /jobs/:id: one job as its Jalu, its Yasa or an applicant sees it (every page by id). */
  job: (id: string) => [...jobKeys.all, 'job', id] as const,
  /** The Jalu's orders: 'Pesanan Saya' and each order with its applicants. */
  orders: () => [...jobKeys.all, 'orders'] as const,
  activeOrders: (category: JobCategory | null) =>
    [...jobKeys.orders(), 'active', { category }] as const,
  /** GET /clients/jobs/:id/workers: one order with 'Daftar Tunggu Yasa'. */
  order: (id: string) => [...jobKeys.orders(), 'detail', id] as const,
  /** The Yasa's lists: open jobs (by filter) and 'Pekerjaan saya'. */
  open: () => [...jobKeys.all, 'open'] as const,
  mine: () => [...jobKeys.all, 'mine'] as const,
  /** GET /clients/jobs/:id/cancellation: what cancelling costs now (changes with the clock). */
  cancellation: (id: string) => [...jobKeys.all, 'cancellation', id] as const,
  /** GET /jobs/:id/dispute: the complaint on one job. */
  dispute: (id: string) => [...jobKeys.all, 'dispute', id] as const,
  /** GET /jobs/:id/review: the review of one finished job. */
  review: (id: string) => [...jobKeys.all, 'review', id] as const,
  /** GET /workers/applications: 'Lamaran Saya'. */
  applications: () => [...jobKeys.all, 'applications'] as const,
  /** GET /profile/histories: ended jobs ('Riwayat Pesanan', the profile's grid). */
  history: () => [...jobKeys.all, 'history'] as const,
  /** GET /geocode/search: places for a typed address (outside `all`: no job change touches it). */
  addressSearch: (query: string) => ['geocode', 'search', query] as const,
};

/** After anything that may change which jobs are listed where (posting, applying, paying). */
export function invalidateJobLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      [...jobKeys.orders(), 'active'],
      jobKeys.open(),
      jobKeys.mine(),
      jobKeys.history(),
      jobKeys.applications(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * One job moved on (an applicant, the proof, acceptance, payment): its pages and every list
 * refetch, not every other job ever opened.
 */
export function invalidateJob(queryClient: QueryClient, jobId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.job(jobId) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.order(jobId) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.dispute(jobId) }),
    invalidateJobLists(queryClient),
  ]);
}
