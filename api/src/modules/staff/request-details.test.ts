/**
 * The staff request page's details: for each kind of request, made through the public API as a
 * visitor makes it, the detail reply carries every field the visitor gave, in French, and the
 * vehicle it is about with its price at the time of the request. A trade-in has no groups: its own
 * section (mf-staff trade-in/tradein-section.test.tsx) shows the car, the photos and the offers.
 */
import {
  addIsoDays,
  APPOINTMENT_KIND_LABELS,
  CONTACT_SUBJECT_LABELS,
  isClosedDay,
  nextOpenDay,
  parisToday,
  type RequestDetails,
} from '@ga/contracts';
import { solvedBotCheck } from '../../test/bot-check';
import {
  apiHeaders,
  createTestApp,
  json,
  registerUser,
  registerVerifiedUser,
  VALID_SIRET,
  type TestApp,
} from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../test/staff';

let t: TestApp;
let responsable: TestStaffSession;
let free: { id: number; price: number; slug: string }[];

beforeAll(async () => {
  t = await createTestApp();
  responsable = await createStaff(t, 'responsable').then((s) => signInStaff(t, s));
  // Vehicles on sale, by the API: each test takes its own.
  free = json(await t.app.inject({ url: '/api/vehicles?condition=used&per_page=24', headers: apiHeaders() })).data;
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });
let nextVehicle = 0;
const aVehicle = () => free[nextVehicle++]!;

/** The details of the newest inbox request of `kind`, as the staff page reads them. */
async function detailsOf(kind: string): Promise<RequestDetails & { item: { fullname: string | null } }> {
  const list = json(
    await t.app.inject({ url: `/api/staff/inbox?kind=${kind}&limit=1`, headers: staffHeaders(responsable) }),
  );
  const res = await t.app.inject({ url: `/api/staff/inbox/${list.data[0].id}`, headers: staffHeaders(responsable) });
  expect(res.statusCode).toBe(200);
  const { details, ...item } = res.json().data;
  return { ...details, item };
}
const departmentOf = async (code: string) =>
  json(await t.app.inject({ url: '/api/departments', headers: apiHeaders() })).data.find(
    (d: { code: string }) => d.code === code,
  );
const deliveryTypesTo = async (departmentId: number) =>
  json(await t.app.inject({ url: `/api/delivery-types/departments/${departmentId}`, headers: apiHeaders() })).data;
/** Label → value of every fact, all groups together. */
const factsOf = (d: RequestDetails) =>
  Object.fromEntries(d.groups.flatMap((g) => g.facts.map((f) => [f.label, f.value])));
/** French numbers are grouped by a narrow no-break space and held to their unit by a no-break space. */
const plain = (s: string | undefined) => s?.replace(/[\u202F\u00A0]/g, ' ');

describe('a booking', () => {
  it('shows the handover date, slot, delivery, message, and the price when booked with a link to the vehicle', async () => {
    const u = await registerVerifiedUser(t);
    const v = aVehicle();
    const department = await departmentOf('13');
    const home = (await deliveryTypesTo(department.id)).find((d: { at_home: boolean }) => d.at_home);
    const date = nextOpenDay(addIsoDays(parisToday(), 12));
    const res = await post('/api/user/bookings/store', u.token, {
      vehicle_id: v.id,
      delivery_type_id: home.id,
      department_id: department.id,
      preferred_date: date,
      preferred_slot: 'apres-midi',
      message: 'Livraison à Marseille si possible',
    });
    expect(res.statusCode).toBe(201);
    const d = await detailsOf('reservation');
    const facts = factsOf(d);
    expect(facts).toMatchObject({
      Créneau: 'Après-midi (14 h – 18 h)',
      Livraison: home.name,
      Département: '13 Bouches-du-Rhône',
      Message: 'Livraison à Marseille si possible',
    });
    expect(facts['Remise en main souhaitée le']).toMatch(
      new RegExp(`${Number(date.slice(8))} \\S+ ${date.slice(0, 4)}$`),
    );
    expect(plain(facts['Frais de livraison'])).toMatch(/^(\d[\d ]* €|Sur devis)$/);
    expect(plain(facts['Prix HT'])).toMatch(/^\d[\d ]* €$/);
    expect(d.vehicle).toMatchObject({
      id: v.id,
      url: `/achat/vehicule/${v.slug}/${v.id}`,
      price_now: v.price,
      price_at_request: v.price,
      availability: 'reserve',
    });
  });
});

