/**
 * Seeds the tables of migrations/0009_catalogue_extras.ts: communes of the postal code search
 * (official data, localities.ts), cities of the « achat utilitaire » pages (cities.ts) and the
 * DEMO events and promotions (campaigns.ts), dated from `now` (Paris days).
 */
import type { Tx } from '../src/db/transaction';
import { withCampaigns } from '../src/modules/campaigns/tables';
import { withCities } from '../src/modules/cities/tables';
import { departmentOfInsee, foldName } from '../src/modules/localization/normalize';
import { withLocalities } from '../src/modules/localization/tables';
import { EVENTS, PROMOTIONS } from './campaigns';
import { CITIES } from './cities';
import { LOCALITIES } from './localities';

/** "YYYY-MM-DD" of today + `days` in Paris. */
function parisDay(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

export async function seedCatalogueExtras(trx: Tx, now: Date): Promise<void> {
  const localities = LOCALITIES.map(([insee, postal, name]) => ({
    insee_code: insee,
    postal_code: postal,
    name,
    search_name: foldName(name),
    department_code: departmentOfInsee(insee),
  }));
  for (let i = 0; i < localities.length; i += 500)
    await withLocalities(trx)
      .insertInto('localities')
      .values(localities.slice(i, i + 500))
      .execute();

  await withCities(trx)
    .insertInto('cities')
    .values(
      CITIES.map(([slug, name, atName, postal, insee, lat, lon], i) => ({
        slug,
        name,
        at_name: atName,
        postal_code: postal,
        insee_code: insee,
        department_code: departmentOfInsee(insee),
        latitude: lat,
        longitude: lon,
        position: i + 1,
      })),
    )
    .execute();

  const dates = (c: { starts: number; ends: number }) => ({
    starts_on: parisDay(now, c.starts),
    ends_on: parisDay(now, c.ends),
  });
  const events = EVENTS.map((e) => ({
    kind: 'event' as const,
    slug: e.slug,
    title: e.title,
    subtitle: e.subtitle,
    paragraphs: JSON.stringify(e.paragraphs),
    illustration: e.illustration,
    ...dates(e),
    search: JSON.stringify(e.search),
    place: JSON.stringify(e.place),
    opening_hours: e.opening_hours,
    discount_label: null,
    conditions: null,
  }));
  const promotions = PROMOTIONS.map((p) => {
    const d = dates(p);
    return {
      kind: 'promotion' as const,
      slug: p.slug,
      title: p.title,
      subtitle: p.subtitle,
      paragraphs: JSON.stringify(p.paragraphs),
      illustration: p.illustration,
      ...d,
      search: JSON.stringify(p.search),
      place: null,
      opening_hours: null,
      discount_label: p.discount_label,
      conditions: JSON.stringify(
        p.conditions.map((c) => c.replace('{start}', frenchDate(d.starts_on)).replace('{end}', frenchDate(d.ends_on))),
      ),
    };
  });
  await withCampaigns(trx)
    .insertInto('campaigns')
    .values([...events, ...promotions])
    .execute();
}
