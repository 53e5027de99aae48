// The long tail of catalogue searches: what visitors type beyond the popular listings.
// Each search draws 0 to 3 criteria (a brand, a model of it, an energy, a category, a price or
// mileage cap, a minimum year, a gearbox, a condition), a sort and a page (page 1 most often),
// from a seeded generator, so two runs send the same sequence. Arrays go as `name[]=v`.

const ENERGIES = ['essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique'];
const GEARBOXES = ['manuelle', 'automatique'];
const CONDITIONS = ['new', 'zero_km', 'used'];
const CATEGORIES = ['voitures', 'utilitaires'];
const SORTS = ['newest', 'price_asc', 'price_desc', 'monthly_asc', 'mileage_asc', 'year_desc', 'discount_desc'];

/** mulberry32: a small seeded generator (same sequence for the same seed). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/**
 * A query string of the long tail. `reference`: { brands: [{ slug, models: [slug] }] } (from the
 * API's reference calls).
 */
export function randomSearch(rnd, reference) {
  const params = new URLSearchParams();
  const criteria = [
    () => {
      const brand = pick(rnd, reference.brands);
      params.append('brands[]', brand.slug);
      if (brand.models.length && rnd() < 0.4) params.append('carmodels[]', pick(rnd, brand.models));
    },
    () => params.append('energies[]', pick(rnd, ENERGIES)),
    () => params.set('category', pick(rnd, CATEGORIES)),
    () => params.set('price_max', String(8000 + 1000 * Math.floor(rnd() * 52))),
    () => params.set('mileage_max', String(10000 * (1 + Math.floor(rnd() * 15)))),
    () => params.set('year_min', String(2012 + Math.floor(rnd() * 14))),
    () => params.append('gearboxes[]', pick(rnd, GEARBOXES)),
    () => params.append('conditions[]', pick(rnd, CONDITIONS)),
  ];
  const count = Math.floor(rnd() * 4); // 0 to 3 criteria
  const chosen = new Set();
  while (chosen.size < count) chosen.add(Math.floor(rnd() * criteria.length));
  for (const index of chosen) criteria[index]();
  if (rnd() < 0.7) params.set('sort', pick(rnd, SORTS));
  const r = rnd();
  const page = r < 0.6 ? 1 : r < 0.85 ? 2 + Math.floor(rnd() * 3) : 5 + Math.floor(rnd() * 20);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** The same query without what facets ignore (page, sort). */
export const facetQuery = (query) => {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('sort');
  return params.toString();
};

/** Brands with their model slugs, from the facets of the whole stock (GET /api/vehicles/filters). */
export async function loadReference(origin, headers) {
  const { data } = await (await fetch(`${origin}/api/vehicles/filters`, { headers })).json();
  return {
    brands: data.brands
      .filter((b) => b.count > 0)
      .map((b) => ({
        slug: b.value,
        models: data.carmodels.filter((m) => m.brand === b.value && m.count > 0).map((m) => m.value),
      })),
  };
}
