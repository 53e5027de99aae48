import {
  BOT_CHECK_MESSAGES,
  FIELD_MESSAGES,
  FORM_PAGE_MESSAGES,
  nextOpenDay,
  addIsoDays,
  parisNow,
} from '@ga/contracts';
import { solvedBotCheck } from '../../../test/bot-check';
import { apiHeaders, createTestApp, registerUser, type TestApp } from '../../../test/test-app';
import { contentDb } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (id: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/form-pages/${id}`, headers: apiHeaders() });
const reply = (payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/form-pages/reply', headers: apiHeaders(token), payload });
const replies = async () =>
  Number(
    (
      await contentDb(t.database.db)
        .selectFrom('form_replies')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const search = {
  nom: 'Camille Martin',
  email: 'camille@exemple.fr',
  telephone: '0612345678',
  code_postal: '72220',
  categorie: 'voiture',
  marque_modele: '',
  energie: 'hybride',
  budget: '25 000',
  delai: 'sous-3-mois',
  accord_contact: true,
};

describe('GET /api/form-pages/{id|slug}', () => {
  it('describes a form by slug or id; unknown → 404', async () => {
    const bySlug = await get('recherche-personnalisee');
    expect(bySlug.statusCode).toBe(200);
    const page = bySlug.json().data;
    expect(page).toMatchObject({
      slug: 'recherche-personnalisee',
      title: 'Recherche personnalisée de véhicule',
      submit_label: expect.any(String),
    });
    expect(page.fields.map((f: { name: string }) => f.name)).toEqual([
      'nom',
      'email',
      'telephone',
      'code_postal',
      'categorie',
      'marque_modele',
      'energie',
      'budget',
      'delai',
      'precisions',
      'accord_contact',
    ]);
    expect(page.fields.find((f: { name: string }) => f.name === 'energie')).toMatchObject({
      kind: 'select',
      required: true,
      options: expect.arrayContaining([{ value: 'electrique', label: 'Électrique' }]),
    });
    expect((await get(page.id)).json().data.slug).toBe('recherche-personnalisee');
    const unknown = await get('formulaire-inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/n’existe pas/);
  });
});

describe('POST /api/form-pages/reply', () => {
  it('stores a reply checked against the page’s fields (values normalised, unknown keys dropped)', async () => {
    const u = await registerUser(t.app);
    const res = await reply(
      {
        form_page_id: 'recherche-personnalisee',
        values: { ...search, intrus: 'x' },
        captcha_token: await solvedBotCheck(t.app),
      },
      u.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/^Merci/),
      data: { id: expect.any(Number), reference: expect.stringMatching(/^F-\d{4}-\d{6}$/) },
    });
    const row = await contentDb(t.database.db)
      .selectFrom('form_replies')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.values).toEqual({
      ...search,
      telephone: '06 12 34 56 78',
      budget: 25000,
      marque_modele: null,
      precisions: null,
    });
    expect(row).toMatchObject({ email: 'camille@exemple.fr', user_id: u.user.id });
  });

  it('answers 422 per field name, every error at once, in French; nothing stored, the bot check kept', async () => {
    const before = await replies();
    const captcha_token = await solvedBotCheck(t.app);
    const res = await reply({
      form_page_id: 'recherche-personnalisee',
      values: {
        ...search,
        nom: '',
        email: 'non',
        telephone: '12',
        code_postal: '7222',
        categorie: 'bateau',
        budget: '999',
        accord_contact: false,
        delai: undefined,
      },
      captcha_token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nom: [FIELD_MESSAGES.required],
      email: [FIELD_MESSAGES.email],
      telephone: [FIELD_MESSAGES.phone],
      code_postal: [FIELD_MESSAGES.postalCode],
      categorie: [FORM_PAGE_MESSAGES.choice],
      budget: [expect.stringMatching(/^Veuillez saisir un nombre entier entre 3\s000 et 200\s000\.$/)],
      delai: [FORM_PAGE_MESSAGES.choice],
      accord_contact: [FORM_PAGE_MESSAGES.checkbox],
    });
    expect(await replies()).toBe(before);
    expect((await reply({ form_page_id: 'recherche-personnalisee', values: search, captcha_token })).statusCode).toBe(
      201,
    );
  });

  it('knows what only the server can: a well-formed postal code of no commune', async () => {
    const res = await reply({
      form_page_id: 'recherche-personnalisee',
      values: { ...search, code_postal: '72999' },
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code_postal: [FORM_PAGE_MESSAGES.unknownPostalCode] });
  });

  it('checks dates: range in days from today, closed days refused', async () => {
    const today = parisNow().date;
    const base = {
      nom: 'Atelier Dupont',
      email: 'pro@exemple.fr',
      telephone: '0243000001',
      code_postal: '72000',
      vehicule: 'fourgon-moyen',
      metier: 'batiment',
      besoin: 'Rayonnages et habillage bois.',
      accord_contact: true,
    };
    const send = async (date_souhaitee: string) =>
      reply({
        form_page_id: 'devis-amenagement-utilitaire',
        values: { ...base, date_souhaitee },
        captcha_token: await solvedBotCheck(t.app),
      });
    expect((await send(addIsoDays(today, 2))).json().errors.date_souhaitee[0]).toMatch(
      /^Veuillez choisir une date entre le/,
    );
    expect((await send('2026-02-30')).json().errors).toEqual({ date_souhaitee: [FORM_PAGE_MESSAGES.date] });
    let sunday = addIsoDays(today, 20);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addIsoDays(sunday, 1);
    expect((await send(sunday)).json().errors).toEqual({ date_souhaitee: [FORM_PAGE_MESSAGES.closedDay] });
    expect((await send(nextOpenDay(addIsoDays(today, 30)))).statusCode).toBe(201);
  });

  it('refuses an unknown form, a missing or forged bot check', async () => {
    expect((await reply({ form_page_id: 'inconnu', values: search, captcha_token: 'x' })).json().errors).toEqual({
      form_page_id: [FORM_PAGE_MESSAGES.page],
    });
    expect((await reply({ form_page_id: 'recherche-personnalisee', values: search })).json().errors).toEqual({
      captcha_token: [BOT_CHECK_MESSAGES.required],
    });
    expect(
      (await reply({ form_page_id: 'recherche-personnalisee', values: search, captcha_token: 'eyJ9' })).json().errors,
    ).toEqual({ captcha_token: [BOT_CHECK_MESSAGES.failed] });
    expect(
      (await reply({ form_page_id: 'recherche-personnalisee', values: 'texte', captcha_token: 'x' })).statusCode,
    ).toBe(422);
  });
});
