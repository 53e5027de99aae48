import type { FormEvent } from 'react';
import { useLocation } from '@ga/core';
import { Button, ButtonLink, formatEuros, formatMileage } from '@ga/ui';
import type { VehicleFilters } from '@ga/contracts';
import { FILTER_KEYS, parseFilters, type UrlFilters } from '../search-params';
import { FacetGroup } from './facet-group';
import { RangeSelect, steps } from './range-select';
import styles from './filter-panel.module.css';

/** The id of the filter form, for controls placed elsewhere in the page (the sort select's `form` attribute). */
export const FILTER_FORM_ID = 'filtres-recherche';

const FACET_KEYS: ReadonlyArray<keyof UrlFilters> = [
  'category',
  'conditions',
  'brands',
  'energies',
  'types',
  'gearboxes',
];
const RANGE_KEYS: ReadonlyArray<keyof UrlFilters> = ['price_max', 'mileage_max', 'year_min'];

interface Props {
  facets: VehicleFilters | undefined;
  filters: UrlFilters;
  onChange: (change: Partial<UrlFilters>) => void;
  /** The whole search of the form, when it is submitted with JavaScript (it replaces the URL's filters). */
  onApply: (filters: UrlFilters) => void;
  /** Criteria fixed by the page (e.g. the brand of /achat-par-marque): their facet is hidden. */
  fixed: ReadonlyArray<keyof UrlFilters>;
}

/**
 * The query the browser would send for the form, as filters: named, enabled controls, ticked boxes only,
 * a key once per value (parseFilters joins them). Read from `form.elements`, which includes the sort select
 * tied by its `form` attribute; not FormData, which the tests' environment takes from Node (no form argument).
 */
function formFilters(form: HTMLFormElement): UrlFilters {
  const search = new URLSearchParams();
  for (const control of Array.from(form.elements) as HTMLInputElement[]) {
    if (!control.name || control.disabled || (control.tagName !== 'INPUT' && control.tagName !== 'SELECT')) continue;
    if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
    search.append(control.name, control.value);
  }
  return parseFilters(search);
}

/**
 * Filters of a listing, with counts over the whole filtered set (GET /api/vehicles/filters).
 * A plain GET form to the listing's own path, its controls named like the URL (`energies`, `price_max`…):
 * without JavaScript it sends the search and the `search` middleware redirects to its clean URL; with
 * JavaScript every change updates the URL at once (onChange) and a submit is turned into a navigation.
 */
export function FilterPanel({ facets, filters, onChange, onApply, fixed }: Props) {
  const { pathname } = useLocation();
  const show = (key: keyof UrlFilters) => !fixed.includes(key);
  const active = Object.keys(filters).some((k) => k !== 'sort' && k !== 'page');
  const hasControl = (key: keyof UrlFilters) =>
    !!facets && ((FACET_KEYS.includes(key) && show(key)) || RANGE_KEYS.includes(key));
  // Filters of the URL without a control here (a fixed criterion, carmodels, monthly_max, or everything while
  // the facets are missing) are carried as they are, as the live update keeps them. Not the sort: the toolbar's
  // select belongs to this form (`form` attribute). Not the page: a new search starts at page 1.
  const carried = FILTER_KEYS.filter(
    (key) => key !== 'sort' && key !== 'page' && filters[key] !== undefined && !hasControl(key),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(formFilters(event.currentTarget));
  };
  return (
    <aside className={styles.panel} aria-label="Filtres">
      <form id={FILTER_FORM_ID} method="get" action={pathname} onSubmit={submit} className={styles.form}>
        <div className={styles.header}>
          <h2 className={styles.title}>Filtrer</h2>
          {active && (
            // A link to the listing without its query: works without JavaScript too.
            <ButtonLink to={pathname} variant="ghost" size="sm">
              Tout effacer
            </ButtonLink>
          )}
        </div>
        {carried.map((key) => {
          const value = filters[key]!;
          return (
            <input key={key} type="hidden" name={key} value={Array.isArray(value) ? value.join(',') : String(value)} />
          );
        })}
        {facets && (
          <>
            {show('category') && (
              <FacetGroup
                title="Catégorie"
                name="category"
                options={facets.categories}
                selected={filters.category ? [filters.category] : []}
                onChange={(v) => onChange({ category: v[v.length - 1] })}
              />
            )}
            {show('conditions') && (
              <FacetGroup
                title="État"
                name="conditions"
                options={facets.conditions}
                selected={filters.conditions}
                onChange={(v) => onChange({ conditions: v })}
              />
            )}
            {show('brands') && (
              <FacetGroup
                title="Marque"
                name="brands"
                options={facets.brands}
                selected={filters.brands}
                onChange={(v) => onChange({ brands: v })}
              />
            )}
            {show('energies') && (
              <FacetGroup
                title="Énergie"
                name="energies"
                options={facets.energies}
                selected={filters.energies}
                onChange={(v) => onChange({ energies: v })}
              />
            )}
            {show('types') && (
              <FacetGroup
                title="Carrosserie"
                name="types"
                options={facets.types}
                selected={filters.types}
                onChange={(v) => onChange({ types: v })}
              />
            )}
            {show('gearboxes') && (
              <FacetGroup
                title="Boîte de vitesses"
                name="gearboxes"
                options={facets.gearboxes}
                selected={filters.gearboxes}
                onChange={(v) => onChange({ gearboxes: v })}
              />
            )}
            <div className={styles.group}>
              <RangeSelect
                label="Budget maximum"
                name="price_max"
                value={filters.price_max}
                steps={steps(facets.price.min ?? 0, facets.price.max ?? 0, 5000)}
                format={formatEuros}
                anyLabel="Tous les prix"
                onChange={(price_max) => onChange({ price_max })}
              />
              <RangeSelect
                label="Kilométrage maximum"
                name="mileage_max"
                value={filters.mileage_max}
                steps={steps(facets.mileage.min ?? 0, facets.mileage.max ?? 0, 10000)}
                format={formatMileage}
                anyLabel="Tous les kilométrages"
                onChange={(mileage_max) => onChange({ mileage_max })}
              />
              <RangeSelect
                label="Année minimum"
                name="year_min"
                value={filters.year_min}
                steps={steps(facets.year.min ?? 0, facets.year.max ?? 0, 1)}
                format={String}
                anyLabel="Toutes les années"
                onChange={(year_min) => onChange({ year_min })}
              />
            </div>
            {/* Only without JavaScript: with it every change already applies (and nothing else would submit the
                form), so the button would only be noise. <noscript> is skipped by the hydration, no mismatch. */}
            <noscript>
              <Button type="submit" fullWidth>
                Appliquer les filtres
              </Button>
            </noscript>
          </>
        )}
      </form>
    </aside>
  );
}
