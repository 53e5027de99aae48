/**
 * Firm trade-in offers: a conseiller sees the trade-in (answers, valuation, expertises; the opening
 * audited), sends an offer (adjustments with reasons; tied to a completed expertise or « sous réserve
 * de conformité »); the visitor gets the e-mail, sees the offer and accepts or declines it once; the
 * inbox shows the offer's state and its history every step; a conseiller cannot offer on another's
 * trade-in; a new offer replaces the waiting one.
 */
import { addIsoDays, parisToday, TRADEIN_OFFER_MESSAGES, SUBJECT_TO_INSPECTION } from '@ga/contracts';
import { sql } from 'kysely';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../../test/staff';
import { apiHeaders, createTestApp, personalAccount, registerVerifiedUser, type TestApp } from '../../../test/test-app';
import { waitForMail } from '../../../test/outbox-wait';
import { PSEUDONYMISED_TEXT } from '../../staff/audit-queries';
import { decideOffer } from './queries';

let t: TestApp;
let conseiller: TestStaffSession;
let other: TestStaffSession;
beforeAll(async () => {
  t = await createTestApp();
  conseiller = await signInStaff(t, await createStaff(t, 'conseiller'));
  other = await signInStaff(t, await createStaff(t, 'conseiller'), '10.77.0.5');
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });
const staffPost = (s: TestStaffSession, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: staffHeaders(s), payload });

