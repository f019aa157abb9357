import { SUCCESS_MESSAGES } from '@bantuin/contract';
import type { Coordinates } from '@bantuin/contract';

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

/** Spec §8 (the contract's sentence). */
export const ORDER_CREATED_MESSAGE = SUCCESS_MESSAGES.jobCreated;
