import { Button, formatEuros, formatMileage } from '@ga/ui';
import type { VehicleFilters } from '@ga/contracts';
import type { UrlFilters } from '../search-params';
import { FacetGroup } from './facet-group';
import { RangeSelect, steps } from './range-select';
import styles from './filter-panel.module.css';

interface Props {
  facets: VehicleFilters | undefined;
  filters: UrlFilters;
  onChange: (change: Partial<UrlFilters>) => void;
  onReset: () => void;
  /** Criteria fixed by the page (e.g. the brand of /achat-par-marque): their facet is hidden. */
  fixed: ReadonlyArray<keyof UrlFilters>;
}

/** Filters of a listing, with counts over the whole filtered set (GET /api/vehicles/filters). */
export function FilterPanel({ facets, filters, onChange, onReset, fixed }: Props) {
  const show = (key: keyof UrlFilters) => !fixed.includes(key);
  const active = Object.keys(filters).some((k) => k !== 'sort' && k !== 'page');
  return (
    <aside className={styles.panel} aria-label="Filtres">
      <div className={styles.header}>
        <h2 className={styles.title}>Filtrer</h2>
        {active && (
          <Button variant="ghost" size="sm" onClick={onReset}>
            Tout effacer
          </Button>
        )}
      </div>
      {facets && (
        <>
          {show('category') && <FacetGroup title="Catégorie" name="category" options={facets.categories} selected={filters.category ? [filters.category] : []} onChange={(v) => onChange({ category: v[v.length - 1] })} />}
          {show('conditions') && <FacetGroup title="État" name="conditions" options={facets.conditions} selected={filters.conditions} onChange={(v) => onChange({ conditions: v })} />}
          {show('brands') && <FacetGroup title="Marque" name="brands" options={facets.brands} selected={filters.brands} onChange={(v) => onChange({ brands: v })} />}
          {show('energies') && <FacetGroup title="Énergie" name="energies" options={facets.energies} selected={filters.energies} onChange={(v) => onChange({ energies: v })} />}
          {show('types') && <FacetGroup title="Carrosserie" name="types" options={facets.types} selected={filters.types} onChange={(v) => onChange({ types: v })} />}
          {show('gearboxes') && <FacetGroup title="Boîte de vitesses" name="gearboxes" options={facets.gearboxes} selected={filters.gearboxes} onChange={(v) => onChange({ gearboxes: v })} />}
          <div className={styles.group}>
            <RangeSelect label="Budget maximum" name="price_max" value={filters.price_max} steps={steps(facets.price.min ?? 0, facets.price.max ?? 0, 5000)} format={formatEuros} anyLabel="Tous les prix" onChange={(price_max) => onChange({ price_max })} />
            <RangeSelect label="Kilométrage maximum" name="mileage_max" value={filters.mileage_max} steps={steps(facets.mileage.min ?? 0, facets.mileage.max ?? 0, 10000)} format={formatMileage} anyLabel="Tous les kilométrages" onChange={(mileage_max) => onChange({ mileage_max })} />
            <RangeSelect label="Année minimum" name="year_min" value={filters.year_min} steps={steps(facets.year.min ?? 0, facets.year.max ?? 0, 1)} format={String} anyLabel="Toutes les années" onChange={(year_min) => onChange({ year_min })} />
          </div>
        </>
      )}
    </aside>
  );
}
