import { formatDate, formatPrice, formatPriceHT, formatShortDate } from '@ga/ui';
import type { PriceHistory as History } from '@ga/contracts';
import { useCatalogueVehiclePriceHistoryQuery } from '../api';
import styles from './price-history.module.css';

const W = 600;
const H = 150;
const PAD = { top: 14, right: 12, bottom: 26, left: 12 };

/** The step line of the prices from the first point to today, in the SVG's own units. */
function stepPath(points: History['points'], now: number) {
  const times = points.map((p) => Date.parse(p.starts_at));
  const t0 = times[0]!;
  const span = Math.max(1, now - t0);
  const prices = points.map((p) => p.price);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const x = (t: number) => PAD.left + ((t - t0) / span) * (W - PAD.left - PAD.right);
  const y = (p: number) => (hi === lo ? H / 2 : PAD.top + ((hi - p) / (hi - lo)) * (H - PAD.top - PAD.bottom));
  let d = `M${x(t0).toFixed(1)},${y(prices[0]!).toFixed(1)}`;
  for (let i = 1; i < points.length; i++) d += ` H${x(times[i]!).toFixed(1)} V${y(prices[i]!).toFixed(1)}`;
  d += ` H${x(now).toFixed(1)}`;
  return { d };
}

/**
 * « Historique du prix » on the vehicle page: the prices of the last 12 months as a step chart
 * (decorative: the same facts are in the list beside it, which screen readers read), and the drop's
 * reference price as the law defines it (L112-1-1).
 */
export function PriceHistory({ vehicleId, isCompany }: { vehicleId: number; isCompany: boolean }) {
  const { data, fulfilledTimeStamp } = useCatalogueVehiclePriceHistoryQuery(vehicleId);
  if (!data || data.points.length === 0) return null;
  // « Today », where the line ends: when the prices were read, not Date.now(). The page is rendered
  // by the server and hydrated in the browser with the same reply (and its timestamp), so both draw
  // the same path; the clock would differ between the two and break hydration.
  const asOf = fulfilledTimeStamp ?? Date.parse(data.points[data.points.length - 1]!.starts_at);
  const money = (p: { price: number; price_etax: number }) =>
    isCompany ? formatPriceHT(p.price_etax) : formatPrice(p.price);
  const changes = data.points.length - 1;
  const first = data.points[0]!;

  return (
    <section className={styles.block} aria-labelledby="price-history-title" data-testid="price-history">
      <h2 id="price-history-title" className={styles.title}>
        Historique du prix
      </h2>
      {changes === 0 ? (
        <p className={styles.lead}>
          Prix inchangé depuis le {formatDate(first.starts_at)} : {money(first)}.
        </p>
      ) : (
        <>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${W} ${H}`}
            aria-hidden="true"
            focusable="false"
            preserveAspectRatio="none"
          >
            {(() => {
              const { d } = stepPath(data.points, asOf);
              return (
                <>
                  <line
                    x1={PAD.left}
                    x2={W - PAD.right}
                    y1={H - PAD.bottom}
                    y2={H - PAD.bottom}
                    className={styles.axis}
                  />
                  <path d={d} className={styles.line} />
                </>
              );
            })()}
          </svg>
          <div className={styles.scale} aria-hidden="true">
            <span>{formatShortDate(first.starts_at)}</span>
            <span>Aujourd’hui</span>
          </div>
          <ol className={styles.list}>
            {data.points.map((p, i) => (
              <li key={p.starts_at}>
                <span>{i === 0 ? `Depuis le ${formatDate(p.starts_at)}` : `Le ${formatDate(p.starts_at)}`}</span>
                <strong>{money(p)}</strong>
              </li>
            ))}
          </ol>
        </>
      )}
      {data.price_drop && (
        <p className={styles.reference} data-testid="price-drop-reference">
          Baisse de prix le {formatDate(data.price_drop.dropped_at)}. Prix de référence :{' '}
          {isCompany
            ? formatPriceHT(data.price_drop.reference_price_etax)
            : formatPrice(data.price_drop.reference_price)}
          , le prix le plus bas pratiqué au cours des 30 jours précédant la baisse (article L112-1-1 du Code de la
          consommation).
        </p>
      )}
    </section>
  );
}
