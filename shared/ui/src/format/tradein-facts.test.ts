import type { Tradein } from '@ga/contracts';
import { tradeinFacts } from './tradein-facts';

const car = {
  plate: null,
  month: 5,
  year: 2019,
  energy: 'essence',
  gearbox: 'manuelle',
  fiscal_power: 5,
  engine_power: 90,
  mileage: 41_500,
  colour: 'Gris',
  first_hand: true,
  service_history: false,
} as unknown as Tradein;

it('lists the car as the visitor described it, in French, power only when given', () => {
  const facts = Object.fromEntries(tradeinFacts(car).map(([label, value]) => [label, value.replace(/\s/g, ' ')]));
  expect(facts).toEqual({
    Immatriculation: 'Non communiquée',
    'Mise en circulation': expect.stringContaining('2019'),
    Énergie: 'Essence',
    'Boîte de vitesses': 'Manuelle',
    Puissance: '5 CV · 90 ch',
    Kilométrage: '41 500 km',
    Couleur: 'Gris',
    'Première main': 'Oui',
    'Entretien suivi': 'Non',
  });
  expect(tradeinFacts({ ...car, fiscal_power: null }).map(([label]) => label)).not.toContain('Puissance');
});
