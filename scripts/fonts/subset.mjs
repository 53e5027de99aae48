/**
 * The site's two fonts, cut to what a French page needs (docs/performance.md « Fonts »).
 *
 * @fontsource-variable ships each family as a « latin » file (U+0000-00FF, general punctuation…,
 * 48 KB for Inter, 27 KB for Plus Jakarta Sans) with the whole weight axis (100/200–900). The site
 * writes French with weights 400 to 800 (tokens.css). This script keeps, from that file:
 * - the characters of `FRENCH` (ASCII, French letters, French punctuation and the spaces the price
 *   formatter writes), in a file fetched by every page;
 * - the weight axis from 400 to 800.
 * The rest of the « latin » range (ñ, ß, ø… in a visitor's own name) stays in fontsource's file,
 * declared for exactly those characters, so a browser fetches it only on a page that uses one;
 * « latin-ext » too. No face declares a French character its file lacks (see buildFonts).
 *
 * `pnpm fonts:subset` writes the subsets and fonts.css into shared/ui/src/styles/; the committed
 * files are checked against a fresh run (subset.test.mjs), so a fontsource upgrade or a change of
 * the character list fails the tests until this script is run again. hb-subset (harfbuzz in wasm,
 * through the `subset-font` package) does the cutting; only the character list is ours.
 * The fonts are under the SIL Open Font License 1.1, which allows a modified (subset) copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const STYLES_DIR = path.join(root, 'shared/ui/src/styles');
const FONTSOURCE = path.join(root, 'shared/ui/node_modules/@fontsource-variable');

const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * What every page may write: ASCII; the French letters, capitals included (Œ, Ÿ, Æ and the accented
 * capitals the « Imprimerie nationale » rules ask for); French punctuation (« », ’, …, – —, the
 * no-break, narrow no-break and thin spaces); the signs the site prints (€, °, ², ×, ·, §, ©, ®, ™,
 * −, ±, the up and down arrows of the sort buttons).
 */
export const FRENCH = [
  span(0x20, 0x7e),
  'ÀÂÄÆÇÈÉÊËÎÏÔÖÙÛÜŸàâäæçèéêëîïôöùûüÿŒœ',
  '\u00a0\u2009\u202f\u2011«»‹›‘’‚“”„–—…•·',
  '€°²³×§©®™−±↑↓',
].join('');

/**
 * Each family, its fontsource name (`@fontsource-variable/<name>`, `files/<name>-latin-…`) and its
 * metrics (capsize's, for the fallback faces below).
 */
const FAMILIES = [
  { family: 'Inter Variable', name: 'inter', metrics: inter },
  { family: 'Plus Jakarta Sans Variable', name: 'plus-jakarta-sans', metrics: plusJakartaSans },
];

/**
 * The system fonts a page is first laid out with, before the site's font arrives (or for good, when
 * it misses `font-display: optional`'s ~100 ms): Arial (Windows, macOS, iOS; Liberation Sans, made to
 * Arial's metrics, on Linux) and Roboto (Android). Each gets a face per family with capsize's
 * `size-adjust` and ascent/descent overrides, so that its text takes about the room the site's font
 * takes: a visitor left with the system font sees nearly the same lines, and a font that comes
 * within the block period moves little (docs/performance.md « Fonts cut to French »). A regular and
 * a bold face each, so bold text uses the system's bold rather than a synthesised one.
 */
const SYSTEM_FALLBACKS = [
  {
    metrics: arial,
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  { metrics: roboto, regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
];

/** The fallback faces of one family, and their names in the order a font stack lists them. */
function fallbackFaces(family, metrics) {
  const { fontFaces } = createFontStack(
    [{ ...metrics, familyName: family }, ...SYSTEM_FALLBACKS.map((f) => f.metrics)],
    { fontFaceFormat: 'styleObject' },
  );
  const names = [];
  const css = fontFaces.flatMap(({ '@font-face': face }, i) => {
    const name = face.fontFamily.replace(/^"|"$/g, '');
    names.push(name);
    const overrides = [
      `  ascent-override: ${face.ascentOverride};`,
      `  descent-override: ${face.descentOverride};`,
      ...(face.lineGapOverride ? [`  line-gap-override: ${face.lineGapOverride};`] : []),
      `  size-adjust: ${face.sizeAdjust};`,
    ].join('\n');
    const local = (fonts) => fonts.map((font) => `local('${font}')`).join(', ');
    const { regular, bold } = SYSTEM_FALLBACKS[i];
    return [
      `@font-face {\n  font-family: '${name}';\n  font-weight: 100 500;\n  src: ${local(regular)};\n${overrides}\n}`,
      `@font-face {\n  font-family: '${name}';\n  font-weight: 600 900;\n  src: ${local(bold)};\n${overrides}\n}`,
    ];
  });
  return { names, css };
}

/** Each family's fallback faces, made once: their CSS (buildFonts) and names (tokens.css lists them after the family, subset.test.mjs). */
const FALLBACKS = new Map(FAMILIES.map((f) => [f.family, fallbackFaces(f.family, f.metrics)]));
export const FALLBACK_NAMES = Object.fromEntries([...FALLBACKS].map(([family, faces]) => [family, faces.names]));

/** fontsource's file of one subset (« latin », « latin-ext ») of a family, from the styles folder. */
const upstreamPath = (name, subset) =>
  `../../node_modules/@fontsource-variable/${name}/files/${name}-${subset}-wght-normal.woff2`;
/** The same file on disk. */
export const upstreamFile = (name, subset) => path.join(STYLES_DIR, upstreamPath(name, subset));
/** The weights tokens.css names: regular (400) to extrabold (800). */
export const WEIGHTS = { min: 400, max: 800 };

/** « U+0000-00FF,U+0131 » → the set of code points. */
export function parseUnicodeRange(range) {
  const points = new Set();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp++) points.add(cp);
  }
  return points;
}

