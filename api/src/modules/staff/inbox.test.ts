/**
 * The inbox: a request made through the public API is in the inbox at once (written by its table's
 * trigger, same transaction); filters, accent- and format-blind search, keyset paging; what a
 * conseiller sees; assignment, status and notes, each audited, and the history read back.
 */
import { addIsoDays, INBOX_MESSAGES, nextOpenDay, parisToday, STAFF_SESSION_COOKIE } from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, registerUser, VALID_SIRET, type TestApp } from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../test/staff';
import { inboxSearchTerm } from './inbox-search';

let t: TestApp;
let visitor: { token: string; user: { id: number } };
let conseillerA: TestStaffSession;
let conseillerB: TestStaffSession;
let responsable: TestStaffSession;
let callInboxId: string;
const date = nextOpenDay(addIsoDays(parisToday(), 2));

beforeAll(async () => {
  t = await createTestApp();
  visitor = await registerUser(t.app, { fullname: 'Élodie Lefèvre', phone: '+33 6 11 22 33 44' });
  [conseillerA, conseillerB, responsable] = await Promise.all([
    createStaff(t, 'conseiller').then((s) => signInStaff(t, s)),
    createStaff(t, 'conseiller').then((s) => signInStaff(t, s, '10.77.0.2')),
    createStaff(t, 'responsable').then((s) => signInStaff(t, s, '10.77.0.3')),
  ]);
});
afterAll(() => t.close());

const get = (s: TestStaffSession | null, url: string) => t.app.inject({ url, headers: staffHeaders(s) });
const put = (s: TestStaffSession, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: staffHeaders(s), payload });
const storeCall = (payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/calls/store',
    headers: apiHeaders(visitor.token),
    payload: { phone: '02 43 11 22 33', preferred_date: date, slot: 'matin', ...payload },
  });

describe('a request arrives', () => {
  it('in the inbox with the request itself, newest first, with the slot end as due time', async () => {
    const res = await storeCall();
    expect(res.statusCode).toBe(201);
    const callId = res.json().data.id;
    const page = (await get(responsable, '/api/staff/inbox?kind=rappel')).json();
    const item = page.data[0];
    expect(item).toMatchObject({
      kind: 'rappel',
      source_id: callId,
      status: 'nouvelle',
      assigned_to: null,
      fullname: 'Élodie Lefèvre',
      phone: '02 43 11 22 33',
    });
    // « matin » ends at noon, Paris time.
    expect(
      new Date(item.due_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }),
    ).toBe('12:00');
    expect(page.meta.unassigned_open).toBeGreaterThanOrEqual(1);
    callInboxId = item.id;
  });

  it('not when the request is refused: a 422 leaves no inbox row', async () => {
    const before = (await sql<{ n: number }>`select count(*)::int n from staff_inbox`.execute(t.database.db)).rows[0]!
      .n;
    expect((await storeCall({ slot: 'minuit' })).statusCode).toBe(422);
    expect((await sql<{ n: number }>`select count(*)::int n from staff_inbox`.execute(t.database.db)).rows[0]!.n).toBe(
      before,
    );
  });
});

