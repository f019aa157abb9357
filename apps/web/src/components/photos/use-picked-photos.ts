import { useCallback, useEffect, useState } from 'react';

/** A chosen photo and the object URL of its preview. */
export type PickedPhoto = { id: string; file: File; url: string };

let sequence = 0;

function pick(file: File): PickedPhoto {
  sequence += 1;
  return { id: `picked-photo-${sequence}`, file, url: URL.createObjectURL(file) };
}

/**
 * Photos chosen for upload, at most `max`, starting with `initial` (a kept draft's). Each
 * preview's object URL is made when the photo is added and freed when it is removed or the page
 * is left.
 */
export function usePickedPhotos(max: number, initial: File[] = []) {
  const [initialPhotos] = useState(() => initial.slice(0, max).map(pick));
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  // The object URLs made and not yet freed (a mutable set, kept for the hook's life).
  const [liveUrls] = useState(() => new Set(initialPhotos.map((photo) => photo.url)));

  const [unmount] = useState<{ timer?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    // Freed a moment after unmounting, unless mounted again at once (StrictMode's rehearsal in
    // development), which would otherwise leave a kept draft's previews dead.
    clearTimeout(unmount.timer);
    return () => {
      unmount.timer = setTimeout(() => {
        for (const url of liveUrls) URL.revokeObjectURL(url);
        liveUrls.clear();
      });
    };
  }, [liveUrls, unmount]);

  /** Adds what fits; answers how many of `files` did not. */
  const add = useCallback(
    (files: File[]): number => {
      const room = Math.max(0, max - photos.length);
      const added = files.slice(0, room).map((file) => {
        const picked = pick(file);
        liveUrls.add(picked.url);
        return picked;
      });
      if (added.length > 0) setPhotos([...photos, ...added]);
      return files.length - added.length;
    },
    [max, photos, liveUrls],
  );

  const remove = useCallback(
    (id: string) => {
      setPhotos((current) => {
        const gone = current.find((photo) => photo.id === id);
        if (gone) {
          URL.revokeObjectURL(gone.url);
          liveUrls.delete(gone.url);
        }
        return current.filter((photo) => photo.id !== id);
      });
    },
    [liveUrls],
  );

  return { photos, add, remove, max };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;