async function newTradein() {
  const u = await registerVerifiedUser(t, { fullname: 'Hélène Offre' });
  const finishes = (await post('/api/reprise/finishes', { brand: 'renault', carmodel: 'clio' })).json().data as {
    value: number;
  }[];
  const id = finishes[0]!.value;
  const { rows } = await sql<{
    year_from: number;
    year_to: number | null;
  }>`select year_from, year_to from tradein_versions where id = ${id}`.execute(t.database.db);
  const year = Math.min(rows[0]!.year_to ?? 2025, Math.max(rows[0]!.year_from, 2020));
  const res = await post(
    '/api/user/reprises/store',
    {
      version_id: id,
      year,
      month: 3,
      plate: 'gh-482-tk',
      mileage: 48_000,
      colour: 'Gris foncé',
      equipments: [],
      damages: [],
      first_hand: true,
      service_history: true,
      comment: null,
    },
    u.token,
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  return { user: u, tradein: res.json().data as { id: number; estimate_value: number } };
}

const offer = (extra: object = {}) => ({
  adjustments: [{ label: 'Pneus avant à changer', amount: -300, reason: 'Usure à 2 mm constatée sur les photos' }],
  valid_until: addIsoDays(parisToday(), 7),
  conditions: 'Reprise payée par virement à la remise du véhicule.',
  expertise_appointment_id: null,
  ...extra,
});

describe('the answer told by e-mail', () => {
  it('the visitor gets their answer acknowledged, and the conseiller following the request is told, without the reason typed', async () => {
    const { user, tradein } = await newTradein();
    const inbox = (await t.app.inject({ url: `/api/staff/inbox?kind=reprise`, headers: staffHeaders(conseiller) }))
      .json()
      .data.find((i: { source_id: number }) => i.source_id === tradein.id);
    const take = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/inbox/${inbox.id}/assignment`,
      headers: staffHeaders(conseiller),
      payload: { staff_id: conseiller.staff.id },
    });
    expect(take.statusCode).toBe(200);
    const sent = await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer());
    expect(sent.statusCode).toBe(201);
    const declined = await post(
      `/api/user/reprises/${tradein.id}/offer/decline`,
      { offer_id: sent.json().data.id, reason: 'Une offre concurrente à 12 000 €' },
      user.token,
    );
    expect(declined.statusCode).toBe(200);
    const visitorMail = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === user.email && m.subject.startsWith('Vous avez refusé notre offre de reprise'),
    );
    expect(visitorMail.text).toContain(`demande n° ${tradein.id}`);
    const staffMail = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === conseiller.staff.email && m.subject === `Offre de reprise refusée – reprise n° ${tradein.id}`,
    );
    expect(staffMail.text).toContain(`/espace-conseiller/demandes/${inbox.id}`);
    expect(staffMail.text).not.toContain('12 000');
  });
});

describe('firm trade-in offers', () => {
  it('the whole way: staff view, offer with reasons, e-mail, the visitor accepts, inbox and history follow', async () => {
    const { user, tradein } = await newTradein();
    const view = await t.app.inject({ url: `/api/staff/reprises/${tradein.id}`, headers: staffHeaders(conseiller) });
    expect(view.statusCode).toBe(200);
    const data = view.json().data;
    expect(data.owner).toMatchObject({ fullname: 'Hélène Offre', email: user.email });
    expect(data.reprise.valuation.length).toBeGreaterThan(0);
    expect(data.offers).toEqual([]);

    const sent = await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer());
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      amount: tradein.estimate_value - 300,
      status: 'envoyee',
      subject_to_inspection: true,
      expired: false,
      lines: [
        { kind: 'estimate', label: 'Estimation immédiate', amount: tradein.estimate_value, reason: null },
        {
          kind: 'adjustment',
          label: 'Pneus avant à changer',
          amount: -300,
          reason: 'Usure à 2 mm constatée sur les photos',
        },
      ],
    });
    const mail = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === user.email && m.subject.startsWith('Votre offre de reprise ferme'),
    );
    expect(mail?.text).toContain(SUBJECT_TO_INSPECTION);
    expect(mail?.text).toContain(`/devis-reprise/${tradein.id}`);

    const mine = (
      await t.app.inject({ url: `/api/user/reprises/${tradein.id}`, headers: apiHeaders(user.token) })
    ).json().data;
    expect(mine.offer).toMatchObject({ id: sent.json().data.id, status: 'envoyee' });
    const inbox = (await t.app.inject({ url: `/api/staff/inbox?kind=reprise`, headers: staffHeaders(conseiller) }))
      .json()
      .data.find((i: { source_id: number }) => i.source_id === tradein.id);
    expect(inbox.status).toBe('offre_envoyee');
    // The mileage the French way, as the site writes it: « 48 000 km ».
    expect(inbox.summary).toContain('48\u202f000\u00a0km');

    const accepted = await post(
      `/api/user/reprises/${tradein.id}/offer/accept`,
      { offer_id: mine.offer.id },
      user.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.offer).toMatchObject({ status: 'acceptee', decided_at: expect.any(String) });
    const again = await post(`/api/user/reprises/${tradein.id}/offer/accept`, { offer_id: mine.offer.id }, user.token);
    expect([again.statusCode, again.json().errors.offer]).toEqual([409, [TRADEIN_OFFER_MESSAGES.noOffer]]);

    const detail = (
      await t.app.inject({ url: `/api/staff/inbox/${inbox.id}`, headers: staffHeaders(conseiller) })
    ).json().data;
    expect(detail.status).toBe('offre_acceptee');
    // The offer moved the « Nouvelle » request to « En cours »: its status list no longer says « Nouvelle ».
    const stored = (
      await t.app.inject({ url: `/api/user/reprises/${tradein.id}`, headers: apiHeaders(user.token) })
    ).json().data;
    expect(stored.status).toBe('en_cours');
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'reprise.viewed',
      'inbox.status_changed',
      'reprise.offer_sent',
      'reprise.offer_accepted',
      'inbox.viewed',
    ]);
  });

  it('ties the offer to a completed expertise of the owner, not to a future one nor someone else’s', async () => {
    const { user, tradein } = await newTradein();
    const place = (await sql<{ id: number }>`select id from appointment_places limit 1`.execute(t.database.db)).rows[0]!
      .id;
    const insert = async (ref: string, hoursFromNow: number, userId: number | null, email: string) =>
      (
        await sql<{
          id: number;
        }>`insert into appointments (reference, kind, place_id, starts_at, ends_at, status, fullname, email, phone, user_id)
        values (${ref}, 'expertise', ${place}, now() + make_interval(hours => ${hoursFromNow}), now() + make_interval(hours => ${hoursFromNow + 1}), 'confirme', 'Hélène Offre', ${email}, '0600000000', ${userId})
        returning id`.execute(t.database.db)
      ).rows[0]!.id;
    const done = await insert(`R-EXP-${tradein.id}-1`, -30, user.user.id, user.email);
    const future = await insert(`R-EXP-${tradein.id}-2`, 48, user.user.id, user.email);
    const stranger = await insert(`R-EXP-${tradein.id}-3`, -30, null, 'autre@exemple.fr');
    const view = (
      await t.app.inject({ url: `/api/staff/reprises/${tradein.id}`, headers: staffHeaders(conseiller) })
    ).json().data;
    expect(view.expertises.map((e: { id: number; completed: boolean }) => [e.id, e.completed])).toEqual([
      [future, false],
      [done, true],
    ]);
    for (const id of [future, stranger]) {
      const refused = await staffPost(
        conseiller,
        `/api/staff/reprises/${tradein.id}/offers`,
        offer({ expertise_appointment_id: id }),
      );
      expect([refused.statusCode, refused.json().errors.expertise_appointment_id]).toEqual([
        422,
        [TRADEIN_OFFER_MESSAGES.expertise],
      ]);
    }
    const sent = await staffPost(
      conseiller,
      `/api/staff/reprises/${tradein.id}/offers`,
      offer({ expertise_appointment_id: done }),
    );
    expect(sent.json().data).toMatchObject({
      subject_to_inspection: false,
      expertise: { id: done, reference: `R-EXP-${tradein.id}-1` },
    });
  });

  it('a new offer replaces the waiting one; the visitor declines with a reason; refusals in French', async () => {
    const { user, tradein } = await newTradein();
    const first = (await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer())).json().data;
    const second = (
      await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer({ adjustments: [] }))
    ).json().data;
    expect(second.amount).toBe(tradein.estimate_value);
    const all = (
      await t.app.inject({ url: `/api/staff/reprises/${tradein.id}`, headers: staffHeaders(conseiller) })
    ).json().data.offers;
    expect(all.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [second.id, 'envoyee'],
      [first.id, 'remplacee'],
    ]);
    const declined = await post(
      `/api/user/reprises/${tradein.id}/offer/decline`,
      { offer_id: second.id, reason: 'Offre trop basse pour moi.' },
      user.token,
    );
    expect(declined.json().data.offer).toMatchObject({
      id: second.id,
      status: 'refusee',
      decline_reason: 'Offre trop basse pour moi.',
    });
    const inboxId = (
      await sql<{
        id: string;
      }>`select id::text from staff_inbox where kind = 'reprise' and source_id = ${tradein.id}`.execute(t.database.db)
    ).rows[0]!.id;
    const entries = () =>
      sql<{
        action: string;
        actor_id: number | null;
        ip: string | null;
        user_agent: string | null;
        after_data: Record<string, unknown> | null;
      }>`
      select action, actor_id, ip, user_agent, after_data from staff_audit_log where record_type = 'staff_inbox' and record_id = ${inboxId} order by id`
        .execute(t.database.db)
        .then((r) => r.rows);
    const before = await entries();
    const visitorEntry = before.find((e) => e.action === 'reprise.offer_declined')!;
    expect(visitorEntry).toMatchObject({
      actor_id: null,
      ip: expect.any(String),
      after_data: { reason: 'Offre trop basse pour moi.' },
    });

    const bad = await staffPost(
      conseiller,
      `/api/staff/reprises/${tradein.id}/offers`,
      offer({ valid_until: parisToday(), adjustments: [{ label: 'x', amount: 0, reason: '' }] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      valid_until: [TRADEIN_OFFER_MESSAGES.validUntil],
      'adjustments.0.amount': [TRADEIN_OFFER_MESSAGES.lineAmount],
      'adjustments.0.reason': [TRADEIN_OFFER_MESSAGES.lineReason],
    });
    const negative = await staffPost(
      conseiller,
      `/api/staff/reprises/${tradein.id}/offers`,
      offer({ adjustments: [{ label: 'Moteur HS', amount: -100_000, reason: 'Moteur à remplacer' }] }),
    );
    expect([negative.statusCode, negative.json().errors.adjustments]).toEqual([
      422,
      [TRADEIN_OFFER_MESSAGES.notPositive],
    ]);

    // The visitor deletes the account: the entries stay, pseudonymised (no IP, no reason typed).
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.user.id}/delete`,
      headers: apiHeaders(user.token),
      payload: { current_password: personalAccount().password },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await entries();
    expect(after.map((e) => e.action)).toEqual(before.map((e) => e.action));
    expect(after.find((e) => e.action === 'reprise.offer_declined')).toMatchObject({
      actor_id: null,
      ip: null,
      user_agent: null,
      after_data: { reason: PSEUDONYMISED_TEXT, status: 'refusee' },
    });
    expect(after.filter((e) => e.actor_id !== null).every((e) => e.ip !== null)).toBe(true);
    // Anything else is still refused by the trigger.
    await expect(
      sql`update staff_audit_log set ip = null where record_id = ${inboxId}`.execute(t.database.db),
    ).rejects.toThrow(/append-only/);
  });

  it('an expired offer cannot be accepted; nor can someone else’s trade-in be answered', async () => {
    const { user, tradein } = await newTradein();
    const sent = (await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer())).json().data;
    const intruder = await registerVerifiedUser(t);
    expect(
      (await post(`/api/user/reprises/${tradein.id}/offer/accept`, { offer_id: sent.id }, intruder.token)).statusCode,
    ).toBe(404);
    await sql`update reprise_offers set valid_until = current_date - 1 where reprise_id = ${tradein.id}`.execute(
      t.database.db,
    );
    expect(
      (await t.app.inject({ url: `/api/user/reprises/${tradein.id}`, headers: apiHeaders(user.token) })).json().data
        .offer.expired,
    ).toBe(true);
    const late = await post(`/api/user/reprises/${tradein.id}/offer/accept`, { offer_id: sent.id }, user.token);
    expect([late.statusCode, late.json().errors.offer]).toEqual([409, [TRADEIN_OFFER_MESSAGES.expired]]);
  });

  it('the visitor answers the offer they read: one revised meanwhile is refused (409, nothing written), the new one can be answered', async () => {
    const { user, tradein } = await newTradein();
    const state = async () => ({
      offers: (await t.app.inject({ url: `/api/staff/reprises/${tradein.id}`, headers: staffHeaders(conseiller) }))
        .json()
        .data.offers.map((o: { id: number; status: string }) => [o.id, o.status]),
      answers: (
        await sql<{
          action: string;
        }>`select a.action from staff_audit_log a join staff_inbox i on a.record_id = i.id::text
        where a.record_type = 'staff_inbox' and i.kind = 'reprise' and i.source_id = ${tradein.id} and a.action in ('reprise.offer_accepted', 'reprise.offer_declined')`.execute(
          t.database.db,
        )
      ).rows,
    });
    // Offer A is sent; the visitor opens the page and reads it.
    const a = (await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer())).json().data;
    const read = (
      await t.app.inject({ url: `/api/user/reprises/${tradein.id}`, headers: apiHeaders(user.token) })
    ).json().data.offer;
    expect(read).toMatchObject({ id: a.id, amount: a.amount });
    // The conseiller revises it to B (2 000 € less) before the visitor clicks.
    const b = (
      await staffPost(
        conseiller,
        `/api/staff/reprises/${tradein.id}/offers`,
        offer({ adjustments: [{ label: 'Carrosserie', amount: -2_300, reason: 'Aile arrière à reprendre' }] }),
      )
    ).json().data;
    expect(b.amount).toBe(a.amount - 2_000);
    const waitingB = await state();
    expect(waitingB).toEqual({
      offers: [
        [b.id, 'envoyee'],
        [a.id, 'remplacee'],
      ],
      answers: [],
    });

    // Accepting or declining A, the offer read: 409 in French, nothing changes.
    for (const [path, body] of [
      ['accept', { offer_id: read.id }],
      ['decline', { offer_id: read.id, reason: 'Trop bas.' }],
    ] as const) {
      const stale = await post(`/api/user/reprises/${tradein.id}/offer/${path}`, body, user.token);
      expect([path, stale.statusCode, stale.json()]).toEqual([
        path,
        409,
        { message: TRADEIN_OFFER_MESSAGES.replaced, errors: { offer_id: [TRADEIN_OFFER_MESSAGES.replaced] } },
      ]);
      expect(await state()).toEqual(waitingB);
    }
    // An id that is no offer of this trade-in is refused the same way; a missing or malformed one is a 422.
    const unknown = await post(
      `/api/user/reprises/${tradein.id}/offer/accept`,
      { offer_id: 2_000_000_000 },
      user.token,
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([409, TRADEIN_OFFER_MESSAGES.replaced]);
    for (const [path, body] of [
      ['accept', {}],
      ['decline', { reason: 'Trop bas.' }],
      ['accept', { offer_id: '12' }],
      ['decline', { offer_id: -1 }],
    ] as const) {
      const missing = await post(`/api/user/reprises/${tradein.id}/offer/${path}`, body, user.token);
      expect([path, missing.statusCode, missing.json().errors?.offer_id]).toEqual([
        path,
        422,
        [TRADEIN_OFFER_MESSAGES.offerId],
      ]);
    }
    expect(await state()).toEqual(waitingB);

    // B, once read, can be accepted: the audit entry names B and its amount.
    const accepted = await post(`/api/user/reprises/${tradein.id}/offer/accept`, { offer_id: b.id }, user.token);
    expect([accepted.statusCode, accepted.json().data.offer]).toEqual([
      200,
      expect.objectContaining({ id: b.id, amount: b.amount, status: 'acceptee' }),
    ]);
    const entry = (
      await sql<{
        after_data: Record<string, unknown>;
      }>`select a.after_data from staff_audit_log a join staff_inbox i on a.record_id = i.id::text
      where i.kind = 'reprise' and i.source_id = ${tradein.id} and a.action = 'reprise.offer_accepted'`.execute(
        t.database.db,
      )
    ).rows;
    expect(entry.map((e) => e.after_data)).toEqual([{ offer_id: b.id, status: 'acceptee', amount: b.amount }]);

    // The write itself only touches an offer still waiting: B is answered now, A was replaced.
    for (const id of [a.id, b.id]) {
      expect(
        await t.database.db.transaction().execute((trx) => decideOffer(trx, tradein.id, id, 'refusee', 'Trop bas.')),
      ).toBeUndefined();
    }
    expect((await state()).offers).toEqual([
      [b.id, 'acceptee'],
      [a.id, 'remplacee'],
    ]);

    // Declining, on another trade-in: the replaced offer is refused, the one waiting can be declined.
    const { user: user2, tradein: tradein2 } = await newTradein();
    const c1 = (await staffPost(conseiller, `/api/staff/reprises/${tradein2.id}/offers`, offer())).json().data;
    const c2 = (
      await staffPost(conseiller, `/api/staff/reprises/${tradein2.id}/offers`, offer({ adjustments: [] }))
    ).json().data;
    const staleDecline = await post(
      `/api/user/reprises/${tradein2.id}/offer/decline`,
      { offer_id: c1.id, reason: 'Trop bas.' },
      user2.token,
    );
    expect(staleDecline.statusCode).toBe(409);
    const declined = await post(
      `/api/user/reprises/${tradein2.id}/offer/decline`,
      { offer_id: c2.id, reason: 'Trop bas.' },
      user2.token,
    );
    expect([declined.statusCode, declined.json().data.offer]).toEqual([
      200,
      expect.objectContaining({ id: c2.id, status: 'refusee', decline_reason: 'Trop bas.' }),
    ]);
  });

  it('a conseiller cannot see or make an offer on a trade-in another conseiller follows (404)', async () => {
    const { tradein } = await newTradein();
    const inboxId = (
      await sql<{
        id: string;
      }>`select id::text from staff_inbox where kind = 'reprise' and source_id = ${tradein.id}`.execute(t.database.db)
    ).rows[0]!.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/inbox/${inboxId}/assignment`,
      headers: staffHeaders(other),
      payload: { staff_id: other.staff.id },
    });
    expect(
      (await t.app.inject({ url: `/api/staff/reprises/${tradein.id}`, headers: staffHeaders(conseiller) })).statusCode,
    ).toBe(404);
    expect((await staffPost(conseiller, `/api/staff/reprises/${tradein.id}/offers`, offer())).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/staff/reprises/${tradein.id}`, headers: staffHeaders(other) })).statusCode,
    ).toBe(200);
  });
});
