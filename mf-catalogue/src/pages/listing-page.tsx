import { useState, type ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton, pluralize, Button, ButtonLink } from '@ga/ui';
import { VehicleAdMentions, useLocation, usePageHead } from '@ga/core';
import { defaultVehicleSort, type VehicleSearchQuery } from '@ga/contracts';
import { VehicleCard } from '../shared/vehicle-card/components/vehicle-card';
import { useCatalogueSearchVehiclesQuery, useCatalogueVehicleFiltersQuery } from '../features/search/api';
import { toApiQuery, type UrlFilters } from '../features/search/search-params';
import { useListingFilters } from '../features/search/use-listing-filters';
import { FILTER_FORM_ID, FilterPanel } from '../features/search/components/filter-panel';
import { CompareBar } from '../features/compare/components/compare-bar';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed';
import { CreateAlertButton } from '../features/alerts/components/create-alert-button';
import { SortSelect } from '../features/search/components/sort-select';
import { Pagination } from '../features/search/components/pagination';
import { TradeinCreditNotice } from '../features/tradein-credit/components/tradein-credit-notice';
import styles from './listing-page.module.css';

export interface ListingPageProps {
  title: string;
  description: string;
  /** The page's own selection (a listing, an energy, a brand…), always applied. */
  base?: Partial<VehicleSearchQuery>;
  /** Lead paragraph under the title. */
  intro?: string;
  /** Extra content under the header (explanations of a leasing or campaign page…). */
  children?: ReactNode;
  /** Small print under the results (legal mentions of the page's offers). */
  footnote?: ReactNode;
  /** Monthly payment on the cards: the cheapest offer, or the LOA one (leasing pages). */
  cardMonthly?: 'cheapest' | 'loa';
}

/** A vehicle listing: filters with counts, sort, results, pagination; all of it in the URL. */
export function ListingPage({
  title,
  description,
  base = {},
  intro,
  children,
  footnote,
  cardMonthly = 'cheapest',
}: ListingPageProps) {
  usePageHead({ title, description });
  const { filters, update, apply } = useListingFilters();
  const { pathname } = useLocation();
  const query = toApiQuery(base, filters);
  const results = useCatalogueSearchVehiclesQuery(query);
  const facets = useCatalogueVehicleFiltersQuery(query);
  const fixed = Object.keys(base) as (keyof UrlFilters)[];
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = Object.keys(filters).filter((k) => k !== 'sort' && k !== 'page').length;
  const total = results.data?.meta.total;
  // Ordered newest first, every card of the first pages has just arrived: no « Nouveauté » badge then.
  const newestFirst = (filters.sort ?? defaultVehicleSort(base.listing)) === 'newest';

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
      <TradeinCreditNotice />
      {/* The « Filtrer » toggle needs JavaScript. Without it, the toggle is hidden and the panel shown in the
          page on small screens (the rule below outranks `.layout > aside`); <noscript> is skipped by the hydration. */}
      <noscript>
        <style>{`.${styles.page} .${styles.filtersToggle}{display:none!important}.${styles.page} .${styles.layout}>aside{display:grid}`}</style>
      </noscript>
      <Button
        variant="outline"
        className={styles.filtersToggle}
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {filtersOpen ? 'Masquer les filtres' : `Filtrer${activeCount ? ` (${activeCount})` : ''}`}
      </Button>
      <div className={filtersOpen ? `${styles.layout} ${styles.filtersOpen}` : styles.layout}>
        <FilterPanel
          facets={facets.data}
          filters={filters}
          onChange={(change) => update(change)}
          onApply={apply}
          fixed={fixed}
        />
        <section aria-labelledby="results-count" className={styles.results}>
          <div className={styles.toolbar}>
            <p id="results-count" className={styles.count} aria-live="polite">
              {total === undefined
                ? 'Recherche en cours…'
                : pluralize(total, 'véhicule disponible', 'véhicules disponibles')}
            </p>
            <div className={styles.sort}>
              <CreateAlertButton title={title} query={query} filterCount={activeCount} />
              <SortSelect
                value={filters.sort}
                defaultSort={defaultVehicleSort(base.listing)}
                form={FILTER_FORM_ID}
                onChange={(sort) => update({ sort })}
              />
              {/* Without JavaScript a select cannot apply itself: this sends the filter form, the sort with it. */}
              <noscript>
                <Button type="submit" form={FILTER_FORM_ID} variant="outline">
                  Trier
                </Button>
              </noscript>
            </div>
          </div>
          {results.isError ? (
            <ErrorState title="La recherche n’a pas abouti" onRetry={() => void results.refetch()} />
          ) : !results.data ? (
            <div className={styles.grid}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rect" height={360} />
              ))}
            </div>
          ) : results.data.data.length === 0 ? (
            <EmptyState
              title="Aucun véhicule ne correspond à votre recherche"
              action={<ButtonLink to={pathname}>Effacer les filtres</ButtonLink>}
            >
              Élargissez vos critères : notre stock change chaque jour.
            </EmptyState>
          ) : (
            <>
              <ul className={styles.grid} data-testid="listing-results" aria-busy={results.isFetching}>
                {results.data.data.map((vehicle, i) => (
                  <li key={vehicle.id}>
                    {/* The first card is the page's largest image on a phone: fetched first. */}
                    <VehicleCard vehicle={vehicle} monthly={cardMonthly} priority={i === 0} newBadge={!newestFirst} />
                  </li>
                ))}
              </ul>
              <Pagination
                current={results.data.meta.current_page}
                last={results.data.meta.last_page}
                filters={filters}
                onNavigate={() => window.scrollTo(0, 0)}
              />
              <VehicleAdMentions vehicles={results.data.data} monthly={cardMonthly} />
            </>
          )}
          {footnote && <div className={styles.footnote}>{footnote}</div>}
          <RecentlyViewed />
          <CompareBar />
        </section>
      </div>
    </div>
  );
}
