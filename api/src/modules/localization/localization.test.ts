import { LOCALITIES } from '../../../seeds/localities';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { foldName, foldSearch } from './normalize';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });
type Locality = { postal_code: string; city: string; insee_code: string; department_code: string; label: string };
const search = async (text: string): Promise<Locality[]> => {
  const res = await get(`/api/localization?search=${encodeURIComponent(text)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('the communes dataset', () => {
  it('holds every préfecture and well-formed codes', () => {
    expect(LOCALITIES.length).toBeGreaterThan(400);
    for (const [insee, postal, name] of LOCALITIES) {
      expect(insee).toMatch(/^(\d{5}|2[AB]\d{3})$/);
      expect(postal).toMatch(/^\d{5}$/);
      expect(name.trim()).toBe(name);
    }
    const names = new Set(LOCALITIES.map(([, , n]) => n));
    for (const prefecture of [
      'Bourg-en-Bresse',
      'Le Mans',
      'Ajaccio',
      'Bastia',
      'Basse-Terre',
      'Mamoudzou',
      'Cayenne',
      'Saint-Denis',
      'Laval',
      'Alençon',
    ]) {
      expect(names.has(prefecture)).toBe(true);
    }
  });
});

describe('folding', () => {
  it('ignores accents, case, hyphens and apostrophes; « st » reads « saint »', () => {
    expect(foldName('Saint-Jean-d’Angély')).toBe('saint jean d angely');
    expect(foldName("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(foldName('Œuilly')).toBe('oeuilly');
    expect(foldSearch('St Nazaire')).toBe('saint nazaire');
    expect(foldSearch('st')).toBe('st');
  });
});

describe('GET /api/localization?search=', () => {
  it('finds communes by postal code prefix', async () => {
    const data = await search('72220');
    expect(data).toContainEqual({
      postal_code: '72220',
      city: 'Écommoy',
      insee_code: '72124',
      department_code: '72',
      label: '72220 Écommoy',
    });
    const sarthe = await search('72');
    expect(sarthe.length).toBe(20);
    expect(sarthe.every((l) => l.postal_code.startsWith('72'))).toBe(true);
    expect(sarthe.map((l) => l.postal_code)).toEqual([...sarthe.map((l) => l.postal_code)].sort());
  });

  it('finds communes by name, accent- and case-insensitively', async () => {
    expect((await search('ecommoy')).map((l) => l.city)).toEqual(['Écommoy']);
    expect((await search('ÉCOMMOY')).map((l) => l.city)).toEqual(['Écommoy']);
    // Names starting with the text first (then « Sargé-lès-le-Mans »…).
    const mans = await search('le mans');
    expect(mans.slice(0, 2).map((l) => `${l.postal_code} ${l.city}`)).toEqual(['72000 Le Mans', '72100 Le Mans']);
    expect(mans.slice(2).every((l) => / le mans/.test(foldName(l.city)))).toBe(true);
    expect((await search('LE-MANS')).map((l) => l.label)).toEqual(mans.map((l) => l.label));
    // A word of the name: « mans » finds Le Mans.
    expect((await search('mans')).some((l) => l.city === 'Le Mans')).toBe(true);
    const saint = await search('st nazaire');
    expect(saint.map((l) => l.city)).toContain('Saint-Nazaire');
    const paris = await search('paris');
    expect(paris.length).toBe(20);
    expect(paris.every((l) => l.city === 'Paris' && l.department_code === '75')).toBe(true);
  });

  it('gives the département of Corsica and overseas communes', async () => {
    expect((await search('ajaccio'))[0]).toMatchObject({ department_code: '2A', insee_code: '2A004' });
    expect((await search('97600')).every((l) => l.department_code === '976')).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('zzzz')).toEqual([]);
  });

  it('answers 422 in French under 2 characters or without search', async () => {
    for (const url of [
      '/api/localization',
      '/api/localization?search=a',
      '/api/localization?search=%20%20',
      '/api/localization?search=-%27',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.search[0]).toMatch(/au moins 2 caractères/);
    }
    expect((await get(`/api/localization?search=${'a'.repeat(61)}`)).statusCode).toBe(422);
  });
});
