// The booking carries what the buyer chose on the vehicle page, kept in the tab through a reload or a
// sign-up: the delivery, the promo code (checked again for a fresh proof) and the financing simulation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore, TEST_USER } from '@ga/testing';
import { vehicle } from '../testing/vehicles';
import { BookingPage } from './booking-page';

const PROMO = {
  coupon_id: 5,
  partner_code_id: null,
  code: 'RESA-300',
  label: 'Remise de lancement',
  kind: 'coupon',
  partner_name: null,
  discount_type: 'amount',
  discount_value: 300,
  discount: 300,
  proof: 'preuve-signee',
};

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('ga_delivery', JSON.stringify({ delivery_type_id: 2, department_id: 13 }));
  sessionStorage.setItem(
    'ga_purchase_choices',
    JSON.stringify({ '7': { promo_code: 'RESA-300', funding: { rent_id: 71, options: { duration_months: 48 } } } }),
  );
});

function render(promoReply: () => object = () => ({ body: { data: PROMO } })) {
  return renderWithStore(<BookingPage />, {
    user: TEST_USER,
    path: '/achat/vehicule/peugeot-208-7/7/reservation',
    route: '/achat/vehicule/:slug/:vehicleId/reservation',
    reply: (method, path) => {
      if (path.startsWith('/api/vehicles/7?')) return { body: { data: vehicle(7) } };
      if (path === '/api/promotional-codes') return promoReply();
      if (path === '/api/vehicles/7/custom-fundings/legal-mentions')
        return { body: { data: { header: 'Crédit : 389,10 € / mois pendant 48 mois' } } };
      if (path === '/api/departments') return { body: { data: [{ id: 13, code: '13', name: 'Bouches-du-Rhône' }] } };
      if (path.startsWith('/api/delivery-types/departments/'))
        return {
          body: {
            data: [
              {
                id: 2,
                name: 'Livraison à domicile',
                description: '',
                delivery_price: 690,
                delivery_price_etax: 575,
                at_home: true,
                lead_time_days: 10,
              },
            ],
          },
        };
      if (method === 'POST' && path === '/api/user/bookings/store')
        return { status: 422, body: { message: 'Les données envoyées ne sont pas valides.', errors: {} } };
      return undefined;
    },
  });
}

it('shows the choices it will carry and sends them with a fresh proof of the code', async () => {
  const { calls } = render();
  const summary = await screen.findByTestId('booking-choices');
  await waitFor(() => expect(summary).toHaveTextContent('Crédit : 389,10 € / mois pendant 48 mois'));
  expect(summary).toHaveTextContent(/Livraison à domicile · Bouches-du-Rhône · 690\s€/);
  expect(summary).toHaveTextContent(/RESA-300 · Remise de lancement \(−300\s€ sur ce véhicule\)/);

  await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/user/bookings/store')).toBe(true));
  const sent = calls.find((c) => c.path === '/api/user/bookings/store')!.body;
  expect(sent).toMatchObject({
    vehicle_id: 7,
    delivery_type_id: 2,
    department_id: 13,
    coupon_id: 5,
    partner_code_id: null,
    promo_proof: 'preuve-signee',
    funding: { rent_id: 71, options: { duration_months: 48 } },
  });
});

it('says why a code is refused, sends nothing until it is removed, then books without it', async () => {
  const { calls } = render(() => ({
    status: 422,
    body: { message: 'Les données envoyées ne sont pas valides.', errors: { code: ['Ce code a expiré.'] } },
  }));
  const summary = await screen.findByTestId('booking-choices');
  expect(await within(summary).findByText('Ce code a expiré.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/promotional-codes').length).toBeGreaterThan(1));
  expect(calls.some((c) => c.path === '/api/user/bookings/store')).toBe(false);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Le code RESA-300 ne s’applique pas : Ce code a expiré. Retirez-le pour réserver sans lui.',
  );

  await userEvent.click(within(summary).getByRole('button', { name: 'Retirer le code RESA-300' }));
  expect(within(summary).queryByText('RESA-300')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/user/bookings/store')).toBe(true));
  const sent = calls.find((c) => c.path === '/api/user/bookings/store')!.body as Record<string, unknown>;
  expect(sent.coupon_id).toBeUndefined();
  expect(sent.funding).toEqual({ rent_id: 71, options: { duration_months: 48 } });
});
