/**
 * The stylesheets a server-rendered page needs before it paints: the files of the browser build that
 * define a class the HTML uses. CSS-module class names are the same in the server and browser builds
 * (same module paths and uniqueName: scripts/ssr/css-parity.test.mjs), so the rendered classes name
 * their files exactly, whatever chunk a page's styles ended up in. The shell's main.css is in its
 * index.html already; the remote's own copies of shared packages are never used (the shell's are).
 * Each version's index is built once: release folders are immutable.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

interface CssFile {
  href: string;
  classes: Set<string>;
}

const indexes = new Map<string, Promise<CssFile[]>>();

/** Class selectors of a stylesheet (a few false positives only add a file). */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

async function readIndex(files: Array<{ file: string; href: string }>): Promise<CssFile[]> {
  const read = await Promise.all(
    files.map(async ({ file, href }) => {
      try {
        return { href, classes: classesOf(await fs.readFile(file, 'utf8')) };
      } catch {
        return null;
      }
    }),
  );
  return read.filter((entry): entry is CssFile => entry !== null);
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
        return readIndex(pool.filter((file) => file.endsWith('.css')).map((file) => ({ file: path.join(store, app, file), href: `/releases/${app}/${file}` })));
      }
      const files = (await fs.readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.css') && !/^main\./.test(file));
      return readIndex(files.map((file) => ({ file: path.join(folder, file), href: `/releases/${app}/${version}/${file}` })));
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

/** The stylesheet URLs the page needs, in the build's order. */
export async function pageStylesheets(store: string, versions: Array<{ app: string; version: string }>, html: string): Promise<string[]> {
  const used = usedClasses(html);
  const files = (await Promise.all(versions.map(({ app, version }) => versionIndex(store, app, version)))).flat();
  return files.filter((file) => [...file.classes].some((name) => used.has(name))).map((file) => file.href);
}
