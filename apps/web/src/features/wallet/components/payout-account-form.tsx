import {
  PAYOUT_CHANNELS,
  payoutChannelOf,
  type PayoutAccount,
  type PayoutChannelCode,
} from '@bantuin/contract';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { notifyError } from '@/lib/notify';
import { usePayoutChannels } from '../api/get-payout-channels';
import { useSavePayoutAccount } from '../api/save-payout-account';

type PayoutAccountFormProps = {
  /** The account being replaced, to start from; undefined for the first one. */
  initial?: PayoutAccount;
  /** The server found the account: its answer, with the holder's name to confirm. */
  onSaved: (account: PayoutAccount) => void;
  onCancel?: () => void;
};

const GROUPS = [
  { type: 'bank', label: 'Bank' },
  { type: 'ewallet', label: 'E-wallet' },
] as const;

/**
 * Where withdrawals go: a bank or e-wallet and its number. The server checks the account with
 * the bank and answers the holder's name; the format rules are the server's (its message shows).
 */
export function PayoutAccountForm({ initial, onSaved, onCancel }: PayoutAccountFormProps) {
  const channelId = useId();
  const numberId = useId();
  const passwordId = useId();
  const passwordHintId = useId();
  // The list is the server's; the contract's copy fills the select while it loads.
  const channels = usePayoutChannels().data ?? PAYOUT_CHANNELS;
  const [channel, setChannel] = useState<PayoutChannelCode | ''>(initial?.channel ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const save = useSavePayoutAccount();
  const isEwallet = channel !== '' && payoutChannelOf(channel)?.type === 'ewallet';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      // An empty channel is the server's to refuse, with its own sentence.
      { channel: channel as PayoutChannelCode, accountNumber: accountNumber.trim(), password },
      { onSuccess: onSaved, onError: notifyError },
    );
  };

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <div className="fieldset py-0">
        <label htmlFor={channelId} className="fieldset-legend pt-0 pb-1 text-sm">
          Bank atau e-wallet
        </label>
        <select
          id={channelId}
          className="select w-full"
          value={channel}
          onChange={(event) => setChannel(event.target.value as PayoutChannelCode | '')}
        >
          <option value="" disabled>
            Pilih tujuan
          </option>
          {GROUPS.map((group) => (
            <optgroup key={group.type} label={group.label}>
              {channels
                .filter((c) => c.type === group.type)
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="fieldset py-0">
        <label htmlFor={numberId} className="fieldset-legend pt-0 pb-1 text-sm">
          {isEwallet ? 'Nomor HP e-wallet' : 'Nomor rekening'}
        </label>
        <input
          id={numberId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="input w-full tabular-nums"
          placeholder={isEwallet ? '08…' : 'Contoh: 1234567890'}
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
        />
      </div>
      <div className="fieldset py-0">
        <label htmlFor={passwordId} className="fieldset-legend pt-0 pb-1 text-sm">
          Kata sandi
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          className="input w-full"
          aria-describedby={passwordHintId}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={passwordHintId} className="label text-xs whitespace-normal">
          Demi keamanan saldomu, setiap perubahan rekening meminta kata sandi, dan penarikan ke
          rekening baru ditahan sementara.
        </p>
      </div>
      <div className="mt-1 flex gap-2">
        {onCancel && (
          <button type="button" className="btn btn-ghost grow" onClick={onCancel}>
            Batal
          </button>
        )}
        <SubmitButton isPending={save.isPending} className="grow">
          Cek rekening
        </SubmitButton>
      </div>
    </form>
  );
}
