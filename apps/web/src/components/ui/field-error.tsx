/** The sentence under a field the server refused; its id goes into the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-error">
      {message}
    </p>
  );
}

/** The ids an input is described by, without the empty ones. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
