import { useId, type ChangeEvent, type ReactNode } from 'react';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import type { PickedPhotos } from './use-picked-photos';

type PhotoPickerProps = PickedPhotos & {
  /** The field's label, e.g. 'Foto bukti pekerjaan'; each preview is '{label} 1'. */
  label: string;
  /** A line under the field. */
  hint?: ReactNode;
  /** Shown beside the label, e.g. 'wajib' or 'opsional'. */
  tag?: string;
};

/** The 'Tambah foto' tile's look while the file input has the keyboard's focus. */
const FOCUS_RING =
  'group-has-[input:focus-visible]/picker:border-primary ' +
  'group-has-[input:focus-visible]/picker:bg-primary/5 ' +
  'group-has-[input:focus-visible]/picker:outline-2 ' +
  'group-has-[input:focus-visible]/picker:outline-offset-2 ' +
  'group-has-[input:focus-visible]/picker:outline-primary';

/**
 * Several photos for one upload (proof of work, review photos): previews with a remove button
 * each, a 'Tambah foto' tile while there is room, at most `max`. Choosing more than fits keeps
 * the first ones and says so.
 */
export function PhotoPicker({ photos, add, remove, max, label, hint, tag }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const full = photos.length >= max;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still counts as a change.
    event.target.value = '';
    const left = add(files);
    if (left > 0) toast.info(`Maksimal ${max} foto`);
  };

  return (
    // group/picker: the tile shows the ring while the (visually hidden) file input has the
    // keyboard's focus.
    <div className="group/picker fieldset py-0">
      <div className="flex items-baseline justify-between gap-2 pb-1">
        <label htmlFor={inputId} className="fieldset-legend py-0 text-sm">
          {label}
          {tag && <span className="font-normal text-base-content/70"> ({tag})</span>}
        </label>
        <span className="text-xs text-base-content/70" aria-live="polite">
          {photos.length}/{max} foto
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className="relative aspect-square overflow-hidden rounded-field bg-base-300"
          >
            <img src={photo.url} alt={`${label} ${index + 1}`} className="size-full object-cover" />
            <button
              type="button"
              aria-label={`Hapus ${label.toLowerCase()} ${index + 1}`}
              title="Hapus foto"
              className="btn btn-circle btn-xs absolute top-1 right-1 border-0 bg-neutral/75 text-neutral-content hover:bg-error"
              onClick={() => remove(photo.id)}
            >
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
        {!full && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className={`flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-field border-2 border-dashed border-base-300 text-center text-xs font-semibold text-primary transition hover:border-primary hover:bg-primary/5 ${FOCUS_RING}`}
            >
              <CameraIcon className="size-6" />
              Tambah foto
            </label>
          </li>
        )}
      </ul>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={full}
        aria-describedby={hint ? hintId : undefined}
        className="sr-only"
        onChange={choose}
      />
      {hint && (
        <p id={hintId} className="label text-xs text-wrap">
          {hint}
        </p>
      )}
    </div>
  );
}
