/**
 * The structure of a HEIC/HEIF file (ISO/IEC 23008-12 on ISOBMFF boxes), read and checked before any
 * decoding: a decoder trusts what the file declares, so a few KB can declare a 48-megapixel grid of
 * tiles that all point at the same bytes and cost seconds of CPU and hundreds of MB of memory.
 *
 * Checked here, on the bytes only (no decoder): boxes that fit in the file and in their parent;
 * `ftyp` first, one `meta` with a `pict` handler, `pitm`, `iinf`, `iloc` and `iprp` (`ipco` +
 * `ipma`); a primary item that exists and is an image we decode (`hvc1` or `grid` of `hvc1`);
 * every image's declared size (`ispe`) within PHOTO_MAX_PIXELS; every item's data inside the file;
 * and for each grid: rows × columns tiles (HEIF_MAX_GRID_TILES at most) listed once each in its
 * `dimg` references, each a distinct `hvc1` item with its own bytes (no two tiles sharing data),
 * all of one size that covers the output size with less than one tile to spare.
 */
import { PHOTO_MAX_PIXELS, TooManyPixelsError } from './photo-limits';

/** A grid of more tiles is refused (a 48-megapixel phone photo has 192 tiles of 512 × 512). */
export const HEIF_MAX_GRID_TILES = 256;
/** Items in one file (tiles, thumbnails, Exif, depth and alpha planes): far more than a phone writes. */
const MAX_ITEMS = 1024;
/** Boxes in one file, all levels together. */
const MAX_BOXES = 8192;

/** The file's structure is malformed or hostile (never decoded). */
export class HeifStructureError extends Error {}

interface Box {
  type: string;
  /** Start of the box's payload (after its header) and its end. */
  start: number;
  end: number;
}

interface Extent {
  offset: number;
  length: number;
}

interface Location {
  method: number;
  extents: Extent[];
}

export interface HeifSummary {
  /** The primary image's declared size. */
  width: number;
  height: number;
  /** Tiles of the primary image (1 when it is not a grid). */
  tiles: number;
}

const fail = (reason: string): never => {
  throw new HeifStructureError(`HEIF refusé : ${reason}`);
};

class Reader {
  boxes = 0;
  constructor(readonly bytes: Buffer) {}

  need(at: number, length: number, end: number): void {
    if (at < 0 || length < 0 || at + length > end || at + length > this.bytes.length) fail('champ hors de sa boîte');
  }
  u8(at: number, end: number): number {
    this.need(at, 1, end);
    return this.bytes[at]!;
  }
  u16(at: number, end: number): number {
    this.need(at, 2, end);
    return this.bytes.readUInt16BE(at);
  }
  u32(at: number, end: number): number {
    this.need(at, 4, end);
    return this.bytes.readUInt32BE(at);
  }
  /** An unsigned integer of 0, 4 or 8 bytes (iloc fields). */
  uint(at: number, size: number, end: number): number {
    if (size === 0) return 0;
    if (size === 4) return this.u32(at, end);
    if (size === 8) {
      this.need(at, 8, end);
      const value = this.bytes.readBigUInt64BE(at);
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) fail('entier trop grand');
      return Number(value);
    }
    return fail('taille de champ invalide');
  }

  /** The boxes between `start` and `end`; each must fit exactly. */
  children(start: number, end: number): Box[] {
    const out: Box[] = [];
    let at = start;
    while (at < end) {
      if (++this.boxes > MAX_BOXES) fail('trop de boîtes');
      if (end - at < 8) fail('boîte tronquée');
      let size = this.u32(at, end);
      const type = this.bytes.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        size = this.uint(at + 8, 8, end);
        header = 16;
      } else if (size === 0) {
        size = end - at;
      }
      if (size < header || at + size > end) fail(`boîte ${JSON.stringify(type)} plus longue que son contenant`);
      out.push({ type, start: at + header, end: at + size });
      at += size;
    }
    return out;
  }
}

