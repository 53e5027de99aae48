import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADEIN_OFFER_MESSAGES, SUBJECT_TO_INSPECTION, type Tradein } from '@ga/contracts';
import { renderWithStore } from '@ga/testing';
import { OfferForm } from './offer-form';
import type { StaffTradein } from './api';

const DATA: StaffTradein = {
  inbox_id: '7',
  reprise: { id: 12, estimate_value: 10_000, valuation: [], status: 'nouvelle' } as unknown as Tradein,
  owner: { fullname: 'Noé Garnier', email: 'noe@exemple.fr', phone: '06 39 98 00 02' },
  labels: { equipments: [], damages: [] },
  photos: [],
  offers: [],
  expertises: [
    { id: 31, reference: 'R-2026-000031', starts_at: '2026-11-20T09:00:00.000Z', completed: true },
    { id: 32, reference: 'R-2026-000032', starts_at: '2099-11-20T09:00:00.000Z', completed: false },
  ],
};
const SLOW = 20_000;

describe('the firm offer form', () => {
  it(
    'adds an adjustment, shows the total, sends the offer tied to the completed expertise',
    async () => {
      const { calls } = renderWithStore(<OfferForm data={DATA} />, {
        reply: () => ({ status: 201, body: { data: {} } }),
      });
      const expertise = screen.getByRole('combobox', { name: /^Expertise réalisée/ });
      expect(
        within(expertise)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Aucune : sous réserve de conformité', expect.stringContaining('R-2026-000031')]);
      expect(expertise).toHaveValue('31');
      await userEvent.click(screen.getByRole('button', { name: 'Ajouter un ajustement' }));
      await userEvent.type(screen.getByRole('textbox', { name: /^Libellé/ }), 'Carrosserie');
      await userEvent.type(screen.getByRole('textbox', { name: /^Montant/ }), '-450');
      await userEvent.type(screen.getByRole('textbox', { name: /^Raison/ }), 'Rayure profonde porte arrière');
      expect(screen.getByTestId('offer-total')).toHaveTextContent(/9\s550\s€/);
      await userEvent.click(screen.getByRole('button', { name: /^Envoyer l’offre ferme/ }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/staff/reprises/12/offers')?.body).toMatchObject({
          adjustments: [{ label: 'Carrosserie', amount: -450, reason: 'Rayure profonde porte arrière' }],
          expertise_appointment_id: 31,
        }),
      );
    },
    SLOW,
  );

  it(
    'without an expertise, says « sous réserve de conformité »; a reason is asked for each adjustment',
    async () => {
      const { calls } = renderWithStore(<OfferForm data={{ ...DATA, expertises: [] }} />, {
        reply: () => ({ status: 201, body: { data: {} } }),
      });
      expect(screen.getByText(SUBJECT_TO_INSPECTION)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Ajouter un ajustement' }));
      await userEvent.type(screen.getByRole('textbox', { name: /^Libellé/ }), 'Pneus');
      await userEvent.type(screen.getByRole('textbox', { name: /^Montant/ }), '-200');
      await userEvent.click(screen.getByRole('button', { name: /^Envoyer l’offre ferme/ }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^Raison/ })).toHaveAccessibleDescription(
          expect.stringContaining(TRADEIN_OFFER_MESSAGES.lineReason),
        ),
      );
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    },
    SLOW,
  );
});
