import { apiHeaders, createTestApp, personalAccount, VALID_SIRET, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register', headers: apiHeaders(), payload: payload as object });

async function sectorId(name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('business_sectors')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/register', () => {
  it('creates a personal account, signs it in and normalises the fields', async () => {
    const body = personalAccount({ email: '  Camille.Perso@Exemple.FR ', phone: '+33612345678' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply).toMatchObject({ token_type: 'Bearer', expires_in: 30 * 24 * 3600 });
    expect(reply.access_token).toEqual(expect.any(String));
    expect(reply.data).toMatchObject({
      fullname: 'Camille Martin',
      email: 'camille.perso@exemple.fr',
      phone: '06 12 34 56 78',
      postal_code: '72220',
      city: 'Écommoy',
      is_comp: false,
      company_name: null,
      company_siret: null,
      business_sector: null,
      subscribe_newsletter: true,
      bookmarks: [],
    });
    const me = await t.app.inject({ url: '/api/user', headers: apiHeaders(reply.access_token) });
    expect(me.json().data.id).toBe(reply.data.id);
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', reply.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(body.password);
  });

  it('creates a company account with a valid SIRET and business sector', async () => {
    const id = await sectorId('Construction');
    const res = await register(
      personalAccount({
        is_comp: true,
        company_name: 'Menuiserie Martin',
        company_siret: '732 829 320 00074',
        business_sector_id: id,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      is_comp: true,
      company_name: 'Menuiserie Martin',
      company_siret: VALID_SIRET,
      business_sector: { id, name: 'Construction' },
    });
  });

  it('accepts a La Poste SIRET (sum of digits divisible by 5)', async () => {
    const id = await sectorId('Transports et entreposage');
    const res = await register(
      personalAccount({
        is_comp: true,
        company_name: 'La Poste',
        company_siret: '35600000049837',
        business_sector_id: String(id),
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses an invalid SIRET and missing company fields with errors per field', async () => {
    const res = await register(personalAccount({ is_comp: true, company_name: '', company_siret: '73282932000075' }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Les données envoyées ne sont pas valides.');
    expect(body.errors).toEqual({
      company_name: ['Veuillez indiquer la raison sociale de la société.'],
      company_siret: ['Le numéro SIRET doit comporter 14 chiffres et être valide.'],
      business_sector_id: ["Veuillez choisir un secteur d'activité."],
    });
  });

  it('refuses an unknown business sector', async () => {
    const res = await register(
      personalAccount({
        is_comp: true,
        company_name: 'SARL Test',
        company_siret: VALID_SIRET,
        business_sector_id: 9999,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ business_sector_id: ["Ce secteur d'activité n'existe pas."] });
  });

  it('ignores company fields for a personal account', async () => {
    const res = await register(
      personalAccount({ is_comp: false, company_name: 'Ignorée', company_siret: 'n’importe quoi' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ company_name: null, company_siret: null });
  });

  it('refuses a short password', async () => {
    const res = await register(personalAccount({ password: 'court123' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['Le mot de passe doit contenir au moins 12 caractères.'] });
  });

  it.each(['password1234', 'QWERTYUIOP123', 'motdepasse123', 'azertyuiop123'])(
    'refuses the breached password %s (case-insensitive)',
    async (password) => {
      const res = await register(personalAccount({ password }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password[0]).toMatch(/mots de passe les plus courants/);
    },
  );

  it('refuses an e-mail already used (case-insensitive)', async () => {
    const first = personalAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(personalAccount({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée.'] });
  });

  it('reports every invalid field at once, in French', async () => {
    const res = await register({
      fullname: 'A',
      email: 'pas-une-adresse',
      password: 'x',
      phone: '12345',
      address: 'ici',
      postal_code: '00123',
      city: '',
      subscribe_newsletter: 'oui',
      is_comp: false,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'address',
      'city',
      'email',
      'fullname',
      'password',
      'phone',
      'postal_code',
      'subscribe_newsletter',
    ]);
    expect(errors.email).toEqual(['Veuillez saisir une adresse e-mail valide.']);
    expect(errors.phone[0]).toMatch(/numéro de téléphone français/);
    expect(errors.postal_code).toEqual(['Veuillez saisir un code postal français valide (5 chiffres).']);
  });

  it('reports missing fields as required', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fullname).toEqual(['Ce champ est obligatoire.']);
    expect(res.json().errors.email).toEqual(['Ce champ est obligatoire.']);
  });

  it('accepts Corsican and overseas postal codes', async () => {
    expect((await register(personalAccount({ postal_code: '20090', city: 'Ajaccio' }))).statusCode).toBe(201);
    expect((await register(personalAccount({ postal_code: '97400', city: 'Saint-Denis' }))).statusCode).toBe(201);
  });

  it('rate limits registrations per IP', async () => {
    const limited = await createTestApp({ rateLimits: { registerPerIp: 1 } as never });
    try {
      const ok = await limited.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: apiHeaders(),
        payload: personalAccount(),
      });
      expect(ok.statusCode).toBe(201);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: apiHeaders(),
        payload: personalAccount(),
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
