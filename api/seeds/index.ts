/**
 * DEMO DATA loader: fills an empty database with the demo data of the files beside this one,
 * in one transaction (a failure leaves nothing behind).
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../src/db/transaction';
import type { ContentTables } from '../src/modules/content/tables';
import type { AppointmentTables } from '../src/modules/appointments/tables';
import type { AppointmentKind } from '@ga/contracts';
import { PARTNERS, TEAMS } from './about';
import { APPOINTMENT_HOURS, APPOINTMENT_PLACE } from './appointments';
import { BUSINESS_SECTORS } from './business-sectors';
import { FORM_PAGES } from './form-pages';
import { BRANDS, CATEGORIES, MODELS } from './catalogue-data';
import { DEPARTMENTS } from './departments';
import { seedFinancing } from './financing';
import { seedAccountDemo } from './account-demo';
import { seedStaffDemo } from './staff-demo';
import { seedPriceHistory } from './price-history';
import { seedDemoAlert } from './alerts';
import { seedCatalogueExtras } from './catalogue-extras';
import { seedPromoCodes } from './promo-codes';
import { deliveryLeadTime, deliveryPrice, DELIVERY_TYPES } from './delivery-types';
import { BANNERS, generateReviews, NEWS, newsDates, WELCOME_SLIDES } from './home-content';
import { slugify } from './slug';
import { generateVehicles, modelSlug, VEHICLE_COUNT } from './vehicles';

export interface SeedOptions {
  vehicleCount?: number;
  now?: Date;
}

const TABLES = [
  'appointments',
  'appointment_hours',
  'appointment_places',
  'bot_check_uses',
  'contact_requests',
  'newsletter_subscribers',
  'form_replies',
  'form_pages',
  'team_members',
  'teams',
  'partners',
  'calls',
  'campaigns',
  'cities',
  'localities',
  'reprises',
  'partner_requests',
  'search_alerts',
  'recently_viewed',
  'bookmarks',
  'vehicle_prices',
  'vehicles',
  'carmodels',
  'vehicle_types',
  'vehicle_categories',
  'brands',
  'banners',
  'welcome_slides',
  'reviews',
  'news',
  'delivery_prices',
  'delivery_types',
  'departments',
  'access_tokens',
  'password_resets',
  'users',
  'business_sectors',
  'staff_audit_log',
  'staff_enrolment_links',
  'staff_sign_in_challenges',
  'staff_sessions',
  'staff_recovery_codes',
  'staff_accounts',
];

/** True when the demo data is already there (departments are seeded first). */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('departments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}

/**
 * Seeds when empty; returns true when it seeded. A database seeded by an older version gets the
 * parts added since (the content area's teams, partners, form pages and opening hours), each when
 * its table is still empty.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) {
    await db.transaction().execute((trx) => seedContent(trx, { onlyMissing: true }));
    return false;
  }
  await seedDatabase(db, options);
  return true;
}

/** Empties every table (users included) and seeds again. */
export async function reseed(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The audit log is append-only; its trigger lets this one TRUNCATE through (migrations/0023_staff.ts).
    await sql`SET LOCAL ga.audit_reset = 'on'`.execute(trx);
    await sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`).execute(trx);
    await insertAll(trx, options);
  });
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction().execute((trx) => insertAll(trx, options));
}

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function insertAll(trx: Tx, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();

  await trx
    .insertInto('departments')
    .values(DEPARTMENTS.map(([code, name], i) => ({ code, name: `${code} ${name}`, position: i + 1 })))
    .execute();
  await trx
    .insertInto('business_sectors')
    .values(BUSINESS_SECTORS.map(([code, name], i) => ({ code, name, position: i + 1 })))
    .execute();

  const types = await trx
    .insertInto('delivery_types')
    .values(DELIVERY_TYPES.map((t, i) => ({ ...t, position: i + 1 })))
    .returning(['id', 'slug'])
    .execute();
  const departments = await trx.selectFrom('departments').select(['id', 'code']).execute();
  const prices = types.flatMap((t) =>
    departments.map((d) => {
      const price = deliveryPrice(t.slug, d.code);
      const delayDays = deliveryLeadTime(t.slug, d.code);
      return {
        delivery_type_id: t.id,
        department_id: d.id,
        price,
        price_etax: price === null ? null : Math.round(price / 1.2),
        delay_days: delayDays,
      };
    }),
  );
  await inChunks(prices, 500, (chunk) => trx.insertInto('delivery_prices').values(chunk).execute());

  // Catalogue reference data
  const brandRows = await trx
    .insertInto('brands')
    .values(BRANDS.map(([slug, name, country]) => ({ slug, name, country })))
    .returning(['id', 'slug'])
    .execute();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  const typeId = new Map<string, { id: number; category_id: number }>();
  for (const [i, category] of CATEGORIES.entries()) {
    const cat = await trx
      .insertInto('vehicle_categories')
      .values({ slug: category.slug, name: category.name, position: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await trx
      .insertInto('vehicle_types')
      .values(category.types.map(([slug, name], j) => ({ slug, name, category_id: cat.id, position: j + 1 })))
      .returning(['id', 'slug'])
      .execute();
    for (const r of rows) typeId.set(r.slug, { id: r.id, category_id: cat.id });
  }
  const modelRows = await trx
    .insertInto('carmodels')
    .values(
      MODELS.map((m) => ({
        brand_id: brandId.get(m.brand)!,
        type_id: typeId.get(m.body)!.id,
        slug: modelSlug(m),
        name: m.name,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const modelId = new Map(modelRows.map((m) => [m.slug, m.id]));

  const vehicles = generateVehicles(options.vehicleCount ?? VEHICLE_COUNT, 1966, now).map(
    ({ brandSlug, modelSlug: mSlug, body, equipment, ...v }) => {
      const type = typeId.get(body)!;
      return {
        ...v,
        brand_id: brandId.get(brandSlug)!,
        carmodel_id: modelId.get(mSlug)!,
        category_id: type.category_id,
        type_id: type.id,
        equipment: JSON.stringify(equipment),
      };
    },
  );
  await inChunks(vehicles, 400, (chunk) => trx.insertInto('vehicles').values(chunk).execute());
  await seedFinancing(trx, now);
  await seedPromoCodes(trx, now);
  await seedAccountDemo(trx, now);
  await seedStaffDemo(trx, now);
  await seedPriceHistory(trx, now);
  await seedDemoAlert(trx, now);
  await seedCatalogueExtras(trx, now);

  // Home content
  await trx
    .insertInto('banners')
    .values(BANNERS.map((b, i) => ({ ...b, position: i + 1 })))
    .execute();
  await trx
    .insertInto('welcome_slides')
    .values(WELCOME_SLIDES.map((s, i) => ({ ...s, position: i + 1 })))
    .execute();
  await inChunks(generateReviews(now), 200, (chunk) => trx.insertInto('reviews').values(chunk).execute());
  const dates = newsDates(now);
  await trx
    .insertInto('news')
    .values(NEWS.map((n, i) => ({ ...n, slug: slugify(n.slug), published_on: dates[i]! })))
    .execute();
  await seedContent(trx);
}

/** The content area: teams, partners, form pages (seeds/about.ts, seeds/form-pages.ts), the appointment centre and its hours. */
async function seedContent(trx: Tx, { onlyMissing = false } = {}): Promise<void> {
  const c = trx.withTables<ContentTables>();
  const a = trx.withTables<AppointmentTables>();
  const empty = async (table: 'teams' | 'partners' | 'form_pages' | 'appointment_places') =>
    !onlyMissing ||
    Number(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(trx)).rows[0]?.n ?? 0,
    ) === 0;
  if (await empty('teams')) {
    for (const [i, team] of TEAMS.entries()) {
      const { id } = await c
        .insertInto('teams')
        .values({ slug: team.slug, name: team.name, mission: team.mission, position: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await c
        .insertInto('team_members')
        .values(
          team.members.map(([first_name, role, speciality], j) => ({
            team_id: id,
            first_name,
            role,
            speciality,
            position: j + 1,
          })),
        )
        .execute();
    }
  }
  if (await empty('partners'))
    await c
      .insertInto('partners')
      .values(
        PARTNERS.map((p, i) => ({
          ...p,
          description: JSON.stringify(p.description),
          benefits: JSON.stringify(p.benefits),
          position: i + 1,
        })),
      )
      .execute();
  if (await empty('form_pages'))
    await c
      .insertInto('form_pages')
      .values(FORM_PAGES.map((f) => ({ ...f, intro: JSON.stringify(f.intro), fields: JSON.stringify(f.fields) })))
      .execute();
  if (await empty('appointment_places')) {
    const place = await a
      .insertInto('appointment_places')
      .values(APPOINTMENT_PLACE)
      .returning('id')
      .executeTakeFirstOrThrow();
    await a
      .insertInto('appointment_hours')
      .values(
        Object.entries(APPOINTMENT_HOURS).flatMap(([kind, rows]) =>
          rows.flatMap(([days, opens, closes, slot_minutes]) =>
            days.map((weekday) => ({
              place_id: place.id,
              kind: kind as AppointmentKind,
              weekday,
              opens,
              closes,
              slot_minutes,
            })),
          ),
        ),
      )
      .execute();
  }
}
