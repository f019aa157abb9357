import type { Connection } from '../chat-room';

type ConnectionStatusProps = {
  connection: Connection;
  /** Joined on the current connection. */
  joined: boolean;
  /** The server's reason when it refused the connection or the join. */
  problem: string | null;
  onRetry: () => void;
};

/**
 * One line over the messages while the chat is not live: connecting, reconnecting, or refused.
 * Empty (but present, for screen readers' announcements) while all is well.
 */
export function ConnectionStatus({ connection, joined, problem, onRetry }: ConnectionStatusProps) {
  let text: string | null = null;
  let tone = 'bg-warning/20 text-warning-content';
  let retry = false;
  if (connection === 'connecting') {
    text = 'Menghubungkan…';
    tone = 'bg-base-300/60 text-base-content/75';
  } else if (connection === 'offline') {
    text = 'Terputus, mencoba lagi…';
  } else if (connection === 'refused') {
    text = problem ?? 'Tidak dapat terhubung.';
    tone = 'bg-error/12 text-error';
  } else if (!joined && problem) {
    text = problem;
    tone = 'bg-error/12 text-error';
    retry = true;
  }
  return (
    <div role="status" aria-live="polite">
      {text && (
        <p
          className={`flex items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium ${tone}`}
        >
          {connection !== 'refused' && !retry && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          {text}
          {retry && (
            <button type="button" className="btn btn-link btn-xs px-0" onClick={onRetry}>
              Coba lagi
            </button>
          )}
        </p>
      )}
    </div>
  );
}
