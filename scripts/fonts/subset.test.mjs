import fs from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_NAMES,
  FRENCH,
  STYLES_DIR,
  WEIGHTS,
  buildFonts,
  formatUnicodeRange,
  parseUnicodeRange,
  readFont as read,
  upstreamFile,
} from './subset.mjs';

describe('the French subsets of the site fonts', () => {
  let built;
  beforeAll(async () => {
    built = await buildFonts();
  });

  it('are committed as a fresh run of `pnpm fonts:subset` writes them (run it after a fontsource upgrade)', () => {
    expect(fs.readFileSync(path.join(STYLES_DIR, 'fonts.css'), 'utf8')).toBe(built.css);
    for (const [name, bytes] of Object.entries(built.files)) {
      expect(Buffer.compare(fs.readFileSync(path.join(STYLES_DIR, 'fonts', name)), bytes)).toBe(0);
    }
  });

  it('hold every French character fontsource drew, the weights 400 to 800, and are about half the size', async () => {
    for (const [name, bytes] of Object.entries(built.files)) {
      const family = name.replace('-fr-wght.woff2', '');
      const upstreamBytes = fs.readFileSync(upstreamFile(family, 'latin'));
      const upstream = await read(upstreamBytes);
      const subset = await read(bytes);
      const french = [...FRENCH].map((ch) => ch.codePointAt(0)).filter((cp) => upstream.unicodes.has(cp));
      expect(french.filter((cp) => !subset.unicodes.has(cp))).toEqual([]);
      // Nothing else: the subset is the French list, not the whole Latin file.
      expect([...subset.unicodes].filter((cp) => !FRENCH.includes(String.fromCodePoint(cp)))).toEqual([]);
      expect(subset.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
      expect(bytes.length).toBeLessThan(upstreamBytes.length * 0.6);
    }
  });

  it('declare no French character a face does not draw, and each character in one face only', async () => {
    const faces = [...built.css.matchAll(/@font-face \{[^}]*?src: url\(([^)]+)\)[^}]*?unicode-range: ([^;]+);/g)].map(
      (m) => ({ src: m[1], range: parseUnicodeRange(m[2]) }),
    );
    // Per family: French subset, rest of Latin, Latin Extended.
    expect(faces).toHaveLength(6);
    const french = new Set([...FRENCH].map((ch) => ch.codePointAt(0)));
    for (const family of [faces.slice(0, 3), faces.slice(3)]) {
      const seen = new Set();
      for (const [i, face] of family.entries()) {
        const bytes = face.src.startsWith('./fonts/')
          ? built.files[face.src.slice('./fonts/'.length)]
          : fs.readFileSync(path.join(STYLES_DIR, face.src));
        const { unicodes } = await read(bytes);
        // A character declared but not drawn makes Chrome fetch the family's other files: the
        // French face declares only what it draws, the others no French character they lack.
        const checked = i === 0 ? [...face.range] : [...face.range].filter((cp) => french.has(cp));
        expect(checked.filter((cp) => !unicodes.has(cp)).map((cp) => cp.toString(16))).toEqual([]);
        expect([...face.range].filter((cp) => seen.has(cp))).toEqual([]);
        for (const cp of face.range) seen.add(cp);
      }
      // U+202F (the formatter's thousands separator) is drawn by neither family: declared by no
      // face, so it costs no download; U+00A0 and € are in the French face; Ÿ, which fontsource
      // draws in Latin Extended only, is declared there.
      expect(seen.has(0x202f)).toBe(false);
      expect([0xa0, 0x20ac].every((cp) => family[0].range.has(cp))).toBe(true);
      expect(family[2].range.has(0x178)).toBe(true);
    }
  });

  it("give each family fallback faces sized to it, listed right after it in the tokens' font stacks", () => {
    const tokens = fs.readFileSync(path.join(STYLES_DIR, 'tokens.css'), 'utf8');
    const stacks = [...tokens.matchAll(/--ga-font-(?:sans|display):\s*([^;]+);/g)].map((m) =>
      m[1].split(',').map((name) => name.trim().replace(/^'|'$/g, '')),
    );
    expect(stacks).toHaveLength(2);
    for (const [family, names] of Object.entries(FALLBACK_NAMES)) {
      const stack = stacks.find((list) => list[0] === family);
      expect(stack?.slice(1, 1 + names.length)).toEqual(names);
      for (const name of names) {
        // A regular and a bold face, each with the four metric overrides (or three: no line gap to remove).
        const faces = [
          ...built.css.matchAll(new RegExp(`@font-face \\{\\n  font-family: '${name}';[^}]*\\}`, 'g')),
        ].map((m) => m[0]);
        expect(faces.map((face) => /font-weight: ([^;]+);/.exec(face)?.[1])).toEqual(['100 500', '600 900']);
        for (const face of faces) {
          expect(face).toMatch(/src: local\('[^']+'\)/);
          expect(face).toMatch(/size-adjust: \d+(\.\d+)?%;/);
          expect(face).toMatch(/ascent-override: \d+(\.\d+)?%;/);
          expect(face).toMatch(/descent-override: \d+(\.\d+)?%;/);
        }
      }
    }
  });

  it('writes unicode ranges in their shortest form and reads them back', () => {
    const points = parseUnicodeRange('U+0020-007E,U+00A0,U+00C0,U+00C2-00C4');
    expect(points.size).toBe(95 + 1 + 1 + 3);
    expect(formatUnicodeRange(points)).toBe('U+0020-007E,U+00A0,U+00C0,U+00C2-00C4');
    expect(formatUnicodeRange(new Set([0x2013, 0x2014, 0x20ac]))).toBe('U+2013-2014,U+20AC');
  });
});
