import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/avatar';
import { CameraIcon } from '@/components/ui/icons';

type AvatarPickerProps = {
  /** The picture now on the profile (a /uploads/… path), if any. */
  currentSrc: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
};

/** Picture upload with a preview of the chosen file before it is saved. */
export function AvatarPicker({ currentSrc, file, onFileChange }: AvatarPickerProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = useRef<string | null>(null);

  // The object URL lives as long as its file is chosen; freed when replaced or on leaving.
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!chosen) return;
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const url = URL.createObjectURL(chosen);
    previewUrl.current = url;
    setPreview({ file: chosen, url });
    onFileChange(chosen);
  };

  const shown = file && preview?.file === file ? preview.url : currentSrc;

  return (
    <div className="flex items-center gap-5">
      <div className="relative shrink-0">
        <Avatar src={shown} alt="Pratinjau foto profil" className="size-24 sm:size-28" />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="btn btn-circle btn-primary btn-sm absolute -right-1 -bottom-1 shadow-md"
        >
          <CameraIcon className="size-4" />
        </label>
      </div>
      <div className="min-w-0">
        <p className="font-semibold">Foto profil</p>
        <p className="text-xs text-base-content/70">JPG, PNG atau WebP.</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="btn btn-outline btn-primary btn-sm">
            {currentSrc || file ? 'Ganti foto' : 'Pilih foto'}
          </label>
          {file && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => onFileChange(null)}
            >
              Batal
            </button>
          )}
        </div>
        {file && <p className="mt-1 truncate text-xs text-base-content/70">{file.name}</p>}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Foto profil"
          className="sr-only"
          onChange={choose}
        />
      </div>
    </div>
  );
}
