import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPRISE_OFFER_MESSAGES, SUBJECT_TO_INSPECTION, type Reprise, type RepriseOffer } from '@ga/contracts';
import { renderWithStore, TEST_USER } from '../../../testing/render-tradein';
import { FirmOffer } from './firm-offer';

const OFFER: RepriseOffer = {
  id: 4, amount: 9_700, valid_until: '2099-12-04', conditions: 'Virement à la remise du véhicule.', subject_to_inspection: true, expertise: null,
  status: 'envoyee', expired: false, decline_reason: null, created_at: '2026-11-27T09:00:00.000Z', decided_at: null,
  lines: [
    { kind: 'estimate', label: 'Estimation immédiate', amount: 10_000, reason: null },
    { kind: 'adjustment', label: 'Pneus avant à changer', amount: -300, reason: 'Usure à 2 mm' },
  ],
};
const reprise = { id: 12, offer: OFFER } as Reprise;
const SLOW = 20_000;

describe('the firm offer on /devis-reprise/{id}', () => {
  it('shows the amount, each line with its reason, the reserve and the conditions; accepting sends it once', async () => {
    const { calls } = renderWithStore(<FirmOffer reprise={reprise} offer={OFFER} />, {
      user: TEST_USER,
      reply: (method, path) => (method === 'POST' && path === '/api/user/reprises/12/offer/accept' ? { body: { data: { ...reprise, offer: { ...OFFER, status: 'acceptee', decided_at: '2026-11-28T10:00:00.000Z' } } } } : undefined),
    });
    const card = screen.getByTestId('firm-offer');
    expect(screen.getByRole('heading', { level: 2, name: 'Notre offre ferme' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/9\s700\s€/);
    expect(card).toHaveTextContent('Usure à 2 mm');
    expect(card).toHaveTextContent(SUBJECT_TO_INSPECTION);
    expect(card).toHaveTextContent('valable jusqu’au 4 décembre 2099 inclus');
    await userEvent.click(screen.getByRole('button', { name: 'Accepter l’offre' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/reprises/12/offer/accept')).toHaveLength(1));
  }, SLOW);

  it('declining asks an optional reason and sends it', async () => {
    const { calls } = renderWithStore(<FirmOffer reprise={reprise} offer={OFFER} />, { user: TEST_USER, reply: () => ({ body: { data: reprise } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Pourquoi refusez-vous/ }), 'Trop bas');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/user/reprises/12/offer/decline')?.body).toEqual({ reason: 'Trop bas' }));
  }, SLOW);

  it('an expired offer cannot be answered, and says so', () => {
    renderWithStore(<FirmOffer reprise={reprise} offer={{ ...OFFER, expired: true }} />, { user: TEST_USER });
    expect(screen.getByText(REPRISE_OFFER_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter l’offre' })).not.toBeInTheDocument();
  });
});
