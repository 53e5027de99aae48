import { skipToken } from '@reduxjs/toolkit/query';
import { CreditExample } from '@ga/ui';
import { mobilityMessage, type VehicleCard } from '@ga/contracts';
import { useAdsLegalMentionsQuery } from './ads-api';
import styles from './vehicle-ad-mentions.module.css';

export interface VehicleAdMentionsProps {
  /** The vehicles the list shows (cards). */
  vehicles: readonly VehicleCard[];
  /** Which monthly figure the cards show (VehicleCard's `monthly`); `none`: no credit example. */
  monthly?: 'cheapest' | 'loa' | 'none';
}

/**
 * What French law asks beside a list of vehicle ads, once per list (home sliders, search results,
 * leasing pages, events and promotions, favourites, the Tesla range):
 * - a mobility message with #SeDéplacerMoinsPolluer (décret 2021-1841; each card carries its CO2 class);
 * - when the cards show « à partir de … €/mois* », the representative example of such an offer —
 *   the first card's — with the TAEG larger than any other figure and the mandatory warning
 *   (Code de la consommation L312-6/7), on the same screen as the figures.
 */
export function VehicleAdMentions({ vehicles, monthly = 'cheapest' }: VehicleAdMentionsProps) {
  const figure = (v: VehicleCard) =>
    monthly === 'loa' ? v.loa_monthly_from : monthly === 'none' ? null : v.monthly_from;
  const withFigure = vehicles.find((v) => figure(v) !== null);
  const { data: mentions } = useAdsLegalMentionsQuery(
    withFigure ? { vehicleId: withFigure.id, kind: monthly === 'loa' ? 'loa' : undefined } : skipToken,
  );
  const first = vehicles[0];
  if (!first) return null;
  return (
    <div className={styles.mentions} data-testid="ad-mentions">
      {withFigure && mentions ? (
        <CreditExample
          mentions={mentions}
          intro={`* Exemple représentatif des mensualités affichées, pour le ${withFigure.title} ${withFigure.version} :`}
        />
      ) : null}
      <p className={styles.mobility}>{mobilityMessage(first.id)}</p>
    </div>
  );
}