/** A set of code points → the shortest « U+0020-007E,U+00A0 » list. */
export function formatUnicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(from === sorted[i] ? `U+${hex(from)}` : `U+${hex(from)}-${hex(sorted[i])}`);
  }
  return parts.join(',');
}

const intersect = (a, b) => new Set([...a].filter((cp) => b.has(cp)));
const isControl = (cp) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);

const fontFace = ({ family, weights, src, range }) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weights};
  src: url(${src}) format('woff2-variations');
  unicode-range: ${range};
}`;

/** The characters a woff2 file draws and its weight axis, read by harfbuzz. */
export async function readFont(bytes) {
  const face = new Face(new Blob(await fontverter.convert(bytes, 'truetype')), 0);
  return { unicodes: new Set(face.collectUnicodes()), wght: face.getAxisInfos().wght };
}

/** Builds the subsets and fonts.css in memory: `{ files: { name: Buffer }, css }`. */
export async function buildFonts() {
  const french = new Set([...FRENCH].map((ch) => ch.codePointAt(0)));
  const files = {};
  const faces = [];
  const fallbacks = [];
  for (const f of FAMILIES) {
    fallbacks.push(...FALLBACKS.get(f.family).css);
    const ranges = JSON.parse(fs.readFileSync(path.join(FONTSOURCE, f.name, 'unicode.json'), 'utf8'));
    const source = fs.readFileSync(upstreamFile(f.name, 'latin'));
    // A character in a face's range but missing from its file makes Chrome fetch the family's other
    // faces looking for it, then draw it with the next family. Inter has no U+202F, the narrow
    // no-break space the price formatter writes: declared by fontsource's « latin » range, it cost
    // every page with a price the 85 KB of Latin Extended. The French characters a family does not
    // draw are therefore declared by none of its faces (drawn by the next family, with no fetch);
    // the French face declares exactly what its file draws.
    const drawn = (await readFont(source)).unicodes;
    const drawnExt = (await readFont(fs.readFileSync(upstreamFile(f.name, 'latin-ext')))).unicodes;
    const missing = new Set([...french].filter((cp) => !drawn.has(cp) && !drawnExt.has(cp)));
    const declared = (range) => new Set([...parseUnicodeRange(range)].filter((cp) => !missing.has(cp)));
    const latin = declared(ranges.latin);
    const inSubset = intersect(french, intersect(latin, drawn));
    // Control characters are never drawn: left out, so they never fetch the file.
    const rest = new Set([...latin].filter((cp) => !inSubset.has(cp) && !isControl(cp)));
    const extended = new Set([...declared(ranges['latin-ext'])].filter((cp) => !inSubset.has(cp) && !rest.has(cp)));
    const name = `${f.name}-fr-wght.woff2`;
    files[name] = Buffer.from(
      await subsetFont(source, String.fromCodePoint(...inSubset), {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHTS },
      }),
    );
    // Every face of a family declares the same weights: Chrome groups a family's faces by their
    // descriptors and takes characters from one group only, so a face declared 100–900 beside one
    // declared 400–800 would never be used for the other's characters.
    const weights = `${WEIGHTS.min} ${WEIGHTS.max}`;
    faces.push(
      fontFace({ family: f.family, weights, src: `./fonts/${name}`, range: formatUnicodeRange(inSubset) }),
      fontFace({ family: f.family, weights, src: upstreamPath(f.name, 'latin'), range: formatUnicodeRange(rest) }),
      fontFace({
        family: f.family,
        weights,
        src: upstreamPath(f.name, 'latin-ext'),
        range: formatUnicodeRange(extended),
      }),
    );
  }
  const css = `/*
 * Written by scripts/fonts/subset.mjs (\`pnpm fonts:subset\`): do not edit by hand.
 *
 * The two families of the site, self-hosted. The first face of each is fontsource's Latin file cut to
 * the characters French needs and to the weights 400–800: the only font file a French page fetches.
 * The two others are fontsource's own files, declared for the rest of Latin and Latin Extended: a
 * browser fetches them only for a page that holds one of those characters (a visitor's name).
 * \`font-display: optional\`: a font that has not arrived ~100 ms after the first paint is not
 * swapped in later, so text never reflows and nothing below it jumps (CLS); it is then in the cache
 * for the next page. Not preloaded (shell/server/page-preload.ts).
 *
 * Then each family's fallback faces: Arial (or Liberation Sans) and Roboto, sized and placed to the
 * family's metrics (capsize), listed after the family in tokens.css, so the first layout of a page
 * takes the room the fonts will.
 */

${faces.join('\n\n')}

${fallbacks.join('\n\n')}
`;
  return { files, css };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, css } = await buildFonts();
  fs.mkdirSync(path.join(STYLES_DIR, 'fonts'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    fs.writeFileSync(path.join(STYLES_DIR, 'fonts', name), bytes);
    console.log(`${name}: ${bytes.length} octets`);
  }
  fs.writeFileSync(path.join(STYLES_DIR, 'fonts.css'), css);
  console.log('fonts.css écrit');
}
