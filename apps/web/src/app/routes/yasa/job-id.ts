import { z } from 'zod';

const uuid = z.uuid();

/** Job ids are UUIDs: anything else in the URL is a page that does not exist, not a request. */
export function isJobId(value: string | undefined): value is string {
  return uuid.safeParse(value).success;
}
