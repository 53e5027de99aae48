import type { Tradein } from '@ga/contracts';
import { formatMonthYear } from './date';
import { energyLabel, gearboxLabel } from './labels';
import { formatMileage } from './mileage';

const yesNo = (v: boolean) => (v ? 'Oui' : 'Non');

/**
 * A trade-in's car as the visitor described it, label and value, in the order both sides read it:
 * the visitor's valuation page and the staff's trade-in section each lay them out their own way.
 */
export function tradeinFacts(tradein: Tradein): [label: string, value: string][] {
  return [
    ['Immatriculation', tradein.plate ?? 'Non communiquée'],
    ['Mise en circulation', formatMonthYear(tradein.month, tradein.year)],
    ['Énergie', energyLabel(tradein.energy)],
    ['Boîte de vitesses', gearboxLabel(tradein.gearbox)],
    ...(tradein.fiscal_power
      ? ([['Puissance', `${tradein.fiscal_power} CV · ${tradein.engine_power ?? '—'} ch`]] as [string, string][])
      : []),
    ['Kilométrage', formatMileage(tradein.mileage)],
    ['Couleur', tradein.colour ?? '—'],
    ['Première main', yesNo(tradein.first_hand)],
    ['Entretien suivi', yesNo(tradein.service_history)],
  ];
}
