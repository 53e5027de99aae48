/**
 * A trade-in photo as sent by a phone or a computer, made safe to keep: its type read from its
 * bytes (never from its name or the browser's word), its size and (HEIC) structure checked before
 * decoding (heif-structure.ts), HEIC decoded to raw pixels with a WASM decoder in a worker thread
 * (heic-decode, the libheif build heic-convert uses: sharp's prebuilt binaries do not read HEIC;
 * photo-decoder.ts), one photo at a time, turned upright, resized to 1600 px at most and saved as JPEG
 * without any metadata (EXIF, GPS location, camera serial).
 */
import sharp from 'sharp';
import { inspectHeif } from './heif-structure';
import type { PhotoDecoder } from './photo-decoder';
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, TooManyPixelsError } from './photo-limits';

export { HeifStructureError } from './heif-structure';
export { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, TooManyPixelsError } from './photo-limits';

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heic';

const JPEG_QUALITY = 82;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The image type by its first bytes, or null for anything else. */
export function sniffPhoto(bytes: Buffer): PhotoKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heic';
  return null;
}

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks before decoding (cheap, on the event loop): a HEIC file's structure and declared sizes
 * (heif-structure.ts), another image's size as its header says. Throws TooManyPixelsError,
 * HeifStructureError, or another error when the bytes are not a readable image of their kind.
 */
export async function checkPhoto(bytes: Buffer, kind: PhotoKind): Promise<void> {
  if (kind === 'heic') {
    inspectHeif(bytes);
    return;
  }
  const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) throw new TooManyPixelsError();
}

/**
 * The photo as kept, processed in its turn on `decoder` (checkPhoto first): HEIC decoded and
 * resized in the decoder's worker thread. Throws TooManyPixelsError, HeifStructureError, PhotoBusyError,
 * PhotoTimeoutError, or another error when the bytes are not a readable image of their kind.
 */
export async function processPhoto(bytes: Buffer, kind: PhotoKind, decoder: PhotoDecoder): Promise<ProcessedPhoto> {
  await checkPhoto(bytes, kind);
  return decoder.run(async (heic) => {
    if (kind === 'heic') {
      // Decoded and resized in the worker: the pixels stay there.
      const photo = await heic(bytes, PHOTO_MAX_PIXELS, { maxSide: PHOTO_MAX_SIDE, quality: JPEG_QUALITY });
      if (photo === 'tooManyPixels') throw new TooManyPixelsError();
      return photo;
    }
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}
