import { DEFAULTS, PROCESSES, SETTINGS, readSettings, settingOf } from './index.mjs';

const quiet = { warn: () => {} };

describe('the list of settings', () => {
  it('has each name once, a known group and known readers, and a default for every path', () => {
    const names = SETTINGS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const setting of SETTINGS) {
      expect(setting.readBy.length).toBeGreaterThan(0);
      for (const id of setting.readBy) expect(Object.keys(PROCESSES)).toContain(id);
      if (setting.path) expect(typeof DEFAULTS[setting.name]).toBe('string');
      expect(setting.description.length).toBeGreaterThan(5);
    }
    for (const name of Object.keys(DEFAULTS)) expect(() => settingOf(name)).not.toThrow();
  });
});

describe('readSettings', () => {
  it('gives the value set, else the default, fixed or computed from the other settings', () => {
    const api = readSettings('api', {}, quiet);
    expect(api.int('SCRYPT_COST')).toBe(2 ** 17);
    expect(api.text('SITE_URL')).toBe('http://localhost:3000');
    expect(api.list('SITE_ORIGINS')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(api.text('API_PUBLIC_URL')).toBe('http://localhost:4000');
    expect(api.optional('DATABASE_URL')).toBeNull();
    const moved = readSettings(
      'api',
      { SITE_PORT: '3100', API_PORT: '4100', BRAND_NAME: 'Autre', NODE_ENV: 'production' },
      quiet,
    );
    expect(moved.text('SITE_URL')).toBe('http://localhost:3100');
    expect(moved.text('API_PUBLIC_URL')).toBe('http://localhost:4100');
    expect(moved.text('MAIL_FROM')).toBe('Autre <ne-pas-repondre@glinche-automobiles.fr>');
    expect(moved.int('SHUTDOWN_DRAIN_SECONDS')).toBe(5);
    expect(
      readSettings('site', { SITE_ORIGINS: 'https://www.exemple.fr,https://exemple.fr' }, quiet).text('SITE_URL'),
    ).toBe('https://www.exemple.fr');
    expect(readSettings('site', { API_PUBLIC_URL: 'https://api.exemple.fr' }, quiet).text('API_INTERNAL_URL')).toBe(
      'https://api.exemple.fr',
    );
  });

  it('treats an empty value as unset, and refuses a number that is not whole and not negative', () => {
    expect(readSettings('api', { RATE_LOGIN_PER_IP: '' }, quiet).int('RATE_LOGIN_PER_IP')).toBe(20);
    expect(() => readSettings('api', { RATE_LOGIN_PER_IP: '2.5' }, quiet).int('RATE_LOGIN_PER_IP')).toThrow(
      "Variable d'environnement RATE_LOGIN_PER_IP invalide : 2.5",
    );
    expect(() => readSettings('api', { SCRYPT_COST: '-1' }, quiet).int('SCRYPT_COST')).toThrow(/invalide/);
    expect(
      readSettings('api', { PHOTO_DECODE_TIMEOUT_SECONDS: '0.3' }, quiet).positive('PHOTO_DECODE_TIMEOUT_SECONDS'),
    ).toBe(0.3);
    expect(() =>
      readSettings('api', { PHOTO_DECODE_TIMEOUT_SECONDS: '0' }, quiet).positive('PHOTO_DECODE_TIMEOUT_SECONDS'),
    ).toThrow(/invalide/);
  });

  it('accepts an old name, for the processes that read it, with one warning', () => {
    const warnings = [];
    const api = readSettings(
      'api',
      { PUBLIC_API_URL: 'https://api.exemple.fr', PORT: '5000' },
      { warn: (m) => warnings.push(m) },
    );
    expect(api.text('API_PUBLIC_URL')).toBe('https://api.exemple.fr');
    expect(api.text('API_PUBLIC_URL')).toBe('https://api.exemple.fr');
    expect(api.int('API_PORT')).toBe(5000);
    expect(warnings.filter((w) => w.startsWith('PUBLIC_API_URL est l’ancien nom de API_PUBLIC_URL'))).toHaveLength(1);
    // The new name wins; the site server never reads PORT.
    expect(readSettings('api', { API_PORT: '4001', PORT: '5000' }, quiet).int('API_PORT')).toBe(4001);
    expect(readSettings('site', { PORT: '8080' }, quiet).int('SITE_PORT')).toBe(3000);
    expect(readSettings('site', { PORT: '8080' }, quiet).text('API_PUBLIC_URL')).toBe('http://localhost:4000');
  });

  it('refuses a setting its process is not listed as reading, and a name not in the list', () => {
    expect(() => readSettings('site', {}, quiet).int('RATE_LOGIN_PER_IP')).toThrow(/ne nomme pas parmi ses lecteurs/);
    expect(() => readSettings('api', {}, quiet).text('PAS_UN_REGLAGE')).toThrow(/pas dans la liste/);
    expect(() => readSettings('inconnu', {}, quiet)).toThrow(/Processus inconnu/);
  });

  it('gives a path set as it is, else its default under the root given', () => {
    expect(readSettings('api', {}, quiet).path('DATA_DIR', '/depot')).toBe('/depot/.data/pglite');
    expect(readSettings('api', { DATA_DIR: 'memory://' }, quiet).path('DATA_DIR', '/depot')).toBe('memory://');
  });

  it('reads switches as on unless off, false, no or 0', () => {
    expect(readSettings('api', {}, quiet).flag('JOBS')).toBe(true);
    for (const off of ['off', 'FALSE', 'no', '0'])
      expect(readSettings('api', { CANARY_DECIDER: off }, quiet).flag('CANARY_DECIDER')).toBe(false);
  });
});
