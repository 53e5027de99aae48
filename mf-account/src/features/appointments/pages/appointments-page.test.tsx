import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAppointment } from '@ga/contracts';
import { renderWithStore, TEST_USER } from '@ga/testing';
import { AppointmentsPage } from './appointments-page';

const appointment = (over: Partial<MyAppointment>): MyAppointment => ({
  id: 5,
  reference: 'R-2026-000005',
  kind: 'atelier',
  resource: null,
  starts_at: '2099-12-03T09:00:00.000Z',
  ends_at: '2099-12-03T10:00:00.000Z',
  when: 'jeudi 3 décembre 2099 à 10 h 00',
  place: { name: 'Glinche Automobiles', address: '12 route du Mans, 72220 Écommoy' },
  status: 'confirme',
  confirm_before: null,
  cancellable: true,
  cancel_reason: null,
  ...over,
});

describe('« Mes rendez-vous »', () => {
  it('lists the appointments and cancels one after asking; a staff cancellation shows its reason', async () => {
    const cancelled = appointment({
      id: 4,
      reference: 'R-2026-000004',
      kind: 'expertise',
      status: 'annule',
      cancellable: false,
      cancel_reason: 'Expert absent ce jour-là',
    });
    const { calls } = renderWithStore(<AppointmentsPage />, {
      user: TEST_USER,
      reply: (method, path) => {
        if (path === '/api/user/appointments') return { body: { data: [appointment({}), cancelled] } };
        if (method === 'POST' && path === '/api/user/appointments/5/cancel')
          return { body: { message: 'ok', data: appointment({ status: 'annule', cancellable: false }) } };
        return undefined;
      },
    });
    const items = await screen.findAllByTestId('appointment-item');
    expect(items[0]).toHaveTextContent('Entretien ou réparation à l’atelier');
    expect(items[0]).toHaveTextContent('Jeudi 3 décembre 2099 à 10 h 00');
    expect(items[0]).toHaveTextContent('Confirmée');
    expect(items[1]).toHaveTextContent('Expert absent ce jour-là');
    expect(within(items[1]!).queryByRole('button', { name: /Annuler le rendez-vous/ })).not.toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Annuler le rendez-vous Entretien/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler le rendez-vous' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/user/appointments/5/cancel')).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByTestId('appointment-item')[0]).toHaveTextContent('Annulée'));
  });

  it('says how to take one when there is none', async () => {
    renderWithStore(<AppointmentsPage />, {
      user: TEST_USER,
      reply: (_m, path) => (path === '/api/user/appointments' ? { body: { data: [] } } : undefined),
    });
    expect(await screen.findByText('Aucun rendez-vous')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      '/services/prise-rendez-vous-en-ligne',
    );
  });
});
