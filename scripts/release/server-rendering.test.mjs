// `pnpm ssr <app> on|off|default`: ops' switch of server rendering, a registry flag with its event.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-ssr-'));
process.env.RELEASE_STORE = store;
const { readRegistry } = await import('./store.mjs');
const { switchServerRendering } = await import('./server-rendering.mjs');

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('the server rendering switch', () => {
  it('writes the flag per app, logs who did it, and `default` gives the decision back to SITE_SSR', async () => {
    await switchServerRendering('mf-catalogue', 'off');
    expect((await readRegistry()).apps['mf-catalogue'].ssr).toBe(false);
    await switchServerRendering('mf-catalogue', 'on');
    expect((await readRegistry()).apps['mf-catalogue'].ssr).toBe(true);
    await switchServerRendering('mf-catalogue', 'default');
    expect('ssr' in (await readRegistry()).apps['mf-catalogue']).toBe(false);
    expect((await readRegistry()).events.map((event) => event.action)).toEqual(['ssr-off', 'ssr-on', 'ssr-default']);
    expect((await readRegistry()).events.every((event) => event.by === 'ops' && event.app === 'mf-catalogue')).toBe(
      true,
    );
  });

  it('refuses an unknown app or state, and writes nothing', async () => {
    const before = (await readRegistry()).revision;
    await expect(switchServerRendering('mf-inconnu', 'off')).rejects.toThrow();
    await expect(switchServerRendering('shell', 'peut-etre')).rejects.toThrow('état inconnu');
    expect((await readRegistry()).revision).toBe(before);
  });
});
