import { formatTime } from '@bantuin/contract';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowDownIcon, ChatBubbleIcon, ClockIcon } from '@/components/ui/icons';
import type { TimelineItem } from './timeline';

type MessageListProps = {
  items: TimelineItem[];
  /** The other side's name, for screen readers and the empty state. */
  counterpartName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Under each of the other side's messages (e.g. 'Laporkan'), by the message's id. */
  messageAction?: (messageId: string) => ReactNode;
  /** A 'Ganti dengan …?' card's body (its answer buttons come from the page that knows them). */
  renderCard?: (item: MessageItem) => ReactNode;
};

type MessageItem = Extract<TimelineItem, { kind: 'message' }>;

/** Within this many pixels of the end the list counts as "at the newest message". */
const NEAR_BOTTOM_PX = 72;

function MessageRow({
  item,
  counterpartName,
  action,
  card,
}: {
  item: MessageItem;
  counterpartName: string;
  action?: ReactNode;
  card?: ReactNode;
}) {
  const { mine, pending, endsGroup } = item;
  if (item.notice) {
    return (
      <li className="flex justify-center px-4 py-2">
        <p className="max-w-sm rounded-box bg-warning/15 px-3 py-2 text-center text-sm text-base-content">
          <span>{item.text}</span>{' '}
          <time dateTime={item.createdAt} className="text-xs text-base-content/70">
            {formatTime(item.createdAt)}
          </time>
        </p>
      </li>
    );
  }
  // A card reads the same on both sides: neutral, whoever posted it.
  const shape = item.card
    ? `border border-base-300/80 bg-base-100 text-base-content ${mine && endsGroup ? 'rounded-br-md' : ''}`
    : mine
      ? `bg-primary text-primary-content ${endsGroup ? 'rounded-br-md' : ''}`
      : `border border-base-300/80 bg-base-100 text-base-content ${endsGroup ? 'rounded-bl-md' : ''}`;
  return (
    <li
      data-sender={mine ? 'me' : 'them'}
      className={`flex ${mine ? 'justify-end ps-10 sm:ps-16' : 'justify-start pe-10 sm:pe-16'} ${
        endsGroup ? 'pb-2.5' : 'pb-0.5'
      }`}
    >
      <div
        // A message on its way says so ('Mengirim…'); faded, it fell to 3:1 contrast (axe).
        className={`relative max-w-full rounded-2xl px-3.5 pt-2 pb-2 shadow-xs sm:max-w-[34rem] ${shape}`}
      >
        <span className="sr-only">{mine ? 'Kamu' : counterpartName}: </span>
        {card}
        <p className="text-[0.9375rem] leading-snug wrap-anywhere whitespace-pre-wrap">
          {item.card ? null : item.text}
          {/* Room for the time on the last line, WhatsApp-style. */}
          <span aria-hidden="true" className={`inline-block ${pending ? 'w-16' : 'w-11'}`} />
        </p>
        <span
          className={`absolute end-3 bottom-1.5 flex items-center gap-1 text-[0.6875rem] leading-none ${
            mine && !item.card ? 'text-primary-content' : 'text-base-content/70'
          }`}
        >
          {pending ? (
            <>
              <ClockIcon className="size-3" />
              <span>Mengirim…</span>
            </>
          ) : (
            <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
          )}
        </span>
      </div>
      {!mine && !pending && !item.card && action}
    </li>
  );
}

/**
 * The conversation, oldest at the top. It follows the newest message (on load, on new ones and
 * on my own) unless the reader scrolled up; then new messages raise a 'Pesan baru' pill. Older
 * messages loaded above keep what is on screen in place.
 */
export function MessageList({
  items,
  counterpartName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  messageAction,
  renderCard,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  /** The reader is at the newest message: new ones scroll into view. */
  const following = useRef(true);
  /** scrollHeight - scrollTop, to keep the view still when older messages arrive above. */
  const fromBottom = useRef(0);
  const previous = useRef<{ first?: string; last?: string } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  /** The newest row when the reader left the bottom: anything after it is new to them. */
  const [lastSeen, setLastSeen] = useState<string | undefined>(undefined);

  const messages = items.filter((item) => item.kind === 'message');
  const first = messages[0]?.key;
  const last = messages.at(-1);

  const measure = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    following.current = near;
    setAtBottom(near);
    if (!near) setLastSeen((seen) => seen ?? last?.key);
    else setLastSeen(undefined);
  };

  const scrollToEnd = (behavior: ScrollBehavior = 'auto') => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo?.({ top: element.scrollHeight, behavior });
    if (!element.scrollTo) element.scrollTop = element.scrollHeight;
    following.current = true;
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = previous.current;
    previous.current = { first, last: last?.key };
    if (!element) return;
    if (!before) {
      scrollToEnd();
      return;
    }
    if (before.first !== first && before.first !== undefined && !following.current) {
      // Older messages above: the ones being read stay where they are.
      element.scrollTop = element.scrollHeight - fromBottom.current;
    }
    if (before.last !== last?.key && (following.current || last?.mine)) scrollToEnd();
    fromBottom.current = element.scrollHeight - element.scrollTop;
  });

  // The list grows or shrinks (keyboard, a taller input): stay at the newest message.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const showPill = !atBottom && last !== undefined && !last.mine && last.key !== lastSeen;

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={measure}
        role="log"
        aria-label="Pesan"
        className="h-full overflow-y-auto overscroll-contain bg-base-200/70 px-3 py-3 [overflow-anchor:none] sm:px-5"
      >
        {/* Short conversations sit at the bottom, by the input, as in a messenger. */}
        <div className="flex min-h-full flex-col justify-end">
          {hasOlder ? (
            <div className="flex justify-center pb-3">
              <button
                type="button"
                className="btn rounded-full bg-base-100 shadow-xs btn-sm"
                disabled={loadingOlder}
                onClick={onLoadOlder}
              >
                {loadingOlder && (
                  <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                )}
                Muat pesan sebelumnya
              </button>
            </div>
          ) : (
            messages.length > 0 && (
              <p className="mx-auto mb-3 max-w-xs rounded-box bg-secondary/20 px-3 py-2 text-center text-xs text-base-content/70">
                Ini awal obrolanmu dengan {counterpartName}. Pesan di sini hanya untuk kalian
                berdua.
              </p>
            )
          )}

          {messages.length === 0 ? (
            <div className="flex min-h-48 flex-1 flex-col items-center justify-center text-center">
              <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
                <ChatBubbleIcon className="size-7" />
              </span>
              <p className="mt-3 font-semibold">Belum ada pesan</p>
              <p className="mt-1 max-w-xs text-sm text-base-content/70">
                Sapa {counterpartName} untuk membicarakan pekerjaan ini.
              </p>
            </div>
          ) : (
            <ol className="flex flex-col">
              {items.map((item) =>
                item.kind === 'day' ? (
                  <li key={item.key} className="flex justify-center py-2">
                    <span className="rounded-full bg-base-100/95 px-3 py-1 text-xs font-medium text-base-content/70 shadow-xs">
                      {item.label}
                    </span>
                  </li>
                ) : (
                  <MessageRow
                    key={item.key}
                    item={item}
                    counterpartName={counterpartName}
                    action={messageAction?.(item.key)}
                    card={item.card ? renderCard?.(item) : undefined}
                  />
                ),
              )}
            </ol>
          )}
        </div>
      </div>

      {showPill && (
        <button
          type="button"
          className="btn absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md btn-sm btn-primary"
          onClick={() => scrollToEnd('smooth')}
        >
          <ArrowDownIcon className="size-4" />
          Pesan baru
        </button>
      )}
    </div>
  );
}
