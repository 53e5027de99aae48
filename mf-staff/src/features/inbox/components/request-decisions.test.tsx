import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_ACTION_MESSAGES, type InboxItem } from '@ga/contracts';
import { renderWithStore } from '@ga/testing';
import { BookingActions, CompanyActions } from './request-decisions';

const item = (over: Partial<InboxItem>): InboxItem => ({
  id: '3',
  kind: 'reservation',
  source_id: 5,
  status: 'en_attente',
  assigned_to: null,
  fullname: 'Inès Résa',
  email: null,
  phone: null,
  plate: null,
  reference: null,
  vehicle_id: 9,
  summary: null,
  due_at: null,
  created_at: '2026-11-27T09:00:00.000Z',
  ...over,
});
const SLOW = 20_000;

describe('booking and company decisions', () => {
  it(
    'a pending booking: confirm, extend by 24/48/72 h, or cancel with a reason',
    async () => {
      const { calls } = renderWithStore(<BookingActions item={item({})} />, {
        reply: (m, p) =>
          p.endsWith('/cancel')
            ? { body: { message: STAFF_ACTION_MESSAGES.cancelled } }
            : { body: { message: STAFF_ACTION_MESSAGES.extended } },
      });
      // Confirming asks once more, and « Retour » sends nothing.
      await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation…' }));
      expect(screen.getByRole('group')).toHaveTextContent(/Confirmer la réservation de .+ \?/);
      await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
      await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation…' }));
      expect(calls.some((c) => c.path === '/api/staff/bookings/5/confirm')).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Oui, confirmer' }));
      await waitFor(() => expect(calls.some((c) => c.path === '/api/staff/bookings/5/confirm')).toBe(true));
      await userEvent.click(screen.getByRole('button', { name: 'Prolonger de 48 h' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/staff/bookings/5/extend')?.body).toEqual({ hours: 48 }),
      );
      expect(await screen.findByRole('status')).toHaveTextContent(STAFF_ACTION_MESSAGES.extended);
      await userEvent.click(screen.getByRole('button', { name: 'Annuler la réservation…' }));
      await userEvent.type(screen.getByRole('textbox', { name: /^Motif de l’annulation/ }), 'Vendu en agence');
      await userEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/staff/bookings/5/cancel')?.body).toEqual({
          reason: 'Vendu en agence',
        }),
      );
    },
    SLOW,
  );

  it(
    'a confirmed booking is only cancelled; a closed one has no action; a refused action says why',
    async () => {
      const { unmount } = renderWithStore(<BookingActions item={item({ status: 'annulee' })} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
      renderWithStore(<BookingActions item={item({ status: 'confirmee' })} />, {
        reply: () => ({
          status: 409,
          body: {
            message: STAFF_ACTION_MESSAGES.bookingClosed,
            errors: { booking: [STAFF_ACTION_MESSAGES.bookingClosed] },
          },
        }),
      });
      expect(screen.queryByRole('button', { name: /^Confirmer la réservation/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Annuler la réservation…' }));
      await userEvent.type(screen.getByRole('textbox', { name: /^Motif/ }), 'Erreur de saisie');
      await userEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_ACTION_MESSAGES.bookingClosed);
    },
    SLOW,
  );

  it(
    'a company to check: verify it, or refuse it with a reason',
    async () => {
      const { calls } = renderWithStore(
        <CompanyActions
          item={item({ kind: 'entreprise', source_id: 8, status: 'nouvelle', reference: '73282932000074' })}
        />,
        { reply: () => ({ body: { message: STAFF_ACTION_MESSAGES.verified } }) },
      );
      expect(screen.getByText(/SIRET 73282932000074/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Valider l’entreprise' }));
      await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/staff/companies/8/verify'));
      await userEvent.click(screen.getByRole('button', { name: 'Refuser…' }));
      await userEvent.type(screen.getByRole('textbox', { name: /^Motif du refus/ }), 'SIRET radié');
      await userEvent.click(screen.getByRole('button', { name: 'Refuser la vérification' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/staff/companies/8/refuse')?.body).toEqual({ reason: 'SIRET radié' }),
      );
    },
    SLOW,
  );
});
