const MB = 1024 * 1024;

/** Bounds of every upload (profile pictures, job photos, proofs, review photos). */
export const UPLOAD_LIMITS = {
  /** Per file, as sent; phone photos are a few MB. */
  maxFileBytes: 8 * MB,
  /** Files in one request, whatever their field names. */
  maxFilesPerRequest: 5,
  /**
   * Bytes of all files in one request, whatever the scope's file count: a Bebersih proof may
   * carry 24 photos, which must not mean 24 × 8 MB held in memory (the app sends them small).
   */
  maxRequestBytes: 40 * MB,
  /** Text fields in one request and bytes per text value (a bio of 1000 characters fits). */
  maxFields: 20,
  maxFieldBytes: 16 * 1024,
  /** Decoded size; checked from the header before any pixel is decoded. */
  maxPixels: 25_000_000,
  /** Stored images are scaled down so their longest side is at most this. */
  maxSide: 1600,
  webpQuality: 80,
} as const;

export const maxFileMegabytes = UPLOAD_LIMITS.maxFileBytes / MB;
export const maxRequestMegabytes = UPLOAD_LIMITS.maxRequestBytes / MB;
