import { SHOPPING_CHAT, type ReplacementCard } from '@bantuin/contract';

type ReplacementCardViewProps = {
  /** The question as the Yasa asked it ('Ganti … dengan …?'). */
  text: string;
  card: ReplacementCard;
  /** The Jalu, while the card waits: 'Setuju' / 'Tolak' (absent: the state only). */
  onAnswer?: (approve: boolean) => void;
  answering?: boolean;
};

// Words carry the state; colours stay at text contrast (success/error tints fall below 4.5:1).
const STATE_TONE: Record<ReplacementCard['state'], string> = {
  pending: 'text-base-content/70',
  approved: 'text-base-content font-semibold',
  declined: 'text-base-content font-semibold',
  withdrawn: 'text-base-content/70',
};

/**
 * 'Ganti dengan …?' in the chat (issue 29): the item, the replacement and where the answer
 * stands, as the shopping item reads now (the server's word); the Jalu answers here as on the
 * job page.
 */
export function ReplacementCardView({ text, card, onAnswer, answering }: ReplacementCardViewProps) {
  const withdrawn = card.state === 'withdrawn';
  return (
    <div className="flex min-w-56 flex-col gap-1.5 pb-3">
      <p className="text-xs font-semibold text-base-content/70">{SHOPPING_CHAT.cardTitle}</p>
      <p className={`font-medium ${withdrawn ? 'line-through' : ''}`}>{text}</p>
      <p className={`text-sm font-medium ${STATE_TONE[card.state]}`}>
        {SHOPPING_CHAT.states[card.state]}
      </p>
      {onAnswer && card.state === 'pending' && (
        <div className="mt-1 flex gap-2">
          <button
            type="button"
            className="btn flex-1 btn-sm btn-primary"
            disabled={answering}
            onClick={() => onAnswer(true)}
          >
            {SHOPPING_CHAT.approve}
          </button>
          <button
            type="button"
            className="btn flex-1 btn-outline btn-sm"
            disabled={answering}
            onClick={() => onAnswer(false)}
          >
            {SHOPPING_CHAT.decline}
          </button>
        </div>
      )}
    </div>
  );
}
