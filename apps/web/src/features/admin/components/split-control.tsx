import { disputeSplit, formatIDR } from '@bantuin/contract';
import { useId } from 'react';

type SplitControlProps = {
  fee: number;
  adminFee: number;
  /** The Yasa's part of the fee, whole rupiah, 0…fee. */
  value: number;
  onChange: (workerAmount: number) => void;
};

/** A typed or slid amount as whole rupiah within 0…max (also the shopping money's split). */
export const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;

/**
 * How a complaint's fee is split: a slider and an amount field move the Yasa's part, and what
 * each side receives is shown before 'Putuskan' (the lifecycle's rule, `disputeSplit`).
 */
export function SplitControl({ fee, adminFee, value, onChange }: SplitControlProps) {
  const sliderId = useId();
  const amountId = useId();
  const split = disputeSplit(fee, adminFee, value);
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={sliderId} className="text-sm font-medium">
        Bagian Yasa dari biaya {formatIDR(fee)}
      </label>
      <input
        id={sliderId}
        type="range"
        className="range range-primary"
        min={0}
        max={fee}
        step={500}
        value={value}
        aria-label="Geser bagian Yasa"
        onChange={(event) => onChange(clamp(Number(event.target.value), fee))}
      />
      <div className="fieldset py-0">
        <label htmlFor={amountId} className="fieldset-legend pb-1 pt-0 text-sm">
          Nominal untuk Yasa (Rp)
        </label>
        <input
          id={amountId}
          type="number"
          inputMode="numeric"
          className="input w-full"
          min={0}
          max={fee}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value), fee))}
        />
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-live="polite">
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs">Yasa menerima</dt>
          <dd className="font-semibold" data-testid="split-yasa">
            {formatIDR(split.workerAmount)}
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs">Jalu menerima kembali</dt>
          <dd className="font-semibold" data-testid="split-jalu">
            {formatIDR(split.refund)}
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs">Biaya admin ke Bantuin</dt>
          <dd className="font-semibold" data-testid="split-revenue">
            {formatIDR(split.revenue)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
