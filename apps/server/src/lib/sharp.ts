import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips, a native library: ~0.1 s of a start) is loaded with the first photo, not at
 * every start (restart profile, issue 31). One libvips thread per image, so a decode takes one
 * core of a small server, not all.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
