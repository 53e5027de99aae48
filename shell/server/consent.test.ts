// POST /consentement: the cookie banner's choice before hydration or without JavaScript.
import { buildSiteServer } from './site-server';
import { createTestStore, type TestStore } from './test-store';
import { CATEGORY_IDS } from '../src/cookies/consent-categories';

let site: TestStore;
let app: ReturnType<typeof buildSiteServer>;

beforeEach(async () => {
  site = createTestStore();
  app = buildSiteServer(site.config);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  site.remove();
});

const post = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/consentement',
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  });

describe('POST /consentement', () => {
  it('accepting writes the banner’s cookies and sends the visitor back to the page', async () => {
    const reply = await post('retour=%2Fachat%3Fenergies%3Delectrique&choix=accepter', {
      origin: new URL(site.config.siteUrl).origin,
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/achat?energies=electrique');
    const cookies = Object.fromEntries(reply.cookies.map((c) => [c.name, c]));
    expect(cookies.ncc_c?.value).toBe('1');
    expect(decodeURIComponent(cookies.ncc_e!.value)).toBe(CATEGORY_IDS.join(','));
    expect(cookies.ncc_e?.path).toBe('/');
    expect(cookies.ncc_e?.sameSite).toBe('Lax');
    expect(cookies.ncc_e?.httpOnly).toBeUndefined();
    // About a year, as the banner writes them in the browser.
    expect((cookies.ncc_c!.expires as Date).getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
  });

  it('refusing (or closing) enables nothing', async () => {
    const reply = await post('retour=%2F&choix=refuser');
    expect(reply.statusCode).toBe(303);
    const cookies = Object.fromEntries(reply.cookies.map((c) => [c.name, c.value]));
    expect(cookies).toEqual({ ncc_c: '1', ncc_e: '' });
  });

  it('« Enregistrer mes choix » enables the categories ticked in the form, and only known ones', async () => {
    const reply = await post('retour=%2Fa-propos%2Ffaq&choix=enregistrer&personalisation=on&analytics=on&inconnu=on');
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/a-propos/faq');
    const cookies = Object.fromEntries(reply.cookies.map((c) => [c.name, decodeURIComponent(c.value)]));
    expect(cookies).toEqual({ ncc_c: '1', ncc_e: 'analytics,personalisation' });
    const none = await post('retour=%2F&choix=enregistrer');
    expect(Object.fromEntries(none.cookies.map((c) => [c.name, c.value]))).toEqual({ ncc_c: '1', ncc_e: '' });
  });

  it('goes back only to a page of this site', async () => {
    for (const retour of ['https://ailleurs.example/', '//ailleurs.example/', '/\\ailleurs.example', 'achat', '']) {
      const reply = await post(`choix=refuser&retour=${encodeURIComponent(retour)}`);
      expect(reply.headers.location).toBe('/');
    }
  });

  // A prefix check let `/\t/evil.example` through, which a browser reads as another site (its URL
  // parser drops the tab: `//evil.example`); a character outside Latin-1 made Node refuse the header (a 500). The bodies are raw
  // form bodies as a browser encodes them (application/x-www-form-urlencoded), then the same unencoded.
  const sendsBack = async (cases: Array<[body: string, location: string]>) => {
    for (const [body, location] of cases) {
      const reply = await post(body);
      expect({ body, status: reply.statusCode, location: reply.headers.location }).toEqual({
        body,
        status: 303,
        location,
      });
      // As a browser reads it, the Location stays on the site.
      expect(new URL(String(reply.headers.location), site.config.siteUrl).origin).toBe(
        new URL(site.config.siteUrl).origin,
      );
    }
  };

  it('refuses a return path with a control character or an encoded slash: the home, never another site', async () => {
    await sendsBack([
      ['choix=refuser&retour=%2F%09%2Fevil.example', '/'],
      ['choix=refuser&retour=%2F%0A%2Fevil.example', '/'],
      ['choix=refuser&retour=%2F%0D%0ASet-Cookie%3A+x%3D1', '/'],
      ['choix=refuser&retour=%2F%5C%2Fevil.example', '/'],
      ['choix=refuser&retour=%2F%252F%252Fevil.example', '/'],
      ['choix=refuser&retour=/\t/evil.example', '/'],
    ]);
  });

  it('percent-encodes a return path outside Latin-1 instead of answering 500', async () => {
    await sendsBack([
      ['choix=refuser&retour=%2F%E3%80%82%2Fx', '/%E3%80%82/x'],
      ['choix=refuser&retour=%2Fachat%3Fq%3D%C3%A9p%C3%A9e', '/achat?q=%C3%A9p%C3%A9e'],
      ['choix=refuser&retour=/。/x', '/%E3%80%82/x'],
    ]);
  });

  it('refuses a choice posted by another site, and an unknown choice, without writing anything', async () => {
    const foreign: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://ailleurs.example' },
    ];
    for (const headers of foreign) {
      const reply = await post('retour=%2F&choix=accepter', headers);
      expect(reply.statusCode).toBe(403);
      expect(reply.headers['set-cookie']).toBeUndefined();
      expect(reply.body).toContain('ne vient pas de ce site');
    }
    for (const choix of ['tout', 'constructor', '__proto__', 'toString']) {
      const unknown = await post(`retour=%2F&choix=${choix}`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.headers['set-cookie']).toBeUndefined();
    }
  });
});
