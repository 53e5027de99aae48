import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADEIN_OFFER_MESSAGES, SUBJECT_TO_INSPECTION, type Tradein, type TradeinOffer } from '@ga/contracts';
import { renderWithStore, TEST_USER } from '../../../testing/render-tradein';
import { useTradeinRequestQuery } from '../api';
import { FirmOffer } from './firm-offer';

const OFFER: TradeinOffer = {
  id: 4,
  amount: 9_700,
  valid_until: '2099-12-04',
  conditions: 'Virement à la remise du véhicule.',
  subject_to_inspection: true,
  expertise: null,
  status: 'envoyee',
  expired: false,
  decline_reason: null,
  created_at: '2026-11-27T09:00:00.000Z',
  decided_at: null,
  lines: [
    { kind: 'estimate', label: 'Estimation immédiate', amount: 10_000, reason: null },
    { kind: 'adjustment', label: 'Pneus avant à changer', amount: -300, reason: 'Usure à 2 mm' },
  ],
};
const tradein = { id: 12, offer: OFFER } as Tradein;
const SLOW = 20_000;

describe('the firm offer on /devis-reprise/{id}', () => {
  it(
    'shows the amount, each line with its reason, the reserve and the conditions; accepting asks a confirmation, then sends the offer shown once',
    async () => {
      const { calls } = renderWithStore(<FirmOffer tradein={tradein} offer={OFFER} />, {
        user: TEST_USER,
        reply: (method, path) =>
          method === 'POST' && path === '/api/user/reprises/12/offer/accept'
            ? {
                body: {
                  data: { ...tradein, offer: { ...OFFER, status: 'acceptee', decided_at: '2026-11-28T10:00:00.000Z' } },
                },
              }
            : undefined,
      });
      const card = screen.getByTestId('firm-offer');
      expect(screen.getByRole('heading', { level: 2, name: 'Notre offre ferme' })).toBeInTheDocument();
      expect(card).toHaveTextContent(/9\s700\s€/);
      expect(card).toHaveTextContent('Usure à 2 mm');
      expect(card).toHaveTextContent(SUBJECT_TO_INSPECTION);
      expect(card).toHaveTextContent('valable jusqu’au 4 décembre 2099 inclus');
      await userEvent.click(screen.getByRole('button', { name: 'Accepter l’offre' }));
      const dialog = screen.getByRole('dialog', { name: 'Accepter l’offre ferme ?' });
      expect(dialog).toHaveFocus();
      expect(within(dialog).getByTestId('firm-offer-confirmation')).toHaveTextContent(
        /^Vous acceptez l’offre ferme de 9\s700\s€ valable jusqu’au 4 décembre 2099 inclus\.$/,
      );
      expect(calls.filter((c) => c.path.includes('/offer/'))).toEqual([]);
      // Escape cancels, nothing sent; the focus is back on « Accepter l’offre ».
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accepter l’offre' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmer l’acceptation' }),
      );
      await waitFor(() =>
        expect(calls.filter((c) => c.path === '/api/user/reprises/12/offer/accept').map((c) => c.body)).toEqual([
          { offer_id: 4 },
        ]),
      );
    },
    SLOW,
  );

  it(
    'once answered on the page, the focus goes to the outcome; an offer answered before does not take the focus',
    async () => {
      const accepted = { ...OFFER, status: 'acceptee' as const, decided_at: '2026-11-28T10:00:00.000Z' };
      const { unmount } = renderWithStore(<FirmOffer tradein={tradein} offer={accepted} />, { user: TEST_USER });
      expect(document.body).toHaveFocus();
      unmount();
      function Page() {
        const { data } = useTradeinRequestQuery(12);
        return data?.offer ? <FirmOffer tradein={data} offer={data.offer} /> : null;
      }
      let answer = OFFER;
      renderWithStore(<Page />, {
        user: TEST_USER,
        reply: (method, path) => {
          if (method === 'POST') answer = accepted;
          return path.startsWith('/api/user/reprises/12')
            ? { body: { data: { ...tradein, offer: answer } } }
            : undefined;
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Accepter l’offre' }));
      await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’acceptation' }));
      await waitFor(() =>
        expect(screen.getByText(TRADEIN_OFFER_MESSAGES.accepted).closest('[tabindex="-1"]')).toHaveFocus(),
      );
    },
    SLOW,
  );

  it(
    'declining asks an optional reason and sends it with the offer shown',
    async () => {
      const { calls } = renderWithStore(<FirmOffer tradein={tradein} offer={OFFER} />, {
        user: TEST_USER,
        reply: () => ({ body: { data: tradein } }),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
      await userEvent.type(screen.getByRole('textbox', { name: /Pourquoi refusez-vous/ }), 'Trop bas');
      await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/user/reprises/12/offer/decline')?.body).toEqual({
          offer_id: 4,
          reason: 'Trop bas',
        }),
      );
    },
    SLOW,
  );

  describe('an offer replaced after the page was opened (409)', () => {
    const NEW_OFFER: TradeinOffer = {
      ...OFFER,
      id: 5,
      amount: 7_700,
      valid_until: '2099-12-11',
      lines: [...OFFER.lines, { kind: 'adjustment', label: 'Carrosserie', amount: -2_000, reason: 'Aile arrière' }],
    };
    /** The valuation page's use of the card: the trade-in as the API gives it now. */
    function Page() {
      const { data } = useTradeinRequestQuery(12);
      return data?.offer ? <FirmOffer tradein={data} offer={data.offer} /> : null;
    }
    /** The API: offer 4 when the page opens, offer 5 afterwards; any answer to offer 4 is refused. */
    function api() {
      let reads = 0;
      return (method: string, path: string, body: unknown) => {
        if (method === 'GET' && path === '/api/user/reprises/12')
          return { body: { data: { ...tradein, offer: reads++ === 0 ? OFFER : NEW_OFFER } } };
        if (method === 'POST' && path.includes('/offer/') && (body as { offer_id: number }).offer_id === OFFER.id) {
          return {
            status: 409,
            body: { message: TRADEIN_OFFER_MESSAGES.replaced, errors: { offer_id: [TRADEIN_OFFER_MESSAGES.replaced] } },
          };
        }
        return undefined;
      };
    }

    it(
      'accepting shows the new offer and says why, without accepting it',
      async () => {
        const { calls } = renderWithStore(<Page />, { user: TEST_USER, reply: api() });
        await userEvent.click(await screen.findByRole('button', { name: 'Accepter l’offre' }));
        await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’acceptation' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(TRADEIN_OFFER_MESSAGES.replaced);
        await waitFor(() => expect(screen.getByTestId('firm-offer')).toHaveTextContent('Aile arrière'));
        expect(screen.getByTestId('firm-offer')).toHaveTextContent(/7\s700\s€/);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(calls.filter((c) => c.path.endsWith('/offer/accept')).map((c) => c.body)).toEqual([{ offer_id: 4 }]);
        // Accepting again confirms the new amount and sends the new offer's id.
        await userEvent.click(screen.getByRole('button', { name: 'Accepter l’offre' }));
        expect(screen.getByTestId('firm-offer-confirmation')).toHaveTextContent(
          /^Vous acceptez l’offre ferme de 7\s700\s€ valable jusqu’au 11 décembre 2099 inclus\.$/,
        );
        await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’acceptation' }));
        await waitFor(() =>
          expect(calls.filter((c) => c.path.endsWith('/offer/accept')).map((c) => c.body)).toEqual([
            { offer_id: 4 },
            { offer_id: 5 },
          ]),
        );
      },
      SLOW,
    );

    it(
      'declining keeps the reason typed, shows the new offer and says why',
      async () => {
        const { calls } = renderWithStore(<Page />, { user: TEST_USER, reply: api() });
        await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
        await userEvent.type(screen.getByRole('textbox', { name: /Pourquoi refusez-vous/ }), 'Trop bas');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(TRADEIN_OFFER_MESSAGES.replaced);
        await waitFor(() => expect(screen.getByTestId('firm-offer')).toHaveTextContent(/7\s700\s€/));
        expect(screen.getByRole('textbox', { name: /Pourquoi refusez-vous/ })).toHaveValue('Trop bas');
        expect(calls.filter((c) => c.path.endsWith('/offer/decline')).map((c) => c.body)).toEqual([
          { offer_id: 4, reason: 'Trop bas' },
        ]);
        // Refusing again, once the new offer is shown and the alert read, answers the new offer.
        await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
        await waitFor(() =>
          expect(calls.filter((c) => c.path.endsWith('/offer/decline')).map((c) => c.body)).toEqual([
            { offer_id: 4, reason: 'Trop bas' },
            { offer_id: 5, reason: 'Trop bas' },
          ]),
        );
      },
      SLOW,
    );

    it(
      'the decline form answers the offer shown when « Refuser » was pressed, even if the page shows another meanwhile',
      async () => {
        /** The card, and a way to make the page show the new offer (a refetch while the form is open). */
        function Switching() {
          const [shown, setShown] = useState(OFFER);
          return (
            <>
              <FirmOffer tradein={tradein} offer={shown} />
              <button type="button" onClick={() => setShown(NEW_OFFER)}>
                Afficher la nouvelle offre
              </button>
            </>
          );
        }
        const { calls } = renderWithStore(<Switching />, { user: TEST_USER, reply: api() });
        await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
        await userEvent.click(screen.getByRole('button', { name: 'Afficher la nouvelle offre' }));
        expect(screen.getByTestId('firm-offer')).toHaveTextContent(/7\s700\s€/);
        await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
        await waitFor(() =>
          expect(calls.filter((c) => c.path.endsWith('/offer/decline')).map((c) => c.body)).toEqual([{ offer_id: 4 }]),
        );
      },
      SLOW,
    );
  });

  it('an expired offer cannot be answered, and says so', () => {
    renderWithStore(<FirmOffer tradein={tradein} offer={{ ...OFFER, expired: true }} />, { user: TEST_USER });
    expect(screen.getByText(TRADEIN_OFFER_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter l’offre' })).not.toBeInTheDocument();
  });
});
