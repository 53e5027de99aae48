import { formatDate, formatEuros, formatPrice, formatPriceHT, formatShortDate } from '@ga/ui';
import { useCatalogueVehiclePriceHistoryQuery } from '../api';
import styles from './price-history.module.css';

const W = 600;
const H = 150;
const PAD = { top: 14, right: 12, bottom: 26, left: 12 };
/**
 * The price scale spans at least this share of the highest price: a 4.6 % drop drawn on a scale cut
 * to the two prices would fall from the top of the chart to its bottom.
 */
const MIN_SPAN = 0.2;

/** 1, 2, 2.5 or 5 times a power of ten, at least `x`: steps a reader reads at a glance. */
function niceStep(x: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, x)));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= x)!;
}

/** The price axis: its bounds, on round figures, and the three labelled ticks (top, middle, bottom). */
export function priceScale(prices: number[]) {
  const hi = Math.max(...prices);
  const floor = Math.min(...prices, hi * (1 - MIN_SPAN));
  const step = niceStep((hi - floor) / 2);
  const top = Math.ceil(hi / step) * step;
  const bottom = Math.max(0, Math.floor(floor / step) * step);
  return { top, bottom, ticks: [top, (top + bottom) / 2, bottom] };
}

/** The step line of the prices from the first point to today, in the SVG's own units. */
function stepPath(times: number[], prices: number[], now: number, y: (price: number) => number) {
  const t0 = times[0]!;
  const span = Math.max(1, now - t0);
  const x = (t: number) => PAD.left + ((t - t0) / span) * (W - PAD.left - PAD.right);
  let d = `M${x(t0).toFixed(1)},${y(prices[0]!).toFixed(1)}`;
  for (let i = 1; i < prices.length; i++) d += ` H${x(times[i]!).toFixed(1)} V${y(prices[i]!).toFixed(1)}`;
  d += ` H${x(now).toFixed(1)}`;
  return d;
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
          {(() => {
            // The line is drawn in the currency basis of the list beside it: HT for a company.
            const prices = data.points.map((p) => (isCompany ? p.price_etax : p.price));
            const scale = priceScale(prices);
            const y = (price: number) =>
              PAD.top + ((scale.top - price) / (scale.top - scale.bottom)) * (H - PAD.top - PAD.bottom);
            const times = data.points.map((p) => Date.parse(p.starts_at));
            return (
              <div className={styles.plot}>
                <div className={styles.prices} aria-hidden="true" data-testid="price-axis">
                  {scale.ticks.map((tick) => (
                    <span key={tick} style={{ top: `${y(tick)}px` }}>
                      {formatEuros(tick)}
                    </span>
                  ))}
                </div>
                <svg
                  className={styles.chart}
                  viewBox={`0 0 ${W} ${H}`}
                  aria-hidden="true"
                  focusable="false"
                  preserveAspectRatio="none"
                >
                  {scale.ticks.map((tick) => (
                    <line
                      key={tick}
                      x1={PAD.left}
                      x2={W - PAD.right}
                      y1={y(tick)}
                      y2={y(tick)}
                      className={tick === scale.bottom ? styles.axis : styles.grid}
                    />
                  ))}
                  <path d={stepPath(times, prices, asOf, y)} className={styles.line} data-testid="price-line" />
                </svg>
                <div className={styles.scale} aria-hidden="true">
                  <span>{formatShortDate(first.starts_at)}</span>
                  <span>Aujourd’hui</span>
                </div>
              </div>
            );
          })()}
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
