/**
 * Helper of `pnpm bench:inbox` (scripts/bench/inbox.mjs): the staff inbox at 100,000 requests.
 * On PGlite (in memory) or on the PostgreSQL database of DATABASE_URL (a database of its own,
 * made and dropped by the caller): migrates, adds <count> inbox rows of every kind (names, e-mails,
 * phones and plates drawn from a seeded generator, spread over two years, most of them closed and
 * assigned), ANALYZE, then times the inbox service calls the staff pages make (the list, its
 * filters, the search by name, phone, plate and e-mail, a conseiller's narrowed view, the second
 * page), each <runs> times in a shuffled order. Prints one JSON line: p50 / p95 / max per call.
 *
 * The times are of the service function (SQL and mapping), in process: the HTTP layer adds the
 * same ~1 ms to every call and is measured by the other benches.
 */
import { readSettings } from '@ga/config';
import { INBOX_KINDS, inboxQuerySchema } from '@ga/contracts';
import { sql } from 'kysely';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import { insertAccount } from '../modules/staff/account-queries';
import { listInbox } from '../modules/staff/inbox-service';
import type { StaffContext } from '../modules/staff/staff-hook';

const FIRST = [
  'Camille',
  'Élodie',
  'Jérôme',
  'François',
  'Hélène',
  'Noé',
  'Léa',
  'Mathéo',
  'Chloé',
  'Gaël',
  'Inès',
  'Loïc',
  'Zoé',
  'Benoît',
  'Maëlle',
  'Thomas',
  'Julie',
  'Nicolas',
];
const LAST = [
  'Martin',
  'Lefèvre',
  'Bernard',
  'Dubois',
  'Moreau',
  'Laurent',
  'Girard',
  'Bonnet',
  'Dupré',
  'Rousseau',
  'Vincent',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Gauthier',
  'Mercier',
  'Perrin',
  'Boyer',
];
const STATUSES: Record<string, string[]> = {
  reservation: ['en_attente', 'confirmee', 'annulee', 'expiree'],
  rendez_vous: ['en_attente', 'confirme', 'annule', 'expire'],
  other: ['nouvelle', 'en_cours', 'traitee', 'annulee'],
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const letters = (r: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTVWXYZ'[Math.floor(r() * 23)]).join('');
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const [, , countArg = '100000', runsArg = '60'] = process.argv;
  const count = Number(countArg);
  const runs = Number(runsArg);
  const url = readSettings('cli').optional('DATABASE_URL') ?? null;
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = database.db;
  try {
    await migrateToLatest(db);
    const staffIds: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      staffIds.push(
        await insertAccount(db, {
          email: `bench.${i}@glinche-automobiles.fr`,
          full_name: `Conseiller ${i}`,
          role: i < 10 ? 'conseiller' : 'responsable',
          password_hash: null,
          totp_secret: null,
          totp_enrolled_at: null,
        }),
      );
    }
    const r = rng(1966);
    const started = Date.now();
    const now = Date.now();
    const BATCH = 2000;
    const samples = { name: [] as string[], phone: [] as string[], plate: [] as string[], email: [] as string[] };
    for (let done = 0; done < count; done += BATCH) {
      const rows = [];
      for (let i = 0; i < Math.min(BATCH, count - done); i += 1) {
        const n = done + i;
        const kind = pick(r, INBOX_KINDS);
        const statuses = STATUSES[kind] ?? STATUSES.other!;
        // Most of two years of requests are closed; the last weeks' are open.
        const age = (1 - n / count) * 730 * 86_400_000;
        const open = age < 21 * 86_400_000 ? r() < 0.7 : r() < 0.03;
        const status = open ? statuses[Math.floor(r() * 2)]! : statuses[2 + Math.floor(r() * 2)]!;
        const first = pick(r, FIRST);
        const last = pick(r, LAST);
        const fullname = `${first} ${last}`;
        const email = `${first}.${last}.${n}@exemple.fr`
          .toLowerCase()
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '');
        const phone = `06 ${String(10 + Math.floor(r() * 90))} ${String(10 + Math.floor(r() * 90))} ${String(10 + Math.floor(r() * 90))} ${String(n % 100).padStart(2, '0')}`;
        const plate =
          kind === 'reprise' ? `${letters(r, 2)}-${String(100 + Math.floor(r() * 900))}-${letters(r, 2)}` : null;
        const assigned = open && r() < 0.4 ? null : pick(r, staffIds);
        if (n % 997 === 0) {
          samples.name.push(last);
          samples.phone.push(phone);
          samples.email.push(email.split('@')[0]!);
          if (plate) samples.plate.push(plate);
        }
        rows.push({
          kind,
          source_id: n + 1,
          status,
          assigned_to: assigned,
          fullname,
          email,
          phone,
          plate,
          summary: `Demande ${n}`,
          created_at: new Date(now - age),
        });
      }
      await sql`
        INSERT INTO staff_inbox (kind, source_id, status, assigned_to, fullname, email, phone, plate, summary, created_at, search_text)
        SELECT x.kind, x.source_id, x.status, x.assigned_to, x.fullname, x.email, x.phone, x.plate, x.summary, x.created_at,
          staff_inbox_search_text(x.fullname, x.email, x.phone, x.plate, NULL)
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(kind text, source_id int, status text, assigned_to int, fullname text, email text, phone text, plate text, summary text, created_at timestamptz)
        ORDER BY x.created_at`.execute(db);
    }
    await sql`ANALYZE staff_inbox`.execute(db);
    const loadSeconds = (Date.now() - started) / 1000;

    const responsable: StaffContext = {
      id: staffIds[10]!,
      email: 'bench.10@glinche-automobiles.fr',
      full_name: 'R',
      role: 'responsable',
      sessionRowId: 0,
      sessionId: '',
      lastSeenAt: new Date(),
    };
    const conseiller: StaffContext = { ...responsable, id: staffIds[0]!, role: 'conseiller' };
    const firstPage = await listInbox(db, responsable, inboxQuerySchema.parse({}));
    const calls: { name: string; staff: StaffContext; query: () => Record<string, string> }[] = [
      { name: 'liste (tout)', staff: responsable, query: () => ({}) },
      { name: 'liste, 2e page', staff: responsable, query: () => ({ before: firstPage.meta.next_cursor! }) },
      { name: 'type + statut', staff: responsable, query: () => ({ kind: 'rappel', status: 'nouvelle' }) },
      { name: 'non attribuées', staff: responsable, query: () => ({ assigned: 'personne' }) },
      { name: 'vue conseiller', staff: conseiller, query: () => ({}) },
      { name: 'recherche nom', staff: responsable, query: () => ({ q: pick(r, samples.name).toLowerCase() }) },
      { name: 'recherche téléphone', staff: responsable, query: () => ({ q: pick(r, samples.phone) }) },
      { name: 'recherche plaque', staff: responsable, query: () => ({ q: pick(r, samples.plate) }) },
      { name: 'recherche e-mail', staff: responsable, query: () => ({ q: pick(r, samples.email) }) },
      {
        name: 'recherche + jour',
        staff: responsable,
        query: () => ({ q: pick(r, samples.name), from: new Date(now - 30 * 86_400_000).toISOString().slice(0, 10) }),
      },
    ];
    const times = new Map<string, number[]>(calls.map((c) => [c.name, []]));
    // Warm-up, then shuffled rounds.
    for (const c of calls) await listInbox(db, c.staff, inboxQuerySchema.parse(c.query()));
    for (let i = 0; i < runs; i += 1) {
      const order = [...calls].sort(() => r() - 0.5);
      for (const c of order) {
        const q = inboxQuerySchema.parse(c.query());
        const t0 = performance.now();
        await listInbox(db, c.staff, q);
        times.get(c.name)!.push(performance.now() - t0);
      }
    }
    const all = [...times.values()].flat().sort((a, b) => a - b);
    const result = {
      database: database.kind,
      rows: count,
      load_seconds: Number(loadSeconds.toFixed(1)),
      runs,
      calls: [...times].map(([name, list]) => {
        const s = [...list].sort((a, b) => a - b);
        return {
          name,
          p50: Number(pct(s, 50).toFixed(1)),
          p95: Number(pct(s, 95).toFixed(1)),
          max: Number(s.at(-1)!.toFixed(1)),
        };
      }),
      all: { p50: Number(pct(all, 50).toFixed(1)), p95: Number(pct(all, 95).toFixed(1)) },
    };
    console.log(JSON.stringify(result));
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
