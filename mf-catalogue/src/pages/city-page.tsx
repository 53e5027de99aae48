import { ButtonLink, ErrorState, Icon, Section, Skeleton, deliveryPriceLabel, pluralize } from '@ga/ui';
import { NotFoundPage, VehicleAdMentions, errorStatus, usePageHead, useSession, Link, useParams } from '@ga/core';
import { VehicleCard } from '../shared/vehicle-card/components/vehicle-card';
import { CompareBar } from '../features/compare/components/compare-bar';
import { useCatalogueCitiesQuery, useCatalogueCityQuery } from '../features/city/api';
import { leadTimeLabel } from '../features/city/lead-time';
import styles from './city-page.module.css';

/**
 * /achat-utilitaire/{city}: vans for professionals of a city, with the delivery price and lead
 * time for that city's département (GET /api/cities/{city}?type=utilitaires). Unknown city → 404.
 */
export function CityPage() {
  const { isCompany } = useSession();
  const { city = '' } = useParams();
  const { data: page, error, refetch } = useCatalogueCityQuery(city);
  const cities = useCatalogueCitiesQuery();
  usePageHead({
    title: page?.title ?? 'Achat d’utilitaire',
    description: page
      ? `${page.title} : ${page.vehicles_count} utilitaires neufs, 0 km et d’occasion en stock, livrés dans le ${page.department.name}.`
      : 'Utilitaires livrés près de chez vous.',
  });

  if (errorStatus(error) === 404) return <NotFoundPage />;
  if (error) return <ErrorState title="Cette page n’a pas pu être chargée" onRetry={() => void refetch()} />;
  if (!page)
    return (
      <div className={styles.page}>
        <Skeleton variant="rect" height={420} />
      </div>
    );

  // The headline figure is home delivery (what a professional wants); pickup is listed below.
  const home = page.delivery_types
    .filter((t) => t.at_home && t.delivery_price !== null)
    .sort((a, b) => a.delivery_price! - b.delivery_price!)[0];
  const homeFrom = home ? home.delivery_price! : null;
  const listUrl = `/achat/${page.category}?sort=price_asc`;

  return (
    <div className={styles.page} data-testid="city-page">
      <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
        <Link to="/">Accueil</Link> › <Link to="/achat/utilitaires">Utilitaires</Link> ›{' '}
        <span aria-current="page">{page.name}</span>
      </nav>
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.intro}>{page.intro}</p>
          <ButtonLink to={listUrl} size="lg">
            Voir les {pluralize(page.vehicles_count, 'utilitaire', 'utilitaires')}
          </ButtonLink>
        </div>
        <ul className={styles.facts}>
          <li>
            <Icon name="truck" size={22} />
            <span>
              <strong>
                {homeFrom === null
                  ? 'Livraison sur devis'
                  : homeFrom === 0
                    ? 'Livraison gratuite'
                    : `Livraison ${deliveryPriceLabel(homeFrom, home?.delivery_price_etax, isCompany)}`}
              </strong>{' '}
              à domicile {page.at_name}
            </span>
          </li>
          <li>
            <Icon name="map-pin" size={22} />
            <span>
              <strong>{page.distance_km} km</strong> de notre centre d’Écommoy (72)
            </span>
          </li>
          <li>
            <Icon name="car" size={22} />
            <span>
              <strong>{pluralize(page.vehicles_count, 'utilitaire disponible', 'utilitaires disponibles')}</strong> en
              stock
            </span>
          </li>
        </ul>
      </header>

      <Section title={`Livraison ${page.at_name} (${page.department.name})`} container={false}>
        {page.delivery_types.length === 0 ? (
          <p className={styles.muted}>
            Nos conseillers vous proposent un mode de livraison sur devis pour votre commune.
          </p>
        ) : (
          <ul className={styles.delivery} data-testid="city-delivery">
            {page.delivery_types.map((type) => (
              <li key={type.id} className={styles.deliveryItem}>
                <Icon name={type.at_home ? 'truck' : 'map-pin'} size={22} />
                <div>
                  <p className={styles.deliveryName}>{type.name}</p>
                  <p className={styles.muted}>{type.description}</p>
                  <p className={styles.muted}>Remise des clés {leadTimeLabel(type.lead_time_days)}</p>
                </div>
                <strong className={styles.deliveryPrice}>
                  {deliveryPriceLabel(type.delivery_price, type.delivery_price_etax, isCompany)}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Les utilitaires les moins chers du moment" container={false}>
        {page.vehicles.length === 0 ? (
          <p className={styles.muted}>
            Aucun utilitaire en stock aujourd’hui : notre stock change chaque jour, revenez bientôt.
          </p>
        ) : (
          <>
            <ul className={styles.grid} data-testid="listing-results">
              {page.vehicles.map((vehicle) => (
                <li key={vehicle.id}>
                  <VehicleCard vehicle={vehicle} />
                </li>
              ))}
            </ul>
            <p className={styles.more}>
              <ButtonLink to={listUrl} variant="outline">
                Voir tout le stock d’utilitaires
              </ButtonLink>
            </p>
            <VehicleAdMentions vehicles={page.vehicles} />
            <CompareBar />
          </>
        )}
      </Section>

      {cities.data && cities.data.length > 1 && (
        <Section title="Nous livrons aussi" container={false}>
          <ul className={styles.cities}>
            {cities.data
              .filter((c) => c.slug !== page.slug)
              .map((c) => (
                <li key={c.slug}>
                  <Link to={`/achat-utilitaire/${c.slug}`}>
                    Utilitaire {c.at_name} ({c.department_code})
                  </Link>
                </li>
              ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