const only = (boxes: Box[], type: string, required = true): Box | undefined => {
  const found = boxes.filter((b) => b.type === type);
  if (found.length > 1) fail(`plusieurs boîtes ${type}`);
  if (required && !found.length) fail(`boîte ${type} absente`);
  return found[0];
};

/** Reads and checks the structure; throws HeifStructureError or TooManyPixelsError. */
export function inspectHeif(bytes: Buffer): HeifSummary {
  const r = new Reader(bytes);
  const top = r.children(0, bytes.length);
  if (top[0]?.type !== 'ftyp') fail('ftyp absent en tête');
  const meta = only(top, 'meta')!;
  // meta is a FullBox: version and flags first.
  if (r.u8(meta.start, meta.end) !== 0) fail('version de meta inconnue');
  const inMeta = r.children(meta.start + 4, meta.end);

  const hdlr = only(inMeta, 'hdlr')!;
  if (bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'pict' || hdlr.end - hdlr.start < 12)
    fail('gestionnaire autre que pict');

  const pitm = only(inMeta, 'pitm')!;
  const primary = r.u8(pitm.start, pitm.end) === 0 ? r.u16(pitm.start + 4, pitm.end) : r.u32(pitm.start + 4, pitm.end);

  // Items and their types.
  const iinf = only(inMeta, 'iinf')!;
  const iinfVersion = r.u8(iinf.start, iinf.end);
  const declared = iinfVersion === 0 ? r.u16(iinf.start + 4, iinf.end) : r.u32(iinf.start + 4, iinf.end);
  if (declared > MAX_ITEMS) fail('trop d’éléments');
  const types = new Map<number, string>();
  for (const infe of r.children(iinf.start + 4 + (iinfVersion === 0 ? 2 : 4), iinf.end)) {
    if (infe.type !== 'infe') continue;
    const version = r.u8(infe.start, infe.end);
    if (version < 2) continue; // Older entries carry no item type: nothing we decode.
    const id = version === 2 ? r.u16(infe.start + 4, infe.end) : r.u32(infe.start + 4, infe.end);
    const typeAt = infe.start + 4 + (version === 2 ? 2 : 4) + 2;
    r.need(typeAt, 4, infe.end);
    if (types.has(id)) fail('élément déclaré deux fois');
    types.set(id, bytes.toString('latin1', typeAt, typeAt + 4));
  }
  if (types.size > MAX_ITEMS) fail('trop d’éléments');

  const idat = only(inMeta, 'idat', false);
  const locations = readLocations(r, only(inMeta, 'iloc')!, idat);

  // References: dimg (a grid's tiles) and the others, per source item.
  const dimg = new Map<number, number[]>();
  const iref = only(inMeta, 'iref', false);
  if (iref) {
    const wide = r.u8(iref.start, iref.end) !== 0;
    const idSize = wide ? 4 : 2;
    for (const ref of r.children(iref.start + 4, iref.end)) {
      const from = wide ? r.u32(ref.start, ref.end) : r.u16(ref.start, ref.end);
      const count = r.u16(ref.start + idSize, ref.end);
      r.need(ref.start + idSize + 2, count * idSize, ref.end);
      const to = Array.from({ length: count }, (_, i) =>
        wide ? r.u32(ref.start + idSize + 2 + i * 4, ref.end) : r.u16(ref.start + idSize + 2 + i * 2, ref.end),
      );
      if (ref.type !== 'dimg') continue;
      if (dimg.has(from)) fail('références dimg en double');
      dimg.set(from, to);
    }
  }

  const sizes = readSizes(r, only(inMeta, 'iprp')!);

  const primaryType = types.get(primary);
  if (primaryType === undefined) fail('image principale absente');
  if (primaryType !== 'hvc1' && primaryType !== 'grid') fail(`image principale de type ${JSON.stringify(primaryType)}`);

  const inFile = (id: number) => {
    const loc = locations.get(id);
    if (!loc || !loc.extents.length) fail(`données de l’élément ${id} absentes`);
    return loc!;
  };

  // Every image's declared size first: the cheap refusal (413) for an honest but too large photo.
  for (const [id, type] of types) {
    if (type !== 'hvc1' && type !== 'grid') continue;
    const size = sizes.get(id);
    if (size && size.width * size.height > PHOTO_MAX_PIXELS) throw new TooManyPixelsError();
  }

  let summary: HeifSummary | null = null;
  for (const [id, type] of types) {
    if (type === 'hvc1') {
      // Every coded image (tile, thumbnail, alpha plane) needs a size and its data in the file.
      const size = sizes.get(id);
      if (!size || !size.width || !size.height) fail(`taille de l’image ${id} absente`);
      inFile(id);
      if (id === primary) summary = { width: size!.width, height: size!.height, tiles: 1 };
    } else if (type === 'grid') {
      const grid = checkGrid(r, id, { types, sizes, locations, dimg, idat, inFile });
      if (id === primary) summary = grid;
    }
  }
  return summary ?? fail('image principale illisible');
}

