// Server-rendered markup is styled by the browser build's CSS: the CSS-module class names of a
// remote's server build (dist/server/, @ga/build server-config.mjs) must be those of its browser
// build. The site server also picks a page's stylesheets by the classes its markup uses
// (shell/server/ssr/page-css.ts). A real production build of mf-content, into a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../release/build-app.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-css-parity-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const read = (dir, test) =>
  fs
    .readdirSync(dir)
    .filter(test)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');

describe('class names of the server build', () => {
  it('every class of the FAQ page’s stylesheet is a class the server build writes', () => {
    buildApp(path.join(ROOT, 'mf-content'), true, out);
    const pageCss = read(out, (file) => /^page-faq\.[0-9a-f]+\.css$/.test(file));
    const classes = [...new Set([...pageCss.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))];
    expect(classes.length).toBeGreaterThan(3);
    const serverCode = read(path.join(out, 'server'), (file) => file.endsWith('.js'));
    const missing = classes.filter((name) => !serverCode.includes(`"${name}"`));
    expect(missing).toEqual([]);
  }, 180_000);
});
