/**
 * Saved searches and alerts: « Mes alertes » (create, rename, pause, delete, own only, bad input in
 * French), the digest (new matches and price drops of the search, the favourites that dropped, at
 * most one e-mail a day, nothing when nothing changed) and the one-click unsubscribe link.
 */
import { sql } from 'kysely';
import { readOutbox } from '../mailer';
import { apiHeaders, createTestApp, json, registerVerifiedUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
/** What the hourly job runs, through the ops endpoint (loopback). */
const digest = async () => json(await t.app.inject({ method: 'POST', url: '/ops/alerts/run' })).data.sent as number;

describe('/api/user/alerts', () => {
  it('creates, lists, renames, pauses and deletes the visitor’s own alerts', async () => {
    const { token } = await registerVerifiedUser(t);
    const created = await as(token, 'POST', '/api/user/alerts', {
      name: 'SUV électriques',
      path: '/achat?energies=electrique',
      query: { energies: ['electrique'], price_max: '40000' },
    });
    expect(created.statusCode).toBe(201);
    const alert = json(created).data;
    expect(alert).toMatchObject({
      name: 'SUV électriques',
      path: '/achat?energies=electrique',
      paused: false,
      last_sent_at: null,
      query: { energies: ['electrique'], price_max: 40000 },
    });
    expect(json(await as(token, 'GET', '/api/user/alerts')).data).toHaveLength(1);

    const renamed = await as(token, 'PUT', `/api/user/alerts/${alert.id}`, {
      name: '  Électriques à moins de 40 000 €  ',
    });
    expect(json(renamed).data.name).toBe('Électriques à moins de 40 000 €');
    expect(json(await as(token, 'PUT', `/api/user/alerts/${alert.id}`, { paused: true })).data.paused).toBe(true);

    const other = await registerVerifiedUser(t);
    expect((await as(other.token, 'PUT', `/api/user/alerts/${alert.id}`, { paused: false })).statusCode).toBe(404);
    expect((await as(other.token, 'DELETE', `/api/user/alerts/${alert.id}`)).statusCode).toBe(404);
    expect(json(await as(other.token, 'GET', '/api/user/alerts')).data).toEqual([]);

    expect((await as(token, 'DELETE', `/api/user/alerts/${alert.id}`)).statusCode).toBe(204);
    expect(json(await as(token, 'GET', '/api/user/alerts')).data).toEqual([]);
  });

  it('refuses bad input in French: no name, a long one, a path of another site, filters GET /api/vehicles would refuse', async () => {
    const { token } = await registerVerifiedUser(t);
    const cases: [object, string][] = [
      [{ name: ' ', path: '/achat', query: {} }, 'Donnez un nom à votre alerte.'],
      [{ name: 'x'.repeat(81), path: '/achat', query: {} }, 'Le nom d’une alerte tient en 80 caractères.'],
      [
        { name: 'Piège', path: 'https://exemple.com/achat', query: {} },
        'Cette recherche ne peut pas être enregistrée.',
      ],
      [{ name: 'Piège', path: '//exemple.com/achat', query: {} }, 'Cette recherche ne peut pas être enregistrée.'],
      [
        { name: 'Prix', path: '/achat', query: { price_min: '30000', price_max: '10000' } },
        'Cette recherche ne peut pas être enregistrée.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(token, 'POST', '/api/user/alerts', body);
      expect([res.statusCode, Object.values(res.json().errors ?? {}).flat()]).toEqual([422, [message]]);
    }
    expect(json(await as(token, 'GET', '/api/user/alerts')).data).toEqual([]);
  });

  it('stops at 20 alerts per account with a French 409', async () => {
    const { token } = await registerVerifiedUser(t);
    for (let i = 0; i < 20; i++)
      expect(
        (await as(token, 'POST', '/api/user/alerts', { name: `Alerte ${i}`, path: '/achat', query: {} })).statusCode,
      ).toBe(201);
    const refused = await as(token, 'POST', '/api/user/alerts', { name: 'De trop', path: '/achat', query: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Vous avez déjà 20 alertes : supprimez-en une pour en créer une autre.');
  });
});

describe('the digest', () => {
  it('mails new matches and price drops of the search and the favourites that dropped, once a day at most; the link stops it without signing in', async () => {
    const { token, email } = await registerVerifiedUser(t);
    // A rare search: a brand and an energy, so the test controls what is « new ».
    const [v] = json(
      await t.app.inject({ url: '/api/vehicles?energies[]=diesel&per_page=3&sort=price_desc', headers: apiHeaders() }),
    ).data;
    const brand = v.brand.slug as string;
    const created = json(
      await as(token, 'POST', '/api/user/alerts', {
        name: `${v.brand.name} diesel`,
        path: `/achat-par-marque/${brand}?energies=diesel`,
        query: { brands: [brand], energies: ['diesel'] },
      }),
    ).data;
    await sql`update search_alerts set last_checked_at = now() - interval '1 hour' where id = ${created.id}`.execute(
      t.database.db,
    );
    // Nothing of this search arrived in the last hour: no e-mail.
    await sql`update vehicles set arrived_at = arrived_at - interval '2 hours' where arrived_at > now() - interval '2 hours'`.execute(
      t.database.db,
    );
    const mails = async () =>
      (await readOutbox(t.config.outboxDir)).filter((m) => m.to === email && /alerte/.test(m.subject));
    await digest();
    expect(await mails()).toHaveLength(0);

    // A vehicle of the search arrives, another one's price drops; a favourite elsewhere drops too.
    await sql`update vehicles set arrived_at = now() where id = ${v.id}`.execute(t.database.db);
    const [, w] = json(
      await t.app.inject({
        url: `/api/vehicles?brands[]=${brand}&energies[]=diesel&per_page=3&sort=price_asc`,
        headers: apiHeaders(),
      }),
    ).data;
    expect(
      (await t.app.inject({ method: 'POST', url: `/ops/stock/${w.id}/price`, payload: { price: w.price - 400 } }))
        .statusCode,
    ).toBe(200);
    const [fav] = json(
      await t.app.inject({ url: '/api/vehicles?energies[]=electrique&per_page=1', headers: apiHeaders() }),
    ).data;
    await as(token, 'POST', '/api/user/bookmarks/store', { vehicle_id: fav.id });
    await t.app.inject({ method: 'POST', url: `/ops/stock/${fav.id}/price`, payload: { price: fav.price - 500 } });

    expect(await digest()).toBeGreaterThanOrEqual(1);
    const mail = (await mails()).at(-1)!;
    expect(await mails()).toHaveLength(1);
    expect(mail.subject).toMatch(/^Un nouveau véhicule pour votre alerte « .+ diesel »/);
    expect(mail.text).toContain(`/achat/vehicule/${v.slug}/${v.id}`);
    expect(mail.text).toContain('Baisse de prix dans votre recherche');
    expect(mail.text).toContain(`${w.slug}/${w.id}`);
    expect(mail.text).toContain('Vos favoris dont le prix a baissé');
    expect(mail.text).toContain(`${fav.slug}/${fav.id}`);
    expect(mail.text).toContain(`Voir les résultats : ${t.config.siteUrl}/achat-par-marque/${brand}?energies=diesel`);

    // Again the same day: no second e-mail, even with something new.
    await sql`update vehicles set arrived_at = now() where id = ${w.id}`.execute(t.database.db);
    await digest();
    expect(await mails()).toHaveLength(1);

    // The one-click link, without signing in: the alert is paused; a forged link is refused.
    const link = new URL(/Ne plus la recevoir : (\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/mon-compte/alertes/desinscription');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      headers: apiHeaders(),
      payload: { alert: created.id + 1, token: link.searchParams.get('jeton') },
    });
    expect(forged.statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      headers: apiHeaders(),
      payload: { alert: Number(link.searchParams.get('alerte')), token: link.searchParams.get('jeton') },
    });
    expect(res.json()).toEqual({
      message:
        'C’est noté : vous ne recevrez plus d’e-mails pour cette alerte. Vous pouvez la réactiver depuis « Mes alertes ».',
    });
    expect(json(await as(token, 'GET', '/api/user/alerts')).data[0].paused).toBe(true);
  });
});

it('the demo account has an alert whose filters GET /api/vehicles takes as they are', async () => {
  const row = (
    await sql<{
      query: Record<string, unknown>;
      path: string;
    }>`select a.query, a.path from search_alerts a join users u on u.id = a.user_id where u.email = 'demo@glinche-automobiles.fr'`.execute(
      t.database.db,
    )
  ).rows[0]!;
  expect(row.path).toMatch(/^\/achat\//);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(row.query)) {
    for (const v of Array.isArray(value) ? value : [value])
      params.append(Array.isArray(value) ? `${key}[]` : key, String(v));
  }
  const res = await t.app.inject({ url: `/api/vehicles?${params}`, headers: apiHeaders() });
  expect(res.statusCode).toBe(200);
  expect(res.json().meta.total).toBeGreaterThan(0);
});
