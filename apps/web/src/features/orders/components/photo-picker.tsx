import { useId, type ChangeEvent } from 'react';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import type { PickedPhotos } from './use-picked-photos';

/** Room photos of a Bebersih order: previews, a remove button on each, at most `max`. */
export function PhotoPicker({ photos, add, remove, max }: PickedPhotos) {
  const inputId = useId();
  const hintId = useId();
  const full = photos.length >= max;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still counts as a change.
    event.target.value = '';
    const left = add(files);
    if (left > 0) toast.info(`Maksimal ${max} foto ruangan`);
  };

  return (
    <div className="fieldset py-0">
      <div className="flex items-baseline justify-between gap-2 pb-1">
        <label htmlFor={inputId} className="fieldset-legend py-0 text-sm">
          Foto ruangan
        </label>
        <span className="text-xs text-base-content/60" aria-live="polite">
          {photos.length}/{max} foto
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-3 xl:grid-cols-5">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className="group relative aspect-square overflow-hidden rounded-field bg-base-300"
          >
            <img
              src={photo.url}
              alt={`Foto ruangan ${index + 1}`}
              className="size-full object-cover"
            />
            <button
              type="button"
              aria-label={`Hapus foto ruangan ${index + 1}`}
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
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-field border-2 border-dashed border-base-300 text-center text-xs font-semibold text-primary transition hover:border-primary hover:bg-primary/5"
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
        accept="image/*"
        multiple
        disabled={full}
        aria-describedby={hintId}
        className="sr-only"
        onChange={choose}
      />
      <p id={hintId} className="label text-xs text-wrap">
        Tambahkan 1–{max} foto ruangan yang perlu dibersihkan, supaya Yasa tahu pekerjaannya.
      </p>
    </div>
  );
}
