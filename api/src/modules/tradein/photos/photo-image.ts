/**
 * A trade-in photo as sent by a phone or a computer, made safe to keep: its type read from its
 * bytes (never from its name or the browser's word), HEIC decoded with a WASM decoder (sharp's
 * prebuilt binaries do not read it), turned upright, resized to 1600 px at most and saved as JPEG
 * without any metadata (EXIF, GPS location, camera serial).
 */
import heicConvert from 'heic-convert';
import sharp from 'sharp';

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

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/** Throws when the bytes are not a readable image of their kind. */
export async function processPhoto(bytes: Buffer, kind: PhotoKind): Promise<ProcessedPhoto> {
  const input = kind === 'heic' ? Buffer.from(await heicConvert({ buffer: bytes, format: 'JPEG', quality: 0.92 })) : bytes;
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
