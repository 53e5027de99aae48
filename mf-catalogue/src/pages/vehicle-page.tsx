import { useRef } from 'react';
import { Badge, ErrorState, Icon, Notice, Price, Section, Skeleton, formatMileage } from '@ga/ui';
import {
  NotFoundPage,
  errorStatus,
  getConfig,
  selectLiveVehicle,
  useAppSelector,
  usePageHead,
  useSession,
  useTradeinCredit,
  Link,
  useParams,
} from '@ga/core';
import { ENERGY_LABELS, GEARBOX_LABELS, vehicleHead } from '@ga/contracts';
import { VehicleCard } from '../shared/vehicle-card/components/vehicle-card';
import { useCatalogueVehicleQuery } from '../features/vehicle/api';
import { Gallery } from '../features/vehicle/components/gallery';
import { Viewer360 } from '../features/view-360/components/viewer-360';
import { Specs } from '../features/vehicle/components/specs';
import { Co2Label } from '../features/vehicle/components/co2-label';
import { PriceHistory } from '../features/vehicle/components/price-history';
import { CostOfOwnership } from '../features/vehicle/components/cost-of-ownership';
import { CompareBar } from '../features/compare/components/compare-bar';
import { CompareToggle } from '../shared/compare/components/compare-toggle';
import { useRecordView } from '../features/recently-viewed/use-recently-viewed';
import { FavouriteToggle } from '../shared/favourites/components/favourite-toggle';
import { DeliveryBlock } from '../features/delivery/components/delivery-block';
import { FundingBlock } from '../features/financing/components/funding-block';
import { QuoteBlock } from '../features/quote/components/quote-block';
import { BuyBar } from '../features/vehicle/components/buy-bar';
import { PrimaryAction } from '../features/vehicle/components/primary-action';
import { CallBackButton } from '../features/call-back/components/call-back-button';
import { useVehiclePageData } from './vehicle-page-data';
import styles from './vehicle-page.module.css';

