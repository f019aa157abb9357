import { CHAT_LIMITS } from '@bantuin/contract';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { SendIcon } from '@/components/ui/icons';

type ComposerProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  /** False while not joined: typing goes on, sending waits for the connection. */
  canSend: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/** Characters left are shown from here on. */
const COUNTER_FROM = CHAT_LIMITS.messageMax - 200;

/** The input under the messages: Enter sends, Shift+Enter starts a new line. */
export function Composer({ draft, onDraftChange, onSend, canSend, inputRef }: ComposerProps) {
  const blank = draft.trim() === '';
  const nearLimit = draft.length >= COUNTER_FROM;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a word confirms the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-base-300 bg-base-100 px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-4"
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CHAT_LIMITS.messageMax}
          aria-label="Tulis pesan"
          placeholder="Tulis pesan…"
          enterKeyHint="send"
          className="textarea field-sizing-content max-h-36 min-h-11 w-full flex-1 resize-none rounded-3xl bg-base-200/60 px-4 py-2.5 text-[0.9375rem] leading-snug focus:border-primary/50 focus:bg-base-100 focus:outline-offset-0 focus:outline-primary/25"
        />
        <button
          type="submit"
          aria-label="Kirim"
          title="Kirim"
          disabled={!canSend || blank}
          className="btn btn-circle size-11 shrink-0 btn-primary"
        >
          <SendIcon className="size-5" />
        </button>
      </div>
      <div
        className={`mt-1 justify-between px-2 text-[0.6875rem] text-base-content/70 ${
          nearLimit ? 'flex' : 'hidden sm:flex'
        }`}
      >
        <span className="hidden sm:inline">Enter untuk kirim · Shift+Enter untuk baris baru</span>
        {nearLimit && (
          <span className="ms-auto" aria-live="polite">
            {draft.length}/{CHAT_LIMITS.messageMax}
          </span>
        )}
      </div>
    </form>
  );
}

/** In place of the input once the chat is closed: the history stays readable. */
export function ChatClosedNotice() {
  return (
    <p
      role="status"
      className="border-t border-base-300 bg-base-200/70 px-4 py-4 text-center text-sm text-base-content/70"
    >
      Percakapan ini sudah ditutup
    </p>
  );
}
