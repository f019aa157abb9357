import { formatIDR } from '@bantuin/contract';
import { useId } from 'react';
import { clamp } from './split-control';

type PurchaseSplitControlProps = {
  /** The shopping money the job's escrow holds (cap + approved extra). */
  held: number;
  /** What the receipt shows spent of it: the most the Yasa can get back. */
  spent: number;
  /** The Yasa's part of the shopping money, whole rupiah, 0…spent. */
  value: number;
  onChange: (purchaseAmount: number) => void;
};

/**
 * A Nitip's complaint splits the shopping money as well as the fee: the Yasa's part of what the
 * receipt shows spent, and what goes back to the Jalu of what is held, shown before 'Putuskan'.
 */
export function PurchaseSplitControl({ held, spent, value, onChange }: PurchaseSplitControlProps) {
  const amountId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="fieldset py-0">
        <label htmlFor={amountId} className="fieldset-legend pb-1 pt-0 text-sm">
          Uang belanja untuk Yasa (Rp)
        </label>
        <input
          id={amountId}
          type="number"
          inputMode="numeric"
          className="input w-full"
          min={0}
          max={spent}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value), spent))}
        />
        <p className="label text-sm">
          Menurut struk {formatIDR(spent)} dari uang belanja {formatIDR(held)}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-live="polite">
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs">Belanja untuk Yasa</dt>
          <dd className="font-semibold" data-testid="split-purchase-yasa">
            {formatIDR(value)}
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs">Sisa belanja kembali ke Jalu</dt>
          <dd className="font-semibold" data-testid="split-purchase-jalu">
            {formatIDR(held - value)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
