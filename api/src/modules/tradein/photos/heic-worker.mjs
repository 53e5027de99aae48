/**
 * The HEIC decoder's worker thread (piscina, photo-decoder.ts): libheif in WASM (heic-decode) off
 * the API's event loop, then the resizing to the kept JPEG (sharp) here too, so that the decoded
 * pixels (up to 200 MB for 50 megapixels) never reach the API's heap and its garbage collector.
 * Plain ESM so that it runs as it is under node --import tsx and under jest. The file reaches it
 * only after its structure was checked (heif-structure.ts); the pool still terminates this thread
 * when a decode takes too long. It answers the JPEG and the memory it saw after decoding (WASM
 * memory is not capped by resourceLimits).
 */
import fs from 'node:fs';
import os from 'node:os';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

// Linux: this thread yields to the API's event loop (nice 10). setpriority() on a thread id changes
// that thread only; /proc/thread-self names it. Elsewhere, nothing changes.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  /* not Linux, or not allowed: the normal priority */
}

export default async function decode({ bytes, maxPixels, maxSide, quality }) {
  const images = await decodeHeic.all({ buffer: bytes });
  let pixels;
  try {
    const first = images[0];
    if (!first) throw new Error('HEIC sans image');
    if (first.width * first.height > maxPixels) return { tooManyPixels: true, memory: memory() };
    pixels = await first.decode();
  } finally {
    images.dispose();
  }
  const seen = memory();
  const { data, info } = await sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, memory: seen };
}

function memory() {
  const { rss, external, arrayBuffers } = process.memoryUsage();
  return { rss, external, arrayBuffers };
}
