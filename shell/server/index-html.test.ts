// The page's shell around the rendered markup (index-html.ts): what a server-rendered page runs
// after its first paint, and in which order.
import { siteConfig } from './config';
import { renderIndex, type PageExtras } from './index-html';
import { SHELL_INDEX } from './test-store';

const NONCE = 'bm9uY2UtZGUtdGVzdA==';
const HEAD = { title: 'Questions fréquentes | Glinche Automobiles', description: 'Vos questions.' };
const EXTRAS: PageExtras = { preload: [], registry: { remotes: {} }, firstData: {} };
const SSR: PageExtras = {
  ...EXTRAS,
  ssr: { renderedBy: 'mf-content@1.0.0-cccccccccc', apiState: {}, routerState: {}, styles: '' },
};

/** The inline scripts of a page, in document order (JSON islands left out). */
function inlineScripts(html: string): Array<{ nonce: string | undefined; code: string }> {
  return [...html.matchAll(/<script(?![^>]*\btype="application\/json")([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1]!))
    .map((match) => ({ nonce: /\snonce="([^"]+)"/.exec(match[1]!)?.[1], code: match[2]! }));
}

describe('renderIndex', () => {
  it('reads localStorage once after the first paint of a server-rendered page, before its scripts are added', () => {
    const html = renderIndex(SHELL_INDEX, HEAD, '/a-propos/faq', siteConfig, NONCE, SSR);
    const scripts = inlineScripts(html);
    const warmUp = scripts.findIndex((script) => script.code.includes('localStorage.length'));
    const entry = scripts.findIndex((script) => script.code.includes('main.0123456789.js'));
    expect(warmUp).toBeGreaterThanOrEqual(0);
    expect(entry).toBeGreaterThan(warmUp);
    // Both wait for the paint entry and run in a task of their own.
    for (const index of [warmUp, entry]) {
      expect(scripts[index]!.nonce).toBe(NONCE);
      expect(scripts[index]!.code).toContain("observe({type:'paint'})");
      expect(scripts[index]!.code).toContain('setTimeout(go)');
    }
    // A refused storage (privacy settings) throws: the read is guarded.
    expect(scripts[warmUp]!.code).toContain('try{localStorage.length}catch(e){}');
  });

  it('leaves a page rendered in the browser as it was: its scripts deferred, no storage read', () => {
    const html = renderIndex(SHELL_INDEX, HEAD, '/mon-compte', siteConfig, NONCE, EXTRAS);
    expect(html).not.toContain('localStorage');
    expect(html).toContain(`<script nonce="${NONCE}" defer src="main.0123456789.js"></script>`);
  });

  it('puts the request nonce on every script it writes', () => {
    const html = renderIndex(SHELL_INDEX, HEAD, '/a-propos/faq', siteConfig, NONCE, SSR);
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${NONCE}"`);
  });
});
