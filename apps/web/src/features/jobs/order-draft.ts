import type { Coordinates, JobCategory } from '@bantuin/contract';

/*
 * An order form's draft kept while its Jalu completes the profile (the server refused the post
 * with PROFILE_INCOMPLETE): the fields, the pin and the chosen photos (File objects, which only
 * memory can hold), one per category. The form takes it back when it opens again. In memory on
 * purpose: it lives as long as the tab, and photos of someone's home never touch storage.
 */

export type OrderDraft<Values> = {
  values: Values;
  coordinates: Coordinates | null;
  photos: File[];
};

const drafts = new Map<JobCategory, OrderDraft<unknown>>();

export function keepOrderDraft<Values>(category: JobCategory, draft: OrderDraft<Values>): void {
  drafts.set(category, draft);
}

/** The kept draft of `category`, if any (read while rendering: no side effect). */
export function keptOrderDraft<Values>(category: JobCategory): OrderDraft<Values> | null {
  return (drafts.get(category) as OrderDraft<Values> | undefined) ?? null;
}

/** Called once the form has opened: a draft is handed back once. */
export function forgetOrderDraft(category: JobCategory): void {
  drafts.delete(category);
}
