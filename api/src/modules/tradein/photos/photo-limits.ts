/**
 * Limits of a trade-in photo shared by the structure check (heif-structure.ts) and the processing
 * (photo-image.ts).
 */
export const PHOTO_MAX_SIDE = 1600;
/** 50 megapixels: more than any phone's photo, far less than what would exhaust memory. */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** The image has more pixels than PHOTO_MAX_PIXELS (checked before it is decoded). */
export class TooManyPixelsError extends Error {}
