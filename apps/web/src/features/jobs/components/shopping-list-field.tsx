import { formatIDR, SHOPPING_LIMITS } from '@bantuin/contract';
import { useId } from 'react';
import { RupiahInput } from '@/components/ui/rupiah-input';
import { useAppConfig } from '@/lib/app-config';

/** One line of 'Daftar belanja' as the form holds it (digits as text). */
export type ShoppingLine = { name: string; quantity: string; note: string; estimatedPrice: string };
export const emptyLine = (): ShoppingLine => ({
  name: '',
  quantity: '1',
  note: '',
  estimatedPrice: '',
});

/** The lines worth sending: those with a name. */
export const filledLines = (lines: readonly ShoppingLine[]) =>
  lines.filter((line) => line.name.trim() !== '');

/**
 * Nitip's 'Daftar belanja' and 'Batas belanja': with a list and a cap, the shopping money goes
 * through Bantuin (held with the fee, the Yasa reimbursed from it by the receipt, the rest back to
 * the Jalu); without them, the fee pays the errand only, as before.
 */
export function ShoppingListField({
  lines,
  onLines,
  cap,
  onCap,
}: {
  lines: ShoppingLine[];
  onLines: (lines: ShoppingLine[]) => void;
  /** Digits only. */
  cap: string;
  onCap: (cap: string) => void;
}) {
  const id = useId();
  const config = useAppConfig().data;
  const min = config?.shoppingCapMin ?? SHOPPING_LIMITS.capDefaultMin;
  const max = config?.shoppingCapMax ?? SHOPPING_LIMITS.capDefaultMax;
  const change = (index: number, patch: Partial<ShoppingLine>) =>
    onLines(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Daftar belanja (opsional)</legend>
      <p className="text-xs text-base-content/70">
        Isi daftar dan batas belanja agar uang belanja ikut ditahan Bantuin: Yasa diganti sesuai
        struk, sisanya kembali ke saldomu. Tanpa daftar, biaya hanya untuk jasa Yasa dan belanjaan
        kamu bayar sendiri ke Yasa.
      </p>
      <ol className="space-y-3">
        {lines.map((line, index) => (
          <li key={index} className="rounded-field border border-base-300 p-3">
            <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-2">
              <label className="text-xs">
                Barang {index + 1}
                <input
                  className="input input-sm mt-1 w-full"
                  value={line.name}
                  maxLength={SHOPPING_LIMITS.nameMax}
                  placeholder="Contoh: Beras 5 kg"
                  onChange={(event) => change(index, { name: event.target.value })}
                />
              </label>
              <label className="text-xs">
                Jumlah
                <input
                  className="input input-sm mt-1 w-full"
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) =>
                    change(index, { quantity: event.target.value.replace(/\D/g, '').slice(0, 3) })
                  }
                />
              </label>
            </div>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              <label className="text-xs">
                Catatan
                <input
                  className="input input-sm mt-1 w-full"
                  value={line.note}
                  maxLength={SHOPPING_LIMITS.noteMax}
                  placeholder="Merek, ukuran…"
                  onChange={(event) => change(index, { note: event.target.value })}
                />
              </label>
              <div className="text-xs">
                <label htmlFor={`${id}-price-${index}`}>Perkiraan harga</label>
                <div className="mt-1">
                  <RupiahInput
                    id={`${id}-price-${index}`}
                    value={line.estimatedPrice}
                    onChange={(estimatedPrice) => change(index, { estimatedPrice })}
                  />
                </div>
              </div>
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-xs mt-2 text-error"
              onClick={() => onLines(lines.filter((_, at) => at !== index))}
            >
              Hapus barang {index + 1}
            </button>
          </li>
        ))}
      </ol>
      {lines.length < SHOPPING_LIMITS.itemsMax && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onLines([...lines, emptyLine()])}
        >
          Tambah barang
        </button>
      )}
      {lines.length > 0 && (
        <div className="fieldset py-0">
          <label htmlFor={`${id}-cap`} className="fieldset-legend pt-0 pb-1 text-sm">
            Batas belanja
          </label>
          <RupiahInput
            id={`${id}-cap`}
            value={cap}
            onChange={onCap}
            describedBy={`${id}-cap-hint`}
          />
          <p id={`${id}-cap-hint`} className="label text-xs">
            Paling banyak yang boleh Yasa belanjakan ({formatIDR(min)}–{formatIDR(max)}). Lebih dari
            ini perlu persetujuanmu.
          </p>
        </div>
      )}
    </fieldset>
  );
}
