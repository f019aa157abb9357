import { z } from 'zod';

const uuid = z.uuid();

/** Ids are UUIDs: anything else in a URL is a page that does not exist, not a request to send. */
export function isUuid(value: string | null | undefined): value is string {
  return uuid.safeParse(value).success;
}
