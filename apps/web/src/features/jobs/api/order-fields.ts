import type { Coordinates } from '@bantuin/contract';
import { ApiError } from '@/lib/api-client';
import { PROFILE_INCOMPLETE_MESSAGE } from '@bantuin/contract';

/** What both order forms send; the server checks every bound (spec §5). */
export type OrderFields = {
  title: string;
  /** Whole rupiah; undefined when left empty (the server then says it is required). */
  fee: number | undefined;
  description: string;
  address: string;
  addressNotes: string;
  coordinates: Coordinates;
};

/** Spec §8: the toast after posting a job. */
export const ORDER_CREATED_MESSAGE = 'Berhasil membuat Pekerjaan';

/** The server refuses until the Jalu has a name: 'Fill in your profile first!'. */
export function isProfileIncomplete(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'PROFILE_INCOMPLETE' || error.message === PROFILE_INCOMPLETE_MESSAGE)
  );
}
