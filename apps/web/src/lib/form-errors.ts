import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';
import { notifyError } from './notify';
import { toast } from './toast';

/**
 * The server's sentence for each field of `names` it refused (its answer's `fields`), in the
 * form's order; empty when it named none of them.
 */
export function fieldErrorsFor<Name extends string>(
  error: unknown,
  names: readonly Name[],
): [Name, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const fields = error.fields;
  return names.flatMap((name) => (fields[name] ? [[name, fields[name]] as [Name, string]] : []));
}

/** A sentence the server gave for a field the form does not show (coordinates, photos). */
function otherFieldMessage(error: ApiError, names: readonly string[]): string | undefined {
  const entry = Object.entries(error.fields ?? {}).find(([name]) => !names.includes(name));
  return entry?.[1];
}

/**
 * A refused submit of a react-hook-form form: every field the server named shows its sentence
 * under it, all at once, and the first gets the focus; a problem with no field on this form (or
 * any other failure) is the usual red toast.
 */
export function showFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  names: readonly Path<Values>[],
): void {
  const shown = fieldErrorsFor(error, names);
  if (shown.length === 0) {
    notifyError(error);
    return;
  }
  shown.forEach(([name, message], index) =>
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  const other = otherFieldMessage(error as ApiError, names);
  if (other) toast.error(other);
}
