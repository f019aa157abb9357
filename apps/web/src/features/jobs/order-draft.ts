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

/** The kept draft of `category`, once: it is forgotten as it is handed back. */
export function takeOrderDraft<Values>(category: JobCategory): OrderDraft<Values> | null {
  const draft = drafts.get(category) as OrderDraft<Values> | undefined;
  drafts.delete(category);
  return draft ?? null;
}
