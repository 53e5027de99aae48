/**
 * The favourites' e-mail: off until the account asks for it; then at most once a day, to a confirmed
 * address, the favourites whose price dropped, that someone else booked or that were sold since the
 * last check (nothing sent when nothing changed); the e-mail's link turns it off without signing in,
 * a forged one is refused in French.
 */
import { sql } from 'kysely';
import { readOutbox } from '../mailer';
import { apiHeaders, createTestApp, json, registerUser, registerVerifiedUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
const run = async () =>
  json(await t.app.inject({ method: 'POST', url: '/ops/favourite-alerts/run' })).data.sent as number;
const mailsTo = async (email: string) =>
  (await readOutbox(t.config.outboxDir)).filter((m) => m.to === email && /favoris/.test(m.subject));

describe('the favourites’ e-mail', () => {
  it('is off by default; on, it says what changed on the favourites, once a day; the link turns it off', async () => {
    const u = await registerVerifiedUser(t);
    const other = await registerVerifiedUser(t);
    expect(json(await as(u.token, 'GET', '/api/user/favourite-alerts')).data).toEqual({
      enabled: false,
      email_verified: true,
    });
    const [dropped, booked, sold, quiet] = json(
      await t.app.inject({ url: '/api/vehicles?condition=used&per_page=4&sort=price_desc', headers: apiHeaders() }),
    ).data as { id: number; slug: string; price: number; title: string }[];
    for (const v of [dropped!, booked!, sold!, quiet!])
      await as(u.token, 'POST', '/api/user/bookmarks/store', { vehicle_id: v.id });

    const on = await as(u.token, 'PUT', '/api/user/favourite-alerts', { enabled: true });
    expect(on.json()).toEqual({
      message:
        'C’est noté : nous vous écrirons au plus une fois par jour si un de vos favoris baisse de prix, est réservé ou vendu.',
      data: { enabled: true, email_verified: true },
    });
    // Nothing changed yet: no e-mail.
    await run();
    expect(await mailsTo(u.email)).toHaveLength(0);

    // A price drop, a booking by someone else, a sale.
    const price = await t.app.inject({
      method: 'POST',
      url: `/ops/stock/${dropped!.id}/price`,
      payload: { price: dropped!.price - 700 },
    });
    expect(price.statusCode).toBe(200);
    expect((await as(other.token, 'POST', '/api/user/bookings/store', { vehicle_id: booked!.id })).statusCode).toBe(
      201,
    );
    await sql`update vehicles set sold_at = now(), is_published = false where id = ${sold!.id}`.execute(t.database.db);

    expect(await run()).toBe(1);
    const [mail] = await mailsTo(u.email);
    expect(mail!.subject).toBe('Un de vos favoris a baissé de prix – Glinche Automobiles');
    expect(mail!.text).toContain(`/achat/vehicule/${dropped!.slug}/${dropped!.id}`);
    expect(mail!.text).toContain('Un de vos favoris vient d’être réservé par un autre client');
    expect(mail!.text).toContain(`/achat/vehicule/${booked!.slug}/${booked!.id}`);
    expect(mail!.text).toContain('Un de vos favoris a été vendu');
    expect(mail!.text).toContain(sold!.title);
    expect(mail!.text).not.toContain(`${quiet!.slug}/${quiet!.id}`);
    expect(mail!.text).toContain(`Voir mes favoris : ${t.config.siteUrl}/mon-compte/mes-favoris`);

    // Again the same day, even with something new: no second e-mail.
    await t.app.inject({
      method: 'POST',
      url: `/ops/stock/${quiet!.id}/price`,
      payload: { price: quiet!.price - 300 },
    });
    await run();
    expect(await mailsTo(u.email)).toHaveLength(1);

    // The link, without signing in; a forged one is refused.
    const link = new URL(/Ne plus le recevoir : (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname).toBe('/mon-compte/favoris/desinscription');
    const forged = await as(undefined, 'POST', '/api/favourite-alerts/unsubscribe', {
      user: other.user.id,
      token: link.searchParams.get('jeton'),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toEqual([
      'Ce lien de désinscription n’est pas valide. Gérez vos e-mails depuis « Mes favoris ».',
    ]);
    const off = await as(undefined, 'POST', '/api/favourite-alerts/unsubscribe', {
      user: Number(link.searchParams.get('compte')),
      token: link.searchParams.get('jeton'),
    });
    expect(off.json()).toEqual({ message: 'Vous ne recevrez plus d’e-mail sur vos favoris.' });
    expect(json(await as(u.token, 'GET', '/api/user/favourite-alerts')).data.enabled).toBe(false);
  });

  it('goes to confirmed addresses only, and refuses a body that is not a yes or no', async () => {
    const u = await registerUser(t.app);
    const [v] = json(await t.app.inject({ url: '/api/vehicles?per_page=1&sort=price_asc', headers: apiHeaders() }))
      .data as { id: number; price: number }[];
    await as(u.token, 'POST', '/api/user/bookmarks/store', { vehicle_id: v!.id });
    expect(json(await as(u.token, 'PUT', '/api/user/favourite-alerts', { enabled: true })).data).toEqual({
      enabled: true,
      email_verified: false,
    });
    await t.app.inject({ method: 'POST', url: `/ops/stock/${v!.id}/price`, payload: { price: v!.price - 200 } });
    await run();
    expect(await mailsTo(u.email)).toHaveLength(0);
    const bad = await as(u.token, 'PUT', '/api/user/favourite-alerts', { enabled: 'oui' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.enabled).toEqual(['Indiquez si vous voulez recevoir ces e-mails.']);
    expect((await as(undefined, 'GET', '/api/user/favourite-alerts')).statusCode).toBe(401);
  });
});
