import { usePageHead, Link } from '@ga/core';
import { ErrorState, Skeleton } from '@ga/ui';
import { PAGE_HEADS } from '../../shared/page-heads';
import { PageHero } from '../../shared/templates/page-hero';
import { useContentSiteRoutesQuery, useContentSitemapQuery, type SitemapLink } from './api';
import { siteMapSections } from './site-map-sections';
import styles from './site-map-page.module.css';

function LinkList({ links }: { links: { path: string; label: string }[] }) {
  return (
    <ul className={styles.links}>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Vehicles by brand, each brand folded (a thousand links stay readable). */
function VehiclesByBrand({ brands, vehicles }: { brands: SitemapLink[]; vehicles: SitemapLink[] }) {
  const byLength = [...brands].sort((a, b) => b.slug.length - a.slug.length);
  const groups = new Map<string, SitemapLink[]>();
  for (const v of vehicles) {
    const brand = byLength.find((b) => v.slug.startsWith(`${b.slug}-`));
    const key = brand?.label ?? 'Autres';
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return (
    <div className={styles.folds}>
      {[...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b, 'fr'))
        .map(([brand, list]) => (
          <details key={brand}>
            <summary>
              {brand} ({list.length})
            </summary>
            <LinkList links={list.map((v) => ({ path: v.path, label: v.label }))} />
          </details>
        ))}
    </div>
  );
}

/**
 * /plan-du-site: every public page. The areas' pages come from the live route manifests (the same
 * ones the site server reads for heads and sitemap.xml), the pages made from data from the API.
 */
export function SiteMapPage() {
  usePageHead(PAGE_HEADS['/plan-du-site']);
  const routes = useContentSiteRoutesQuery();
  const brands = useContentSitemapQuery('brands');
  const models = useContentSitemapQuery('carmodels');
  const vehicles = useContentSitemapQuery('vehicles');
  const pages = useContentSitemapQuery('pages');

  const sections = siteMapSections(routes.data?.manifests ?? []);
  const partners = pages.data?.filter((p) => p.path.startsWith('/a-propos/partenaires/')) ?? [];
  const departments = pages.data?.filter((p) => p.path.startsWith('/services/livraison-domicile/')) ?? [];

  return (
    <div>
      <PageHero
        kicker="Navigation"
        heading="Plan du site"
        lead="Toutes les pages du site, rubrique par rubrique, avec les marques, les modèles et les véhicules en stock."
      />
      <div className={styles.body}>
        <div className={styles.home}>
          <Link to="/">Accueil</Link>
        </div>
        {routes.isLoading && <Skeleton height={320} />}
        {routes.isError && (
          <ErrorState
            title="Le plan du site n’a pas pu être chargé"
            message="Réessayez dans un instant."
            onRetry={() => void routes.refetch()}
          />
        )}
        <div className={styles.grid}>
          {sections.map(({ section, links }) => (
            <section key={section} aria-labelledby={`plan-${section}`} className={styles.section}>
              <h2 id={`plan-${section}`}>{section}</h2>
              <LinkList links={links} />
            </section>
          ))}
          {partners.length > 0 && (
            <section aria-labelledby="plan-partenaires" className={styles.section}>
              <h2 id="plan-partenaires">Nos partenaires</h2>
              <LinkList links={partners} />
            </section>
          )}
        </div>
        {departments.length > 0 && (
          <section aria-labelledby="plan-departements">
            <h2 id="plan-departements">Livraison à domicile, par département</h2>
            <details>
              <summary>Les {departments.length} départements</summary>
              <ul className={styles.columns}>
                {departments.map((d) => (
                  <li key={d.path}>
                    <Link to={d.path}>{d.label.replace('Livraison à domicile : ', '')}</Link>
                  </li>
                ))}
              </ul>
            </details>
          </section>
        )}
        {brands.data && (
          <section aria-labelledby="plan-marques">
            <h2 id="plan-marques">Marques en stock</h2>
            <ul className={styles.columns}>
              {brands.data.map((b) => (
                <li key={b.path}>
                  <Link to={b.path}>{b.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {models.data && (
          <section aria-labelledby="plan-modeles">
            <h2 id="plan-modeles">Modèles en stock</h2>
            <details>
              <summary>Les {models.data.length} modèles</summary>
              <ul className={styles.columns}>
                {models.data.map((m) => (
                  <li key={m.path}>
                    <Link to={m.path}>{m.label}</Link>
                  </li>
                ))}
              </ul>
            </details>
          </section>
        )}
        {vehicles.data && brands.data && (
          <section aria-labelledby="plan-vehicules">
            <h2 id="plan-vehicules">Véhicules en stock ({vehicles.data.length})</h2>
            <VehiclesByBrand brands={brands.data} vehicles={vehicles.data} />
          </section>
        )}
      </div>
    </div>
  );
}
