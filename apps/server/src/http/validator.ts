import { validatorCompiler } from 'fastify-type-provider-zod';

/** Querystring schemas whose valid results are kept by exact input (see `memoizeValidQueries`). */
const memoized = new WeakSet<object>();

/** Distinct query strings remembered per route (the oldest forgotten first). */
const MAX_KEPT = 1_000;

/**
 * Marks a querystring schema of a hot read: its parsed, valid result is kept per exact query
 * (frozen, as requests share it), so asking the same page again skips zod (5 % of an open-list
 * read's CPU, with the `near=` transform). Only flat queries of strings are kept; failures and
 * anything else are validated every time.
 */
export function memoizeValidQueries<T extends object>(schema: T): T {
  memoized.add(schema);
  return schema;
}

const deepFreeze = (value: unknown): void => {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
};

/** The zod validator compiler, remembering results for schemas marked by `memoizeValidQueries`. */
export const cachingValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring' || !memoized.has(route.schema as object)) return validate;
  const kept = new Map<string, ReturnType<typeof validate>>();
  return (data) => {
    const entries = data !== null && typeof data === 'object' ? Object.entries(data) : undefined;
    if (!entries || entries.some(([, v]) => typeof v !== 'string')) return validate(data);
    const key = JSON.stringify(entries);
    const known = kept.get(key);
    if (known) return known;
    const result = validate(data);
    if (result && typeof result === 'object' && 'value' in result && !('error' in result)) {
      deepFreeze(result.value);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, result);
    }
    return result;
  };
};
