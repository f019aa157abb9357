import { IDEMPOTENCY_KEY_HEADER, SHOWN_SUCCESS_MESSAGES } from '@bantuin/contract';
import type { Coordinates, ShoppingItemInput } from '@bantuin/contract';

/** What both order forms send; the server checks every bound (spec §5). */
export type OrderFields = {
  title: string;
  /** Whole rupiah; undefined when left empty (the server then says it is required). */
  fee: number | undefined;
  description: string;
  address: string;
  addressNotes: string;
  coordinates: Coordinates;
  /** 'Waktu pengerjaan', ISO 8601 with the Jakarta offset (see `scheduledAtFromInput`). */
  scheduledAt: string;
  /** Nitip: 'Daftar belanja' and 'Batas belanja' (both or neither). */
  items?: ShoppingItemInput[];
  shoppingCap?: number;
  /** Bebersih: the rooms or tasks the Yasa proves one by one (sent only when any). */
  tasks?: string[];
  /**
   * The post's Idempotency-Key: the same for every try of one confirmed order, so a post sent
   * again after a lost connection answers the first job instead of making a second.
   */
  postKey?: string;
};

/** The Idempotency-Key header of a post, when it has a key. */
export const postKeyHeaders = (postKey: string | undefined): Record<string, string> =>
  postKey ? { [IDEMPOTENCY_KEY_HEADER]: postKey } : {};

/**
 * A `datetime-local` value ('2026-11-28T09:00') read as Jakarta time, as every job's time is
 * shown (formatScheduledAt), whatever the device's zone: '2026-11-28T09:00:00+07:00'.
 */
export function scheduledAtFromInput(value: string): string {
  return `${value}:00+07:00`;
}

/** Spec §8 (the contract's sentence). */
export const ORDER_CREATED_MESSAGE = SHOWN_SUCCESS_MESSAGES.jobCreated;