function readLocations(r: Reader, iloc: Box, idat: Box | undefined): Map<number, Location> {
  const end = iloc.end;
  const version = r.u8(iloc.start, end);
  if (version > 2) fail('version de iloc inconnue');
  let at = iloc.start + 4;
  const sizes1 = r.u8(at, end);
  const sizes2 = r.u8(at + 1, end);
  at += 2;
  const offsetSize = sizes1 >> 4;
  const lengthSize = sizes1 & 0xf;
  const baseSize = sizes2 >> 4;
  const indexSize = version > 0 ? sizes2 & 0xf : 0;
  const count = version < 2 ? r.u16(at, end) : r.u32(at, end);
  at += version < 2 ? 2 : 4;
  if (count > MAX_ITEMS) fail('trop d’éléments dans iloc');
  const out = new Map<number, Location>();
  for (let i = 0; i < count; i += 1) {
    const id = version < 2 ? r.u16(at, end) : r.u32(at, end);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version > 0) {
      method = r.u16(at, end) & 0xf;
      at += 2;
    }
    if (method > 1) fail('données construites à partir d’autres éléments');
    if (r.u16(at, end) !== 0) fail('données hors du fichier');
    at += 2;
    const base = r.uint(at, baseSize, end);
    at += baseSize;
    const extentCount = r.u16(at, end);
    at += 2;
    if (extentCount > 64) fail('trop d’étendues');
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e += 1) {
      at += indexSize;
      const offset = base + r.uint(at, offsetSize, end);
      at += offsetSize;
      let length = r.uint(at, lengthSize, end);
      at += lengthSize;
      // Where the data is: in the file (method 0) or in the meta's idat box (method 1).
      const [from, to] = method === 0 ? [0, r.bytes.length] : idat ? [idat.start, idat.end] : fail('idat absent');
      const start = method === 0 ? offset : from + offset;
      if (length === 0) length = to - start;
      if (start < from || length <= 0 || start + length > to) fail(`données de l’élément ${id} hors du fichier`);
      extents.push({ offset: start, length });
    }
    if (out.has(id)) fail('élément placé deux fois');
    out.set(id, { method, extents });
  }
  return out;
}

