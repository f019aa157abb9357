import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscalePhoto, withSmallPhotos } from './photo-upload';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser that decodes a `width`×`height` photo and encodes what is drawn as a small JPEG. */
function stubBrowserImaging(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const sizes: { width: number; height: number }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    sizes.push({ width: this.width, height: this.height });
    callback(new Blob([new Uint8Array(300_000)], { type }));
  });
  return { close, sizes };
}

const bigPhoto = () =>
  new File([new Uint8Array(17_000_000)], 'IMG_0001.HEIC.png', { type: 'image/png' });

describe('photos before upload', () => {
  it('draws a 108 MP photo at 2048 px on its long side as a JPEG, and frees the decoded image', async () => {
    const { close, sizes } = stubBrowserImaging(12_000, 9_000);
    const small = await downscalePhoto(bigPhoto());
    expect(sizes).toEqual([{ width: 2048, height: 1536 }]);
    expect(small.type).toBe('image/jpeg');
    expect(small.name).toBe('IMG_0001.HEIC.jpg');
    expect(small.size).toBe(300_000);
    expect(close).toHaveBeenCalled();
  });

  it('sends the photo as it is where the browser cannot decode it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('cannot decode', 'InvalidStateError');
      }),
    );
    const photo = bigPhoto();
    expect(await downscalePhoto(photo)).toBe(photo);
  });

  it('replaces only the photos of a form, keeping every other part and its order', async () => {
    stubBrowserImaging(4_000, 3_000);
    const form = new FormData();
    form.set('title', 'Bersihkan dapur');
    form.append('image', bigPhoto(), 'dapur.png');
    const sent = await withSmallPhotos(form);
    const entries = [...sent.entries()];
    expect(entries.map(([name]) => name)).toEqual(['title', 'image']);
    expect(entries[0]![1]).toBe('Bersihkan dapur');
    expect((entries[1]![1] as File).type).toBe('image/jpeg');
  });
});
