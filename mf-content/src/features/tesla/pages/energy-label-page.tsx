import type { VehicleCard } from '@ga/contracts';
import { usePageHead } from '@ga/core';
import { ButtonLink, ErrorState, Skeleton, formatMileage } from '@ga/ui';
import { PageHero } from '../../../shared/templates/page-hero';
import { useContentTeslaStockQuery, useContentTeslaVehicleQuery } from '../api';
import { MobilityMessage } from '../components/mobility-message';
import styles from '../components/tesla.module.css';
import { PAGE_HEADS } from '../../../shared/page-heads';

/** The CO2 classes of the French energy label (WLTP, g/km) and their colours. */
const CLASSES = [
  ['A', '100 g/km ou moins', '#1a9641'],
  ['B', '101 à 120 g/km', '#52b151'],
  ['C', '121 à 140 g/km', '#a6d96a'],
  ['D', '141 à 160 g/km', '#ffff00'],
  ['E', '161 à 200 g/km', '#fdae61'],
  ['F', '201 à 250 g/km', '#f46d43'],
  ['G', 'plus de 250 g/km', '#d7191c'],
] as const;
const co2Class = (co2: number) =>
  co2 <= 100 ? 'A' : co2 <= 120 ? 'B' : co2 <= 140 ? 'C' : co2 <= 160 ? 'D' : co2 <= 200 ? 'E' : co2 <= 250 ? 'F' : 'G';

/** One version of the range: its figures read from one vehicle of the catalogue. */
function VersionRow({ vehicle }: { vehicle: VehicleCard }) {
  const { data } = useContentTeslaVehicleQuery(vehicle.id);
  return (
    <tr>
      <th scope="row">
        {vehicle.carmodel.name} {vehicle.version}
      </th>
      <td>{data ? `${data.co2} g/km` : '…'}</td>
      <td>{data ? `Classe ${co2Class(data.co2)}` : '…'}</td>
      <td>{data ? (data.crit_air === '0' ? 'Crit’Air 0 (vignette verte)' : `Crit’Air ${data.crit_air}`) : '…'}</td>
      <td>{data?.electric_range ? formatMileage(data.electric_range) : '…'}</td>
    </tr>
  );
}

/** /gamme-tesla/EtiquetteAIcon: the energy and CO2 labels of the range, from the catalogue. */
export function EnergyLabelPage() {
  usePageHead(PAGE_HEADS['/gamme-tesla/EtiquetteAIcon']);
  const { data, isLoading, isError, refetch } = useContentTeslaStockQuery({ perPage: 48 });
  const versions = [...new Map((data?.vehicles ?? []).map((v) => [`${v.carmodel.slug} ${v.version}`, v])).values()];
  return (
    <div>
      <PageHero
        kicker="La gamme Tesla"
        heading="Étiquettes énergie de la gamme Tesla"
        lead="Chaque voiture neuve vendue en France affiche son étiquette énergie : ses émissions de CO2 et sa classe, de A (la plus sobre) à G. Voici celles des versions Tesla en stock."
      />
      <div className={styles.body}>
        <section aria-labelledby="scale-title">
          <h2 id="scale-title">L’échelle de l’étiquette CO2</h2>
          <ol className={styles.scale}>
            {CLASSES.map(([letter, range, colour]) => (
              <li key={letter}>
                <span
                  className={styles.bar}
                  style={{ background: colour, width: `${4 + 1.4 * (letter.charCodeAt(0) - 64)}rem` }}
                >
                  {letter}
                </span>
                <span className={letter === 'A' ? styles.current : undefined}>
                  {range}
                  {letter === 'A' ? ' : toute la gamme Tesla (0 g/km à l’usage)' : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="versions-title">
          <h2 id="versions-title">Les versions en stock</h2>
          {isLoading && <Skeleton height={200} />}
          {isError && (
            <ErrorState
              title="Les versions n’ont pas pu être chargées"
              message="Vérifiez votre connexion puis réessayez."
              onRetry={() => void refetch()}
            />
          )}
          {data && (
            // Five columns scroll sideways on a phone: a named region the keyboard can reach.
            <div className={styles.labelsWrap} role="region" aria-labelledby="versions-caption" tabIndex={0}>
              <table className={styles.labels}>
                <caption id="versions-caption">
                  Émissions, classe énergie, vignette Crit’Air et autonomie WLTP (cycle mixte)
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Version</th>
                    <th scope="col">CO2</th>
                    <th scope="col">Étiquette</th>
                    <th scope="col">Vignette</th>
                    <th scope="col">Autonomie WLTP</th>
                  </tr>
                </thead>
                <tbody>
                  {versions.map((v) => (
                    <VersionRow key={v.id} vehicle={v} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            Les valeurs WLTP sont mesurées selon la procédure d’homologation ; l’autonomie réelle dépend de la
            température, de la vitesse et de l’usage du chauffage ou de la climatisation.
          </p>
        </section>
        <ButtonLink to="/gamme-tesla">Voir la gamme en stock</ButtonLink>
        <MobilityMessage />
      </div>
    </div>
  );
}
