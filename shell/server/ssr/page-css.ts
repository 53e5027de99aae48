/**
 * The styles a server-rendered page needs before it paints, inlined in its head: the rules of the
 * browser build's CSS files that define a class the HTML uses. CSS-module class names are the same in
 * the server and browser builds (same module paths and uniqueName: scripts/ssr/css-parity.test.mjs),
 * so the rendered classes name their files exactly, whatever chunk a page's styles ended up in.
 * Inlined rather than linked: measured on the FAQ, twenty small render-blocking stylesheets (the
 * same module's CSS is in several chunks) put first paint at 3.2 s on a throttled phone. Files with
 * the same content hash are one; then the fewest files that cover every class are kept. The shell's
 * main.css is in its index.html already; the browser loads the chunks' own files as it did before.
 * Each version's index is built once: release folders are immutable.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

interface CssFile {
  href: string;
  css: string;
  classes: Set<string>;
}

const indexes = new Map<string, Promise<CssFile[]>>();

const shellSheets = new Map<string, Promise<string | null>>();

/**
 * The shell's own stylesheet (`main.<hash>.css`: tokens, fonts, the UI kit), inlined on a
 * server-rendered page instead of linked: one request fewer before the first paint (on a throttled
 * phone a render-blocking stylesheet costs a connection and two round trips). Inlined whole, not
 * cut to the classes of the markup: after hydration the page uses kit classes the server did not
 * render (menus, dialogs, toasts). Its relative `url()`s (the fonts) are made absolute to the
 * release folder. `null` when the file cannot be read: the page keeps its link.
 */
export function shellStylesheet(store: string, version: string): Promise<string | null> {
  const key = `${store}\0${version}`;
  let sheet = shellSheets.get(key);
  if (!sheet) {
    sheet = (async () => {
      const folder = path.join(store, 'shell', version);
      const name = (await fs.readdir(folder).catch(() => [] as string[])).find((file) =>
        /^main\.[0-9a-f]+\.css$/.test(file),
      );
      if (!name) return null;
      const css = await fs.readFile(path.join(folder, name), 'utf8').catch(() => null);
      if (css === null) return null;
      const base = `/releases/shell/${version}/`;
      return css
        .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
        .replace(
          /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi,
          (_match, quote: string, url: string) => `url(${quote}${base}${url}${quote})`,
        );
    })();
    shellSheets.set(key, sheet);
  }
  return sheet;
}

/** Class selectors of a stylesheet (a few false positives only add a file). */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

async function readIndex(files: Array<{ file: string; href: string }>): Promise<CssFile[]> {
  const read = await Promise.all(
    files.map(async ({ file, href }) => {
      try {
        const css = await fs.readFile(file, 'utf8');
        return { href, css, classes: classesOf(css) };
      } catch {
        return null;
      }
    }),
  );
  // `<chunk>.<contenthash>.css`: the same hash is the same text in another chunk.
  const seen = new Set<string>();
  return read.filter((entry): entry is CssFile => {
    if (entry === null) return false;
    const hash = /\.([0-9a-f]{8,})\.css$/.exec(entry.href)?.[1] ?? entry.href;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/** The CSS files of one app version: a remote's from its pool (release.json), the shell's beside its entry. */
function versionIndex(store: string, app: string, version: string): Promise<CssFile[]> {
  const key = `${store}\0${app}\0${version}`;
  let index = indexes.get(key);
  if (!index) {
    index = (async () => {
      const folder = path.join(store, app, version);
      let pool: string[] | undefined;
      try {
        pool = (JSON.parse(await fs.readFile(path.join(folder, 'release.json'), 'utf8')) as { pool?: string[] }).pool;
      } catch {
        pool = undefined;
      }
      if (pool) {
        return readIndex(
          pool
            .filter((file) => file.endsWith('.css'))
            .map((file) => ({ file: path.join(store, app, file), href: `/releases/${app}/${file}` })),
        );
      }
      const files = (await fs.readdir(folder).catch(() => [] as string[])).filter(
        (file) => file.endsWith('.css') && !/^main\./.test(file),
      );
      return readIndex(
        files.map((file) => ({ file: path.join(folder, file), href: `/releases/${app}/${version}/${file}` })),
      );
    })();
    indexes.set(key, index);
  }
  return index;
}

/** Classes used by the markup. */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1]!.split(/\s+/)) if (name) used.add(name);
  return used;
}

/** The files the page needs: the fewest that define every class it uses (greedy cover), in the build's order. */
export async function pageStylesheets(
  store: string,
  versions: Array<{ app: string; version: string }>,
  html: string,
): Promise<CssFile[]> {
  const used = usedClasses(html);
  const files = (await Promise.all(versions.map(({ app, version }) => versionIndex(store, app, version)))).flat();
  const candidates = files
    .map((file) => ({ file, covers: new Set([...file.classes].filter((name) => used.has(name))) }))
    .filter(({ covers }) => covers.size > 0);
  const uncovered = new Set(candidates.flatMap(({ covers }) => [...covers]));
  const chosen = new Set<CssFile>();
  while (uncovered.size > 0) {
    let best = candidates[0]!;
    let bestCount = -1;
    for (const candidate of candidates) {
      const count = [...candidate.covers].filter((name) => uncovered.has(name)).length;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    chosen.add(best.file);
    for (const name of best.covers) uncovered.delete(name);
  }
  return files.filter((file) => chosen.has(file));
}

/** The page's styles as one inline stylesheet (style-src allows inline styles, csp.ts). */
export async function pageStyles(
  store: string,
  versions: Array<{ app: string; version: string }>,
  html: string,
): Promise<string> {
  return (await pageStylesheets(store, versions, html))
    .map((file) => file.css.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''))
    .join('\n');
}