describe('a call-back', () => {
  it('shows the day, the slot and the message', async () => {
    const u = await registerUser(t.app);
    const date = nextOpenDay(addIsoDays(parisToday(), 3));
    const v = aVehicle();
    const res = await post('/api/user/calls/store', u.token, {
      phone: '02 43 11 22 33',
      preferred_date: date,
      slot: 'soir',
      vehicle_id: v.id,
      message: 'Plutôt après 18 h',
    });
    expect(res.statusCode).toBe(201);
    const d = await detailsOf('rappel');
    expect(factsOf(d)).toMatchObject({ Créneau: '17 h – 19 h', Message: 'Plutôt après 18 h' });
    expect(factsOf(d)['Jour souhaité']).toContain(date.slice(0, 4));
    expect(d.vehicle).toMatchObject({ id: v.id, price_at_request: null, availability: 'disponible' });
  });
});

describe('a contact message', () => {
  it('shows the subject and the whole message, not the inbox’s first 120 characters', async () => {
    const message = `Bonjour, ${'je voudrais connaître les délais de livraison vers la Bretagne. '.repeat(3)}Merci.`;
    const res = await post('/api/contact-requests', undefined, {
      fullname: 'Camille Martin',
      email: 'camille.contact@exemple.fr',
      phone: '06 12 34 56 78',
      subject: 'livraison',
      message,
      vehicle_id: null,
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(res.statusCode).toBe(201);
    const facts = factsOf(await detailsOf('contact'));
    expect(facts).toMatchObject({
      Sujet: CONTACT_SUBJECT_LABELS.livraison,
      Message: message,
      'Compte client': 'Non (visiteur sans compte)',
    });
    expect(message.length).toBeGreaterThan(120);
  });
});

describe('a form reply', () => {
  it('shows each field under its own label, options by their names', async () => {
    const page = json(
      await t.app.inject({ url: '/api/form-pages/recherche-personnalisee', headers: apiHeaders() }),
    ).data;
    const res = await post('/api/form-pages/reply', undefined, {
      form_page_id: page.id,
      values: {
        nom: 'Camille Martin',
        email: 'camille.forme@exemple.fr',
        telephone: '0612345678',
        code_postal: '72220',
        categorie: 'voiture',
        marque_modele: 'Peugeot 3008',
        energie: 'hybride',
        budget: '25 000',
        delai: 'sous-3-mois',
        accord_contact: true,
      },
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(res.statusCode).toBe(201);
    const d = await detailsOf('formulaire');
    expect(d.groups[0]!.title).toBe(page.title);
    const label = (name: string) => page.fields.find((f: { name: string }) => f.name === name).label as string;
    const option = (name: string, value: string) =>
      page.fields
        .find((f: { name: string }) => f.name === name)
        .options.find((o: { value: string }) => o.value === value).label as string;
    expect(factsOf(d)).toMatchObject({
      [label('marque_modele')]: 'Peugeot 3008',
      [label('energie')]: option('energie', 'hybride'),
      [label('delai')]: option('delai', 'sous-3-mois'),
      [label('accord_contact')]: 'Oui',
    });
  });
});

describe('a partnership or fleet request', () => {
  it('shows the company, the fleet size and the message', async () => {
    const u = await registerUser(t.app);
    const res = await post('/api/user/partner-requests', u.token, {
      kind: 'flotte',
      company_name: 'Transports Martin',
      phone: '02 43 12 34 56',
      fleet_size: 12,
      message: 'Nous cherchons dix utilitaires pour nos équipes.',
    });
    expect(res.statusCode).toBe(201);
    expect(factsOf(await detailsOf('partenaire'))).toMatchObject({
      Entreprise: 'Transports Martin',
      'Taille de la flotte': '12 véhicules',
      Message: 'Nous cherchons dix utilitaires pour nos équipes.',
    });
  });
});

describe('a company check', () => {
  it('shows the company name, SIRET with a link to the public register, sector and address', async () => {
    const sector = json(await t.app.inject({ url: '/api/business-sectors', headers: apiHeaders() })).data[0];
    await registerUser(t.app, {
      is_comp: true,
      company_name: 'Garage Lefèvre',
      company_siret: VALID_SIRET,
      business_sector_id: sector.id,
    });
    const d = await detailsOf('entreprise');
    expect(factsOf(d)).toMatchObject({
      'Raison sociale': 'Garage Lefèvre',
      SIRET: VALID_SIRET,
      'Secteur d’activité': sector.name,
      Adresse: '12 rue de la Gare, 72220 Écommoy',
    });
    expect(d.groups[0]!.facts.find((f) => f.label === 'SIRET')!.href).toContain(VALID_SIRET);
  });
});

describe('an estimate', () => {
  it('shows the delivery, the lines and the totals', async () => {
    const u = await registerUser(t.app);
    const v = aVehicle();
    const department = await departmentOf('72');
    const delivery = (await deliveryTypesTo(department.id))[0];
    const res = await post('/api/user/estimates/store', u.token, {
      vehicle_id: v.id,
      delivery_type_id: delivery.id,
      department_id: department.id,
      message: 'Reprise possible de ma Clio',
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json().data;
    const d = await detailsOf('devis');
    const facts = factsOf(d);
    expect(facts).toMatchObject({
      Livraison: delivery.name,
      Département: '72 Sarthe',
      Message: 'Reprise possible de ma Clio',
    });
    expect(d.groups.map((g) => g.title)).toContain('Lignes du devis (TTC)');
    for (const line of quote.lines as { label: string }[])
      expect(Object.keys(facts).some((k) => k.startsWith(line.label))).toBe(true);
    expect(plain(facts['Total TTC'])).toBe(
      `${(quote.total_ttc_cents / 100).toLocaleString('fr-FR').replace(/\s/g, ' ')} €`,
    );
    expect(d.vehicle).toMatchObject({ id: v.id, price_at_request: quote.price });
  });
});

describe('a financing request', () => {
  it('shows the formula, the amounts, the term and the monthly payment', async () => {
    const u = await registerUser(t.app);
    const v = aVehicle();
    const offer = json(
      await t.app.inject({ url: `/api/vehicles/${v.id}/fundings/legal-mentions`, headers: apiHeaders() }),
    ).data;
    const res = await post('/api/user/fundings/store', u.token, {
      vehicle_id: v.id,
      rent_id: offer.rent_id,
      options: {},
      phone: '06 12 34 56 78',
      message: 'Je préfère un apport faible',
    });
    expect(res.statusCode).toBe(201);
    const f = res.json().data;
    const facts = factsOf(await detailsOf('financement'));
    expect(facts).toMatchObject({
      Formule: f.funding_type.name,
      Durée: `${f.duration_months} mois`,
      Message: 'Je préfère un apport faible',
    });
    expect(plain(facts['Montant'])).toBe(`${f.amount.toLocaleString('fr-FR').replace(/\s/g, ' ')} €`);
    expect(plain(facts['Mensualité'])).toMatch(/^\d[\d ]*(,\d\d)? €$/);
  });
});

describe('an appointment', () => {
  it('shows the kind, the time, the place and the message', async () => {
    let date = addIsoDays(parisToday(), 9);
    while (isClosedDay(date)) date = addIsoDays(date, 1);
    const slots = json(
      await t.app.inject({
        url: `/api/appointments/slots?kind=atelier&from=${date}&to=${date}`,
        headers: apiHeaders(),
      }),
    ).data[0].slots;
    const res = await post('/api/appointments', undefined, {
      kind: 'atelier',
      starts_at: slots[0].starts_at,
      fullname: 'Camille Martin',
      email: 'camille.atelier@exemple.fr',
      phone: '06 12 34 56 78',
      message: 'Bruit au freinage',
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(res.statusCode).toBe(201);
    const facts = factsOf(await detailsOf('rendez_vous'));
    expect(facts).toMatchObject({ 'Rendez-vous': APPOINTMENT_KIND_LABELS.atelier, Message: 'Bruit au freinage' });
    expect(facts['Début']).toContain(date.slice(0, 4));
    expect(facts['Lieu']).toBeTruthy();
  });
});
