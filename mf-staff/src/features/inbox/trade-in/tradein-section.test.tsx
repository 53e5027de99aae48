// Once an offer is sent, the section shows it and shuts the form: a second offer with another amount
// is not one click away. « Réviser l’offre en attente » opens the form again from that offer's lines.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tradein, TradeinOffer } from '@ga/contracts';
import { renderWithStore } from '@ga/testing';
import { TradeinSection } from './tradein-section';
import type { StaffTradein } from './api';

const WAITING: TradeinOffer = {
  id: 5,
  amount: 9_700,
  lines: [
    { kind: 'estimate', label: 'Estimation immédiate', amount: 10_000, reason: null },
    { kind: 'adjustment', label: 'Pneus avant', amount: -300, reason: 'Usure à 2 mm' },
  ],
  valid_until: '2099-12-14',
  conditions: 'Véhicule remis avec ses deux clés.',
  subject_to_inspection: true,
  expertise: null,
  status: 'envoyee',
  expired: false,
  decline_reason: null,
  created_at: '2026-12-07T09:00:00.000Z',
  decided_at: null,
};
const data = (offers: TradeinOffer[]): { data: StaffTradein } => ({
  data: {
    inbox_id: '7',
    reprise: {
      id: 12,
      brand: 'Renault',
      carmodel: 'Clio',
      finish: null,
      estimate_value: 10_000,
      valuation: [],
      status: 'en_cours',
      mileage: 41_500,
      comment: null,
    } as unknown as Tradein,
    owner: { fullname: 'Noé Garnier', email: 'noe@exemple.fr', phone: '06 39 98 00 02' },
    labels: { equipments: [], damages: [] },
    photos: [],
    offers,
    expertises: [],
  },
});

it('with an offer waiting: the form is shut; revising opens it from that offer', async () => {
  renderWithStore(<TradeinSection tradeinId={12} />, {
    reply: (_m, path) => (path.startsWith('/api/staff/reprises/12') ? { body: data([WAITING]) } : undefined),
  });
  await screen.findByTestId('offer-summary');
  expect(screen.queryByRole('button', { name: /^Envoyer l’offre ferme/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réviser l’offre en attente' }));
  const label = screen.getByRole('textbox', { name: /^Libellé/ });
  expect(label).toHaveValue('Pneus avant');
  expect(screen.getByRole('textbox', { name: /^Montant/ })).toHaveValue('-300');
  expect(within(screen.getByTestId('offer-total')).getByText(/9\s700\s€/)).toBeInTheDocument();
});

it('without one: the form is open', async () => {
  renderWithStore(<TradeinSection tradeinId={12} />, {
    reply: (_m, path) => (path.startsWith('/api/staff/reprises/12') ? { body: data([]) } : undefined),
  });
  expect(await screen.findByRole('button', { name: /^Envoyer l’offre ferme/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réviser l’offre en attente' })).not.toBeInTheDocument();
});
