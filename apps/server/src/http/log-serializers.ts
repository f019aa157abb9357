/** What a logged error becomes (Fastify's `err` serializer shape). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * A failed query's error carries its parameters (chat text, names, addresses, password
 * hashes) in `params` and in its message; PostgreSQL's `detail` can quote a value too. Logs
 * keep the SQL and the database's code, never the values.
 */
export function serializeError(error: Error): SerializedError {
  const withQuery = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof withQuery.query !== 'string' || !('params' in withQuery)) {
    const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
    return { type: error.name, message: error.message, stack: error.stack ?? '', code, statusCode };
  }
  // The database's message can quote the value ("invalid input syntax …: \"…\""): code only.
  const cause = withQuery.cause as { code?: unknown; constraint?: unknown } | undefined;
  return {
    type: error.name,
    message: `Failed query: ${withQuery.query}`,
    stack: (error.stack ?? '').replace(error.message, `Failed query: ${withQuery.query}`),
    cause: cause && { code: cause.code, constraint: cause.constraint },
  };
}
