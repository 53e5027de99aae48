/**
 * A trade-in photo as sent by a phone or a computer, made safe to keep: its type read from its
 * bytes (never from its name or the browser's word), HEIC decoded to raw pixels with a WASM decoder
 * (heic-decode, the libheif build heic-convert uses: sharp's prebuilt binaries do not read HEIC),
 * its size checked before decoding, turned upright, resized to 1600 px at most and saved as JPEG
 * without any metadata (EXIF, GPS location, camera serial).
 */
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heic';

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

export const PHOTO_MAX_SIDE = 1600;
/** 50 megapixels: more than any phone's photo, far less than what would exhaust memory. */
export const PHOTO_MAX_PIXELS = 50_000_000;

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/** The image has more pixels than PHOTO_MAX_PIXELS (checked before it is decoded). */
export class TooManyPixelsError extends Error {}

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

async function heicPixels(bytes: Buffer): Promise<Sharp> {
  const images = (await decodeHeic.all({ buffer: bytes })) as unknown as HeicImage[] & { dispose(): void };
  try {
    const first = images[0];
    if (!first) throw new Error('HEIC sans image');
    if (first.width * first.height > PHOTO_MAX_PIXELS) throw new TooManyPixelsError();
    const { data, width, height } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/** Throws TooManyPixelsError, or another error when the bytes are not a readable image of their kind. */
export async function processPhoto(bytes: Buffer, kind: PhotoKind): Promise<ProcessedPhoto> {
  let image: Sharp;
  if (kind === 'heic') {
    image = await heicPixels(bytes);
  } else {
    const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) throw new TooManyPixelsError();
    image = sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS });
  }
  const { data, info } = await image
    .rotate()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