describe('search', () => {
  it.each([
    ['the name without accents', 'lefevre'],
    ['the name in capitals with accents', 'ÉLODIE'],
    ['the phone as typed', '02 43 11 22 33'],
    ['the phone in +33 form', '+33 2 43 11 22 33'],
    ['the phone without spaces', '0243112233'],
  ])('finds the request by %s', async (_label, q) => {
    const res = await get(responsable, `/api/staff/inbox?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { id: string }) => i.id)).toContain(callInboxId);
  });

  it('finds nothing for another name, and treats % as a character', async () => {
    expect((await get(responsable, '/api/staff/inbox?q=zzzz-personne')).json().data).toEqual([]);
    expect((await get(responsable, '/api/staff/inbox?q=%25')).json().data).toEqual([]);
  });

  it('normalises plates and phone numbers like the rows', () => {
    expect(inboxSearchTerm('ab-123-cd')).toBe('ab123cd');
    expect(inboxSearchTerm('+33 6 12 34 56 78')).toBe('0612345678');
    expect(inboxSearchTerm('  Jean   Dupont ')).toBe('Jean Dupont');
    expect(inboxSearchTerm('50%_off')).toBe('50\\%\\_off');
    expect(inboxSearchTerm('R-2026-000123')).toBe('R2026000123');
    expect(inboxSearchTerm('Jean-Pierre')).toBe('Jean-Pierre');
  });
});

describe('filters and paging', () => {
  it('is newest first by the request date, paged by keyset without overlap or gap', async () => {
    await storeCall({ slot: 'soir' });
    // A request dated last year (an import) takes its place by date, not by arrival.
    await sql`insert into contact_requests (reference, fullname, email, subject, message, created_at)
      values ('C-OLD-1', 'Ancien Message', 'ancien@exemple.fr', 'autre', 'Bonjour', now() - interval '1 year')`.execute(
      t.database.db,
    );
    const seen: { id: string; created_at: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string; created_at: string }[]; meta: { next_cursor: string | null } } = (
        await get(responsable, `/api/staff/inbox?limit=3${cursor ? `&before=${cursor}` : ''}`)
      ).json();
      seen.push(...page.data);
      cursor = page.meta.next_cursor;
    } while (cursor);
    const total = (await sql<{ n: number }>`select count(*)::int n from staff_inbox`.execute(t.database.db)).rows[0]!.n;
    expect(new Set(seen.map((i) => i.id)).size).toBe(total);
    expect(seen.length).toBe(total);
    const dates = seen.map((i) => Date.parse(i.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(seen.at(-1)!.created_at < seen[0]!.created_at).toBe(true);
  });

  it('filters by day (Paris), status and kind, and refuses bad values in French', async () => {
    const today = parisToday();
    expect(
      (await get(responsable, `/api/staff/inbox?from=${today}&to=${today}&kind=rappel`)).json().data.length,
    ).toBeGreaterThanOrEqual(2);
    expect((await get(responsable, `/api/staff/inbox?to=${addIsoDays(today, -400)}&kind=rappel`)).json().data).toEqual(
      [],
    );
    expect((await get(responsable, '/api/staff/inbox?status=traitee&kind=rappel')).json().data).toEqual([]);
    const bad = await get(responsable, `/api/staff/inbox?from=${today}&to=${addIsoDays(today, -1)}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to).toEqual([INBOX_MESSAGES.range]);
    expect((await get(responsable, '/api/staff/inbox?kind=voiture')).statusCode).toBe(422);
  });

  it('is closed to visitors and to no session', async () => {
    expect((await get(null, '/api/staff/inbox')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/inbox', headers: apiHeaders(visitor.token) })).statusCode).toBe(401);
  });
});

describe('assignment, status, notes and history', () => {
  it('a conseiller takes an unassigned request; another no longer sees it; a responsable reassigns it', async () => {
    const taken = await put(conseillerA, `/api/staff/inbox/${callInboxId}/assignment`, {
      staff_id: conseillerA.staff.id,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.assigned_to.id).toBe(conseillerA.staff.id);
    expect((await get(conseillerB, `/api/staff/inbox/${callInboxId}`)).statusCode).toBe(404);
    expect(
      (await get(conseillerB, '/api/staff/inbox?kind=rappel')).json().data.map((i: { id: string }) => i.id),
    ).not.toContain(callInboxId);
    expect(
      (await put(conseillerB, `/api/staff/inbox/${callInboxId}/assignment`, { staff_id: conseillerB.staff.id }))
        .statusCode,
    ).toBe(404);
    // A conseiller cannot hand work to someone else.
    expect(
      (await put(conseillerA, `/api/staff/inbox/${callInboxId}/assignment`, { staff_id: conseillerB.staff.id }))
        .statusCode,
    ).toBe(403);
    const moved = await put(responsable, `/api/staff/inbox/${callInboxId}/assignment`, {
      staff_id: conseillerB.staff.id,
    });
    expect(moved.json().data.assigned_to.id).toBe(conseillerB.staff.id);
    expect(
      (await get(conseillerB, '/api/staff/inbox?assigned=moi')).json().data.map((i: { id: string }) => i.id),
    ).toContain(callInboxId);
    expect(
      (await put(responsable, `/api/staff/inbox/${callInboxId}/assignment`, { staff_id: 999999 })).statusCode,
    ).toBe(422);
  });

  it('a status change reaches the request the visitor sees', async () => {
    const res = await put(conseillerB, `/api/staff/inbox/${callInboxId}/status`, { status: 'en_cours' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('en_cours');
    const calls = (await t.app.inject({ url: '/api/user/calls', headers: apiHeaders(visitor.token) })).json().data;
    expect(calls.find((c: { id: number }) => c.id === res.json().data.source_id).status).toBe('en_cours');
  });

  it('notes and history: each step is in the audit log, the opening too', async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/staff/inbox/${callInboxId}/notes`,
      headers: staffHeaders(conseillerB),
      payload: { body: '  Rappeler après 10 h.  ' },
    });
    expect(note.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/inbox/${callInboxId}/notes`,
          headers: staffHeaders(conseillerB),
          payload: { body: '   ' },
        })
      ).json().errors.body,
    ).toEqual([INBOX_MESSAGES.noteEmpty]);
    const detail = (await get(conseillerB, `/api/staff/inbox/${callInboxId}`)).json().data;
    expect(detail.notes.map((n: { body: string }) => n.body)).toEqual(['Rappeler après 10 h.']);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'inbox.assigned',
      'inbox.assigned',
      'inbox.status_changed',
      'inbox.note_added',
      'inbox.viewed',
    ]);
    expect(detail.history[1]).toMatchObject({
      before: { assigned_to: conseillerA.staff.id },
      after: { assigned_to: conseillerB.staff.id },
    });
  });

  it('refuses a status the kind does not take', async () => {
    const company = await registerUser(t.app, {
      is_comp: true,
      company_name: 'Transports Sarthois',
      company_siret: VALID_SIRET,
      business_sector_id: 1,
    });
    const row = (
      await sql<{
        id: string;
      }>`select id from staff_inbox where kind = 'entreprise' and source_id = ${company.user.id}`.execute(t.database.db)
    ).rows[0]!;
    const refused = await put(responsable, `/api/staff/inbox/${row.id}/status`, { status: 'traitee' });
    expect([refused.statusCode, refused.json().errors.status]).toEqual([409, [INBOX_MESSAGES.statusNotHere]]);
    await sql`insert into contact_requests (reference, fullname, email, subject, message) values ('C-TEST-1', 'Jean Test', 'jean@exemple.fr', 'autre', 'Bonjour')`.execute(
      t.database.db,
    );
    const contact = (
      await sql<{ id: string }>`select id from staff_inbox where kind = 'contact' and reference = 'C-TEST-1'`.execute(
        t.database.db,
      )
    ).rows[0]!;
    const cancelled = await put(responsable, `/api/staff/inbox/${contact.id}/status`, { status: 'annulee' });
    expect([cancelled.statusCode, cancelled.json().errors.status]).toEqual([422, [INBOX_MESSAGES.statusNotAllowed]]);
    expect(
      (await put(responsable, `/api/staff/inbox/${contact.id}/status`, { status: 'traitee' })).json().data.status,
    ).toBe('traitee');
  });

  it('follows the account: deleting the request removes its row', async () => {
    const other = await registerUser(t.app, {
      is_comp: true,
      company_name: 'Garage du Bélinois',
      company_siret: VALID_SIRET,
      business_sector_id: 1,
    });
    const count = async () =>
      (
        await sql<{ n: number }>`select count(*)::int n from staff_inbox where user_id = ${other.user.id}`.execute(
          t.database.db,
        )
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    await sql`delete from users where id = ${other.user.id}`.execute(t.database.db);
    expect(await count()).toBe(0);
  });
});

