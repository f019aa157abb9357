import { useCallback, useEffect, useRef, useState } from 'react';

/** A chosen photo and the object URL of its preview. */
export type PickedPhoto = { id: string; file: File; url: string };

let sequence = 0;

/**
 * Photos chosen for upload, at most `max`. Each preview's object URL is made when the photo is
 * added and freed when it is removed or the page is left.
 */
export function usePickedPhotos(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  /** Adds what fits; answers how many of `files` did not. */
  const add = useCallback(
    (files: File[]): number => {
      const room = Math.max(0, max - photos.length);
      const added = files.slice(0, room).map((file) => {
        const url = URL.createObjectURL(file);
        liveUrls.current.add(url);
        sequence += 1;
        return { id: `picked-photo-${sequence}`, file, url };
      });
      if (added.length > 0) setPhotos([...photos, ...added]);
      return files.length - added.length;
    },
    [max, photos],
  );

  const remove = useCallback((id: string) => {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        liveUrls.current.delete(gone.url);
      }
      return current.filter((photo) => photo.id !== id);
    });
  }, []);

  return { photos, add, remove, max };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;
