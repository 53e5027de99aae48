/**
 * The audit log's pseudonymisation path (migrations/0032_audit_pseudonymise_keys.ts): under
 * `ga.audit_pseudonymise = 'on'` the trigger lets an UPDATE blank the IP, the browser and the
 * e-mail, and replace the personal keys of before/after (`reason`) by the fixed placeholder — and
 * nothing else: no other key of the JSON, no new key, no other text.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { up as wideTrigger } from '../../../migrations/0029_audit_retention';
import { up as scrubAndNarrow } from '../../../migrations/0032_audit_pseudonymise_keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PSEUDONYMISED_TEXT } from './audit-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entry = async (after: unknown, before: unknown = null) =>
  (
    await sql<{
      id: string;
    }>`insert into staff_audit_log (action, record_type, record_id, before_data, after_data, request_id, ip, user_agent, actor_email)
    values ('reprise.offer_declined', 'staff_inbox', '999', ${before === null ? null : JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, 'req-12345678', '203.0.113.9', 'Navigateur', 'visiteur@exemple.fr') returning id::text`.execute(
      t.database.db,
    )
  ).rows[0]!.id;

/** Runs `update` under the pseudonymisation setting, in one transaction. */
const pseudonymising = (update: RawBuilder<unknown>) =>
  t.database.db.transaction().execute(async (trx) => {
    await sql`set local ga.audit_pseudonymise = 'on'`.execute(trx);
    await update.execute(trx);
  });
const row = async (id: string) =>
  (
    await sql<
      Record<string, unknown>
    >`select before_data, after_data, ip, user_agent, actor_email, request_id from staff_audit_log where id = ${id}`.execute(
      t.database.db,
    )
  ).rows[0]!;

describe('audit trigger, pseudonymisation path', () => {
  it('refuses rewriting a key that is not personal, the whole JSON, a new key or any other text', async () => {
    const id = await entry(
      { status: 'refusee', amount: 9500, reason: 'Trop bas, je vends ailleurs' },
      { status: 'offre_envoyee' },
    );
    const refused = [
      sql`update staff_audit_log set after_data = jsonb_set(after_data, '{amount}', '1') where id = ${id}`,
      sql`update staff_audit_log set after_data = jsonb_set(after_data, '{status}', '"acceptee"') where id = ${id}`,
      sql`update staff_audit_log set after_data = '{"reason": "[supprimé avec le compte]"}'::jsonb where id = ${id}`,
      sql`update staff_audit_log set after_data = null where id = ${id}`,
      sql`update staff_audit_log set before_data = '{"status": "acceptee"}'::jsonb where id = ${id}`,
      sql`update staff_audit_log set before_data = before_data || '{"reason": "[supprimé avec le compte]"}'::jsonb where id = ${id}`,
      sql`update staff_audit_log set after_data = jsonb_set(after_data, '{reason}', '"Autre motif inventé"') where id = ${id}`,
      sql`update staff_audit_log set after_data = after_data - 'reason' where id = ${id}`,
      sql`update staff_audit_log set ip = '198.51.100.1' where id = ${id}`,
      sql`update staff_audit_log set actor_email = 'autre@exemple.fr' where id = ${id}`,
      sql`update staff_audit_log set request_id = 'autre-1234' where id = ${id}`,
    ];
    for (const update of refused) await expect(pseudonymising(update)).rejects.toThrow(/append-only/);
    expect(await row(id)).toMatchObject({
      after_data: { status: 'refusee', amount: 9500, reason: 'Trop bas, je vends ailleurs' },
      before_data: { status: 'offre_envoyee' },
      ip: '203.0.113.9',
    });
  });

  it('lets through what the account deletion writes: no IP, browser or e-mail, the reason replaced', async () => {
    const id = await entry({ status: 'refusee', amount: 9500, reason: 'Trop bas' }, { reason: 'Première version' });
    await pseudonymising(sql`update staff_audit_log set ip = null, user_agent = null, actor_email = null,
      after_data = jsonb_set(after_data, '{reason}', to_jsonb(${PSEUDONYMISED_TEXT}::text)), before_data = jsonb_set(before_data, '{reason}', 'null') where id = ${id}`);
    expect(await row(id)).toEqual({
      after_data: { status: 'refusee', amount: 9500, reason: PSEUDONYMISED_TEXT },
      before_data: { reason: null },
      ip: null,
      user_agent: null,
      actor_email: null,
      request_id: 'req-12345678',
    });
    // Without the setting, even that is refused.
    await expect(sql`update staff_audit_log set ip = null where id = ${id}`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('the migration took the raw search term out of the CSV exports already audited', async () => {
    const old = (
      await sql<{
        id: string;
      }>`insert into staff_audit_log (action, after_data) values ('inbox.exported', '{"filters": {"kind": "contact", "q": "dupont@exemple.fr"}}'::jsonb) returning id::text`.execute(
        t.database.db,
      )
    ).rows[0]!.id;
    const without = (
      await sql<{
        id: string;
      }>`insert into staff_audit_log (action, after_data) values ('inbox.exported', '{"filters": {"kind": "contact"}}'::jsonb) returning id::text`.execute(
        t.database.db,
      )
    ).rows[0]!.id;
    // The migration as it ran: on the trigger of 0029, then narrowing it.
    await t.database.db.transaction().execute(async (trx) => {
      const migrating = trx as unknown as Kysely<unknown>;
      await wideTrigger(migrating);
      await scrubAndNarrow(migrating);
    });
    expect((await row(old)).after_data).toEqual({ filters: { kind: 'contact' }, search_used: true });
    expect((await row(without)).after_data).toEqual({ filters: { kind: 'contact' } });
  });
});