/** /achat/vehicule/{slug}/{vehicleId} */
export function VehiclePage() {
  const { vehicleId = '' } = useParams();
  const actionsRef = useRef<HTMLDivElement>(null);
  const { isCompany } = useSession();
  const tradein = useTradeinCredit();
  const { data: fetched, error, isLoading, refetch } = useCatalogueVehicleQuery(vehicleId);
  // What the live-stock stream said since the page loaded: a booking, a sale or a new price made elsewhere.
  const live = useAppSelector((state) => selectLiveVehicle(state, fetched?.id ?? 0));
  const vehicle =
    fetched && live
      ? {
          ...fetched,
          is_reserved: live.is_reserved,
          price: live.price,
          price_etax: live.price_etax,
          price_drop: live.price_drop,
        }
      : fetched;
  const sold = live ? !live.available : false;
  useRecordView(fetched?.id);
  const suggestions = useVehiclePageData(vehicleId);
  // The head the site server wrote into the page, from the same builder (@ga/contracts), set again
  // on client-side navigation and when the live price changes. usePageHead writes no JSON-LD: only the
  // page the server sends carries it.
  usePageHead(
    vehicle
      ? vehicleHead(vehicle, getConfig().brandName)
      : { title: 'Fiche véhicule', description: 'Fiche véhicule', type: 'product' },
  );

  if (errorStatus(error) === 404 || errorStatus(error) === 422) return <NotFoundPage />;
  if (error) return <ErrorState title="Ce véhicule n’a pas pu être chargé" onRetry={() => void refetch()} />;
  if (isLoading || !vehicle)
    return (
      <div className={styles.page}>
        <Skeleton variant="rect" height={520} />
      </div>
    );

  return (
    <article className={styles.page} data-testid="vehicle-page">
      <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
        <Link to="/">Accueil</Link> › <Link to="/achat">Acheter</Link> ›{' '}
        <Link to={`/achat-par-marque/${vehicle.brand.slug}`}>{vehicle.brand.name}</Link> ›{' '}
        <span aria-current="page">{vehicle.title}</span>
      </nav>
      <div className={styles.layout}>
        <Gallery
          key={vehicle.id}
          images={vehicle.images}
          title={vehicle.title}
          view360={
            vehicle.has_view_360 ? (
              <Viewer360 key={vehicle.id} vehicleId={vehicle.id} title={vehicle.title} />
            ) : undefined
          }
        />
        <aside className={styles.box}>
          <div className={styles.badges}>
            {sold ? (
              <Badge variant="reserve" icon={null}>
                Vendu
              </Badge>
            ) : (
              vehicle.is_reserved && <Badge variant="reserve" />
            )}
            {vehicle.condition === 'zero_km' && <Badge variant="zero-km" />}
            {vehicle.is_new_arrival && <Badge variant="nouveaute" />}
            {vehicle.is_favourite_pick && <Badge variant="coup-de-coeur" />}
            {vehicle.price_drop && <Badge variant="baisse" />}
          </div>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{vehicle.title}</h1>
            <FavouriteToggle vehicleId={vehicle.id} label={vehicle.title} />
          </div>
          <p className={styles.version}>{vehicle.version}</p>
          <Price
            size="lg"
            value={vehicle.price}
            valueEtax={vehicle.price_etax}
            isCompany={isCompany}
            {...(vehicle.price_drop
              ? {
                  oldValue: vehicle.price_drop.reference_price,
                  oldValueEtax: vehicle.price_drop.reference_price_etax,
                  oldLabel: 'Prix de référence',
                }
              : { oldValue: vehicle.catalogue_price && vehicle.discount > 0 ? vehicle.catalogue_price : null })}
            monthly={vehicle.monthly_from}
            afterTradein={tradein?.amount}
          />
          <ul className={styles.keyFacts}>
            <li>
              <Icon name="calendar" size={18} /> {vehicle.year}
            </li>
            <li>
              <Icon name="gauge" size={18} /> {formatMileage(vehicle.mileage)}
            </li>
            <li>
              <Icon name="fuel" size={18} /> {ENERGY_LABELS[vehicle.energy]}
            </li>
            <li>
              <Icon name="gearbox" size={18} /> {GEARBOX_LABELS[vehicle.gearbox]}
            </li>
          </ul>
          <div className={styles.actions} ref={actionsRef}>
            {sold && !vehicle.booking && (
              <Notice variant="info" title="Ce véhicule vient d’être vendu">
                <Link to={`/achat-par-modele/${vehicle.carmodel.slug}`}>Voir les autres {vehicle.title} en stock</Link>
              </Notice>
            )}
            <PrimaryAction vehicle={vehicle} sold={sold} />
            <CallBackButton vehicleId={vehicle.id} vehicleTitle={vehicle.title} />
          </div>
          <CompareToggle vehicle={vehicle} />
          <p className={styles.reassure}>
            <Icon name="truck" size={16} /> Livraison partout en France · <Icon name="shield" size={16} /> Garantie{' '}
            {vehicle.warranty_months} mois
          </p>
        </aside>
        <div className={styles.sections}>
          <Section title="Caractéristiques" container={false}>
            <Specs vehicle={vehicle} />
          </Section>
          {vehicle.equipment.length > 0 && (
            <Section title="Équipements" container={false}>
              <ul className={styles.equipment}>
                {vehicle.equipment.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={16} /> {item}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {vehicle.description && (
            <Section title="Le mot de nos conseillers" container={false}>
              <p className={styles.description}>{vehicle.description}</p>
            </Section>
          )}
          <PriceHistory vehicleId={vehicle.id} isCompany={isCompany} />
          <CostOfOwnership vehicle={vehicle} />
          <FundingBlock vehicleId={vehicle.id} vehicleTitle={vehicle.title} />
          <DeliveryBlock />
          <QuoteBlock vehicleId={vehicle.id} />
          <Co2Label co2={vehicle.co2} vehicleId={vehicle.id} />
          <CompareBar />
          {suggestions.data && suggestions.data.length > 0 && (
            <Section title="Vous aimerez aussi" container={false}>
              {/* No monthly figures here: the page's representative example is this vehicle's (FundingBlock). */}
              <ul className={styles.suggestions}>
                {suggestions.data.slice(0, 4).map((s) => (
                  <li key={s.id}>
                    <VehicleCard vehicle={s} monthly="none" />
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
      </div>
      {!(sold && !vehicle.booking) && (
        <BuyBar
          watch={actionsRef}
          price={
            <Price value={vehicle.price} valueEtax={vehicle.price_etax} isCompany={isCompany} discountLabel={false} />
          }
        >
          <PrimaryAction vehicle={vehicle} sold={sold} size="md" />
        </BuyBar>
      )}
    </article>
  );
}
