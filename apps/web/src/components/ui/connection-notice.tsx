/** Said in a dialog whose request has no answer yet, or lost its connection. */
export const CONNECTION_MESSAGES = {
  slow: 'Koneksimu lambat atau terputus. Kamu boleh menutup jendela ini.',
  lost: 'Tidak dapat terhubung ke server. Periksa koneksimu, lalu coba lagi.',
} as const;

/**
 * The line a dialog shows while its request waits too long (`slow`) or after it could not reach
 * the server (`lost`); `safeRetry` says what trying again does (e.g. that nothing is made twice).
 */
export function ConnectionNotice({
  state,
  safeRetry,
}: {
  state: 'slow' | 'lost' | null;
  safeRetry?: string;
}) {
  if (!state) return null;
  return (
    <p
      role={state === 'lost' ? 'alert' : 'status'}
      className="mt-4 rounded-field border border-warning/50 bg-warning/12 p-3 text-sm"
    >
      {CONNECTION_MESSAGES[state]}
      {safeRetry && <> {safeRetry}</>}
    </p>
  );
}