describe('CSV export', () => {
  const exportUrl = '/api/staff/inbox/export.csv';
  const cookieOnly = (s: TestStaffSession) => ({ cookie: `${STAFF_SESSION_COOKIE}=${s.sessionId}` });

  it('streams every page of the filtered list, escaped against formulas, and audits the export', async () => {
    await sql`insert into contact_requests (reference, fullname, email, subject, message, created_at)
      select 'C-CSV-' || g, 'Client Export ' || g, 'client' || g || '@exemple.fr', 'autre', 'Bonjour', now() - (g || ' seconds')::interval
      from generate_series(1, 1100) g`.execute(t.database.db);
    await sql`insert into contact_requests (reference, fullname, email, subject, message) values ('C-CSV-F', '=HYPERLINK("http://x.example";"clic")', '+export@exemple.fr', 'autre', 'Bonjour')`.execute(
      t.database.db,
    );
    // A plain download link: the session cookie, no API key.
    const res = await t.app.inject({ url: `${exportUrl}?kind=contact&q=export`, headers: cookieOnly(responsable) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\ufeffNuméro;Reçue le;Type;Statut;')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1101);
    expect(lines[1]).toContain(`;Message de contact;Nouvelle;`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"";""clic"")"`);
    expect(lines[1]).toContain(`;'+export@exemple.fr;`);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(1101);
    // The reference as printed finds its request.
    expect(
      (await get(responsable, '/api/staff/inbox?q=C-CSV-1099'))
        .json()
        .data.map((i: { reference: string }) => i.reference),
    ).toEqual(['C-CSV-1099']);
    const row = (
      await sql<{
        after_data: unknown;
      }>`select after_data from staff_audit_log where action = 'inbox.exported' order by id desc limit 1`.execute(
        t.database.db,
      )
    ).rows[0]!;
    // The filters, and that a search term was used: never the term (a visitor's name or e-mail).
    expect(row.after_data).toEqual({ filters: { kind: 'contact' }, search_used: true });
    expect(JSON.stringify(row.after_data)).not.toContain('export');
  });

  it('is for a responsable, signed in; its filters are checked', async () => {
    expect((await t.app.inject({ url: exportUrl, headers: cookieOnly(conseillerA) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: exportUrl })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: `${exportUrl}?kind=voiture`, headers: cookieOnly(responsable) });
    expect([bad.statusCode, bad.json().errors.kind]).toEqual([422, [INBOX_MESSAGES.kind]]);
  });
});
