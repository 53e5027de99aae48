import { useState } from 'react';
import { formatDate, formatMonthly, formatNumber, TextField } from '@ga/ui';
import { OWNERSHIP_DEFAULTS, fuelKind, monthlyEnergyCost, type Vehicle } from '@ga/contracts';
import { parseAmount } from '../cost-inputs';
import styles from './cost-of-ownership.module.css';

/** The stickers' colours (green, violet, yellow, orange, burgundy, grey) with a legible figure on each. */
const CRIT_AIR_COLOURS: Record<string, [string, string]> = {
  '0': ['#17773A', '#FFFFFF'],
  '1': ['#7B3F98', '#FFFFFF'],
  '2': ['#F2C500', '#0B1B33'],
  '3': ['#E87722', '#0B1B33'],
  '4': ['#8B1C2C', '#FFFFFF'],
  '5': ['#5E6670', '#FFFFFF'],
};
const FUEL_LABEL = { sp95: 'Prix du sans-plomb 95-E10', gazole: 'Prix du gazole' } as const;

/**
 * « Coût mensuel estimé » on the vehicle page: financing (the cheapest offer's monthly payment),
 * energy (WLTP consumption × the visitor's kilometres × the energy prices, all editable, the
 * defaults dated) and the Crit'Air class by the official rules. An estimate, and it says so.
 */
export function CostOfOwnership({ vehicle }: { vehicle: Vehicle }) {
  const fuel = fuelKind(vehicle.energy);
  const hasBattery = vehicle.electricity_kwh100 !== null;
  const [km, setKm] = useState(formatNumber(OWNERSHIP_DEFAULTS.kmPerYear));
  const [fuelPrice, setFuelPrice] = useState(
    formatNumber(fuel === 'gazole' ? OWNERSHIP_DEFAULTS.dieselPrice : OWNERSHIP_DEFAULTS.petrolPrice, 2),
  );
  const [kwhPrice, setKwhPrice] = useState(formatNumber(OWNERSHIP_DEFAULTS.electricityPrice, 2));

  const kmValue = parseAmount(km, 1000, 100_000, 0);
  const fuelValue = parseAmount(fuelPrice, 0.5, 5, 3);
  const kwhValue = parseAmount(kwhPrice, 0.05, 1.5, 3);
  const valid = kmValue !== null && (!fuel || fuelValue !== null) && (!hasBattery || kwhValue !== null);
  const energy = valid
    ? monthlyEnergyCost(vehicle, { kmPerYear: kmValue, fuelPrice: fuelValue ?? 0, electricityPrice: kwhValue ?? 0 })
    : null;
  const financing = vehicle.monthly_from;
  const registered = vehicle.first_registration
    ? `1re immatriculation le ${formatDate(vehicle.first_registration)}`
    : 'immatriculé à la livraison';

  return (
    <section className={styles.block} aria-labelledby="cost-title" data-testid="cost-of-ownership">
      <h2 id="cost-title" className={styles.title}>
        Coût mensuel estimé
      </h2>
      <div className={styles.grid}>
        <form className={styles.inputs} onSubmit={(e) => e.preventDefault()} aria-label="Vos hypothèses">
          <TextField
            label="Kilomètres par an"
            inputMode="numeric"
            value={km}
            onChange={(e) => setKm(e.target.value)}
            suffix="km"
            error={kmValue === null ? 'Indiquez un kilométrage annuel entre 1 000 et 100 000 km.' : undefined}
          />
          {fuel && (
            <TextField
              label={FUEL_LABEL[fuel]}
              inputMode="decimal"
              value={fuelPrice}
              onChange={(e) => setFuelPrice(e.target.value)}
              suffix="€/L"
              error={fuelValue === null ? 'Indiquez un prix entre 0,50 et 5 € le litre.' : undefined}
            />
          )}
          {hasBattery && (
            <TextField
              label="Prix de l’électricité (recharge)"
              inputMode="decimal"
              value={kwhPrice}
              onChange={(e) => setKwhPrice(e.target.value)}
              suffix="€/kWh"
              error={kwhValue === null ? 'Indiquez un prix entre 0,05 et 1,50 € le kWh.' : undefined}
            />
          )}
        </form>
        <dl className={styles.result} aria-live="polite">
          <div>
            <dt>Financement</dt>
            <dd>{financing ? <>à partir de {formatMonthly(financing)}*</> : 'Achat comptant'}</dd>
          </div>
          <div>
            <dt>
              Énergie
              <span className={styles.detail}>
                {[
                  vehicle.fuel_l100 !== null ? `${formatNumber(vehicle.fuel_l100, 1)} L/100 km` : null,
                  vehicle.electricity_kwh100 !== null
                    ? `${formatNumber(vehicle.electricity_kwh100, 1)} kWh/100 km`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' + ')}{' '}
                (WLTP)
              </span>
            </dt>
            <dd data-testid="energy-cost">{energy === null ? '—' : formatMonthly(energy)}</dd>
          </div>
          <div className={styles.total}>
            <dt>Total estimé</dt>
            <dd data-testid="total-cost">{energy === null ? '—' : formatMonthly((financing ?? 0) + energy)}</dd>
          </div>
        </dl>
      </div>
      <p className={styles.critair}>
        <span
          className={styles.sticker}
          style={{
            background: CRIT_AIR_COLOURS[vehicle.crit_air]?.[0],
            color: CRIT_AIR_COLOURS[vehicle.crit_air]?.[1],
          }}
          aria-hidden="true"
        >
          {vehicle.crit_air}
        </span>
        <span data-testid="crit-air">
          Vignette Crit’Air {vehicle.crit_air}
          {vehicle.crit_air === '0'
            ? ' (véhicule électrique, zéro émission moteur)'
            : ` (${vehicle.euro_standard ?? 'norme Euro inconnue'}, ${registered})`}{' '}
          : la classe qui ouvre ou non l’accès aux zones à faibles émissions (ZFE) des agglomérations.
        </span>
      </p>
      <p className={styles.note}>
        Estimation indicative : consommation homologuée WLTP (l’usage réel varie), hors assurance, entretien et
        stationnement. Prix par défaut : valeurs indicatives arrêtées le {formatDate(OWNERSHIP_DEFAULTS.date)}, à
        remplacer par les vôtres. Classe Crit’Air déterminée selon l’arrêté du 21 juin 2016 à partir de l’énergie, de la
        norme Euro et de la date de première immatriculation.
        {financing
          ? ' * Mensualité de l’offre de financement la moins chère, voir l’exemple représentatif ci-dessous.'
          : ''}
      </p>
    </section>
  );
}
