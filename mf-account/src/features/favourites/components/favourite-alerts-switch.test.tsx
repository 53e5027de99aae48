import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore, TEST_USER } from '@ga/testing';
import { FavouriteAlertsSwitch } from './favourite-alerts-switch';

const ON =
  'C’est noté : nous vous écrirons au plus une fois par jour si un de vos favoris baisse de prix, est réservé ou vendu.';

it('asks for the favourites’ e-mail, says so, and warns when the address is not confirmed', async () => {
  const { calls, notices } = renderWithStore(<FavouriteAlertsSwitch />, {
    user: TEST_USER,
    reply: (method) =>
      method === 'PUT'
        ? { body: { message: ON, data: { enabled: true, email_verified: false } } }
        : { body: { data: { enabled: false, email_verified: false } } },
  });
  const box = await screen.findByRole('checkbox', { name: /^M’écrire quand un favori baisse de prix/ });
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  expect(box).toBeChecked();
  await waitFor(() => expect(notices()).toEqual([`success: ${ON}`]));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
  expect(screen.getByText(/Ces e-mails partent vers une adresse confirmée/)).toBeInTheDocument();
});

it('goes back when the API refuses', async () => {
  renderWithStore(<FavouriteAlertsSwitch />, {
    user: TEST_USER,
    reply: (method) =>
      method === 'PUT'
        ? { status: 503, body: { message: 'Service momentanément indisponible.' } }
        : { body: { data: { enabled: false, email_verified: true } } },
  });
  const box = await screen.findByRole('checkbox', { name: /^M’écrire quand un favori/ });
  await userEvent.click(box);
  await waitFor(() => expect(box).not.toBeChecked());
  expect(screen.getByText('Service momentanément indisponible.')).toBeInTheDocument();
});
