import { useRouteId } from '@/components/ui/route-id';
import type { Role } from '@bantuin/contract';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import {
  ChatLoadError,
  ChatNotFound,
  MessagesSkeleton,
} from '@/features/chat/components/chat-states';
import { ChatClosedNotice, Composer } from '@/features/chat/components/composer';
import { ConnectionStatus } from '@/features/chat/components/connection-status';
import { CounterpartBar, CounterpartPanel } from '@/features/chat/components/counterpart';
import { MessageList } from '@/features/chat/components/message-list';
import { ReplacementCardView } from '@/features/chat/components/replacement-card';
import { useAnswerReplacement } from '@/features/jobs/api/answer-replacement';
import { ReportButton } from '@/features/safety/components/safety-actions';
import { buildTimeline } from '@/features/chat/components/timeline';
import { counterpartCaption } from '@/features/chat/paths';
import { jobPagePath } from '@/lib/paths';
import { useChatRoom } from '@/features/chat/use-chat-room';
import { useVisualViewportStyle } from '@/lib/visual-viewport';

/*
 * Like a messenger. Below lg the chat is a screen of its own (its route is `fullScreenOnPhone`:
 * no top bar, no tab bar, no padding): pinned to what the person sees (the visual viewport, so
 * the input sits right above the on-screen keyboard) with its header at the top. On desktop a
 * card with the side panel under the navbar: 4rem + 1px is the navbar (min-h-16 and its
 * border), 3rem the layout's vertical padding.
 */
const FRAME =
  'flex flex-col overflow-hidden bg-base-100 ' +
  'max-lg:fixed max-lg:inset-x-0 max-lg:top-0 max-lg:h-[var(--vv-height,100dvh)] ' +
  'max-lg:translate-y-[var(--vv-top,0px)] ' +
  'lg:h-[calc(100dvh-4rem-1px-3rem)] lg:min-h-[32rem] lg:flex-row ' +
  'lg:rounded-box lg:border lg:border-base-300 lg:shadow-sm';

function ChatRoomView({ jobId, role }: { jobId: string; role: Role }) {
  const { state, send, loadOlder, retry } = useChatRoom(jobId, role);
  // 'Ganti dengan …?' Setuju / Tolak: the job page's answer; the card changes live for both.
  const answerReplacement = useAnswerReplacement(jobId);
  const visibleArea = useVisualViewportStyle();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const timeline = useMemo(
    () => buildTimeline(state.messages, state.pending, state.me),
    [state.messages, state.pending, state.me],
  );

  if (state.phase === 'missing') return <ChatNotFound role={role} />;
  if (state.phase === 'failed') {
    // Full screen on a phone: no tab bar to leave by, so the way back is here.
    return (
      <div className="flex flex-col items-center gap-4 p-4 lg:p-0">
        <ChatLoadError message={state.problem ?? ''} onRetry={retry} />
        <Link to={jobPagePath(role, jobId)} className="btn btn-ghost btn-sm">
          Kembali ke detail pekerjaan
        </Link>
      </div>
    );
  }

  const caption = counterpartCaption(role);
  const counterpart = {
    caption,
    name: state.counterpart?.name ?? null,
    picture: state.counterpart?.profilePicture ?? null,
    jobTitle: state.job?.title ?? null,
    jobPath: jobPagePath(role, jobId),
  };
  const counterpartName = counterpart.name ?? caption;

  const onSend = () => {
    const text = draft;
    const result = send(text);
    // Blank, or not connected yet: nothing is sent and the text stays.
    if (result === 'ignored') return;
    setDraft('');
    void result.then((answer) => {
      if (answer.ok) return;
      toast.error(answer.message);
      // Back in the input, ahead of anything typed since.
      setDraft((current) => (current.trim() ? `${text}\n${current}` : text));
      input.current?.focus();
    });
  };

  return (
    <div className={FRAME} style={visibleArea}>
      <CounterpartPanel {...counterpart} />
      <section
        aria-label={`Obrolan dengan ${counterpartName}`}
        className="flex min-h-0 min-w-0 flex-1 flex-col"
      >
        {/* The page's title for screen readers; the bar and the panel show the name. */}
        <h1 className="sr-only">Obrolan dengan {counterpartName}</h1>
        <CounterpartBar {...counterpart} />
        <ConnectionStatus
          connection={state.connection}
          joined={state.joined}
          problem={state.problem}
          onRetry={retry}
        />
        {state.phase === 'joining' ? (
          <div className="min-h-0 flex-1 bg-base-200/70">
            <MessagesSkeleton />
          </div>
        ) : (
          <MessageList
            items={timeline}
            counterpartName={counterpartName}
            hasOlder={state.hasOlder}
            loadingOlder={state.loadingOlder}
            onLoadOlder={() => void loadOlder().catch(notifyError)}
            renderCard={(item) =>
              item.card && (
                <ReplacementCardView
                  text={item.text}
                  card={item.card}
                  answering={answerReplacement.isPending}
                  onAnswer={
                    role === 'jalu' && !state.closed
                      ? (approve) =>
                          answerReplacement.mutate(
                            { itemId: item.card!.itemId, approve },
                            { onError: notifyError },
                          )
                      : undefined
                  }
                />
              )
            }
            messageAction={(messageId) => (
              <ReportButton
                targetType="message"
                targetId={messageId}
                label="Laporkan"
                className="btn btn-ghost btn-xs self-end text-error"
              />
            )}
          />
        )}
        {state.closed ? (
          <ChatClosedNotice />
        ) : (
          <Composer
            draft={draft}
            onDraftChange={setDraft}
            onSend={onSend}
            canSend={state.joined}
            inputRef={input}
          />
        )}
      </section>
    </div>
  );
}

/**
 * /jalu/order/:id/chat and /yasa/order/:id/chat: the chat between the job's Jalu and its Yasa,
 * live over the shared socket. `role` says which side this user is on.
 */
export function ChatPage({ role }: { role: Role }) {
  const id = useRouteId();
  if (id === null) return <ChatNotFound role={role} />;
  return <ChatRoomView key={id} jobId={id} role={role} />;
}