/** Each item's declared size (its ispe property), checked against the property list. */
function readSizes(r: Reader, iprp: Box): Map<number, { width: number; height: number }> {
  const inIprp = r.children(iprp.start, iprp.end);
  const ipco = only(inIprp, 'ipco')!;
  const properties = r.children(ipco.start, ipco.end);
  const ipmas = inIprp.filter((b) => b.type === 'ipma');
  if (!ipmas.length) fail('boîte ipma absente');
  const sizes = new Map<number, { width: number; height: number }>();
  const seen = new Set<number>();
  for (const ipma of ipmas) {
    const version = r.u8(ipma.start, ipma.end);
    const flags = r.u8(ipma.start + 3, ipma.end);
    const count = r.u32(ipma.start + 4, ipma.end);
    if (count > MAX_ITEMS) fail('trop d’éléments dans ipma');
    let at = ipma.start + 8;
    for (let i = 0; i < count; i += 1) {
      const id = version < 1 ? r.u16(at, ipma.end) : r.u32(at, ipma.end);
      at += version < 1 ? 2 : 4;
      if (seen.has(id)) fail('propriétés déclarées deux fois');
      seen.add(id);
      const associations = r.u8(at, ipma.end);
      at += 1;
      for (let a = 0; a < associations; a += 1) {
        const index = flags & 1 ? r.u16(at, ipma.end) & 0x7fff : r.u8(at, ipma.end) & 0x7f;
        at += flags & 1 ? 2 : 1;
        if (index === 0) continue;
        const property = properties[index - 1] ?? fail('propriété inexistante');
        if (property.type !== 'ispe') continue;
        if (sizes.has(id)) fail('deux tailles pour une image');
        sizes.set(id, {
          width: r.u32(property.start + 4, property.end),
          height: r.u32(property.start + 8, property.end),
        });
      }
    }
  }
  return sizes;
}

function checkGrid(
  r: Reader,
  id: number,
  file: {
    types: Map<number, string>;
    sizes: Map<number, { width: number; height: number }>;
    locations: Map<number, Location>;
    dimg: Map<number, number[]>;
    idat: Box | undefined;
    inFile: (id: number) => Location;
  },
): HeifSummary {
  const loc = file.inFile(id);
  if (loc.extents.length !== 1) fail('grille en plusieurs morceaux');
  const { offset, length } = loc.extents[0]!;
  const end = offset + length;
  if (r.u8(offset, end) !== 0) fail('version de grille inconnue');
  const large = (r.u8(offset + 1, end) & 1) === 1;
  const rows = r.u8(offset + 2, end) + 1;
  const columns = r.u8(offset + 3, end) + 1;
  const width = large ? r.u32(offset + 4, end) : r.u16(offset + 4, end);
  const height = large ? r.u32(offset + 8, end) : r.u16(offset + 6, end);
  if (!width || !height) fail('grille sans taille');
  if (width * height > PHOTO_MAX_PIXELS) throw new TooManyPixelsError();
  const declared = file.sizes.get(id);
  if (declared && (declared.width !== width || declared.height !== height)) fail('taille de grille incohérente');
  const count = rows * columns;
  if (count > HEIF_MAX_GRID_TILES) fail(`grille de ${count} tuiles`);

  const tiles = file.dimg.get(id) ?? [];
  if (tiles.length !== count) fail('nombre de tuiles incohérent');
  if (new Set(tiles).size !== tiles.length) fail('la même tuile plusieurs fois');
  let tileSize: { width: number; height: number } | undefined;
  const extents: Array<Extent & { tile: number }> = [];
  for (const tile of tiles) {
    if (file.types.get(tile) !== 'hvc1') fail('tuile qui n’est pas une image HEVC');
    const size = file.sizes.get(tile) ?? fail('tuile sans taille');
    if (!tileSize) tileSize = size;
    else if (size.width !== tileSize.width || size.height !== tileSize.height) fail('tuiles de tailles différentes');
    const where = file.inFile(tile);
    // Tiles of one grid never share bytes: compare file data (idat offsets are made absolute too).
    for (const extent of where.extents) extents.push({ ...extent, tile });
  }
  const t = tileSize!;
  // The tiles cover the output, with less than one tile to spare on each side.
  if (
    columns * t.width < width ||
    (columns - 1) * t.width >= width ||
    rows * t.height < height ||
    (rows - 1) * t.height >= height
  )
    fail('tuiles incohérentes avec la taille de la grille');
  extents.sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < extents.length; i += 1) {
    const before = extents[i - 1]!;
    const current = extents[i]!;
    if (current.tile !== before.tile && current.offset < before.offset + before.length)
      fail('tuiles qui partagent leurs données');
  }
  return { width, height, tiles: count };
}
