// /devis-reprise/{id} follows its trade-in: once an offer is accepted the page says so in its title
// and badge, carries the accepted amount to the catalogue's prices, and no longer says the offer
// comes after an expertise when it was made without one.
import { screen } from '@testing-library/react';
import type { Tradein, TradeinOffer } from '@ga/contracts';
import { renderWithStore, TEST_USER } from '@ga/testing';
import { ValuationPage } from './valuation-page';

const OFFER: TradeinOffer = {
  id: 4,
  amount: 11_014,
  valid_until: '2099-12-04',
  conditions: 'Virement à la remise du véhicule.',
  subject_to_inspection: true,
  expertise: null,
  status: 'acceptee',
  expired: false,
  decline_reason: null,
  created_at: '2026-11-27T09:00:00.000Z',
  decided_at: '2026-11-28T09:00:00.000Z',
  lines: [{ kind: 'estimate', label: 'Estimation immédiate', amount: 11_014, reason: null }],
};
const TRADEIN = {
  id: 12,
  status: 'nouvelle',
  brand: 'Renault',
  carmodel: 'Clio',
  finish: 'Intens',
  plate: 'AB-123-CD',
  month: 3,
  year: 2019,
  energy: 'essence',
  gearbox: 'manuelle',
  mileage: 41_500,
  colour: 'Blanc',
  first_hand: true,
  service_history: true,
  comment: null,
  estimate_min: 10_750,
  estimate_max: 11_500,
  estimate_value: 11_200,
  estimate_valid_until: '2026-12-04T09:00:00.000Z',
  valuation: [{ kind: 'base', label: 'Cote de référence', amount: 11_200 }],
  offer: null,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
} as unknown as Tradein;

const show = (tradein: Tradein) =>
  renderWithStore(<ValuationPage />, {
    user: TEST_USER,
    path: '/devis-reprise/12',
    route: '/devis-reprise/:id',
    reply: (_method, path) =>
      path === '/api/user/reprises/12'
        ? { body: { data: tradein } }
        : path.startsWith('/api/user/reprises/12/photos')
          ? { body: { data: [] } }
          : undefined,
  });

it('before any offer: the estimation, its low end for the prices, the offer after the expertise', async () => {
  show(TRADEIN);
  expect(await screen.findByRole('heading', { level: 1, name: 'Votre estimation de reprise' })).toBeInTheDocument();
  expect(screen.getByText('Nouvelle')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Voir les prix avec ma reprise de 10\s750\s€/ })).toBeInTheDocument();
  expect(screen.getByText(/L’offre ferme est faite après l’expertise du véhicule/)).toBeInTheDocument();
});

it('an accepted offer: title, badge and prices follow it', async () => {
  show({ ...TRADEIN, offer: OFFER });
  expect(await screen.findByRole('heading', { level: 1, name: 'Votre offre de reprise' })).toBeInTheDocument();
  expect(screen.getByText('Offre acceptée')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Voir les prix avec ma reprise de 11\s014\s€/ })).toBeInTheDocument();
  expect(screen.queryByText(/L’offre ferme est faite après l’expertise du véhicule/)).not.toBeInTheDocument();
});
