import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { User } from '@ga/contracts';
import { createAppStore, createMemoryRouter, RouterProvider, tokenReceived, userLoaded } from '@ga/core';
import { TEST_USER } from '@ga/testing';
import { AppointmentForm } from './appointment-form';

const USER = TEST_USER;

/** The form with the real store; the API answers an empty list of slots. */
function renderForm(user: User | null) {
  window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
  global.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify({ data: [], meta: { total: 0 } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  ) as typeof fetch;
  const store = createAppStore();
  if (user) {
    store.dispatch(tokenReceived('jeton'));
    store.dispatch(userLoaded(user));
  }
  const router = createMemoryRouter([
    { path: '*', element: <AppointmentForm kind="essai" resource="tesla-model-3" submitLabel="Réserver mon essai" /> },
  ]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const botCheck = () => screen.queryByRole('button', { name: /^Vérification anti-robot/ });
const unconfirmedNotice = () => screen.queryByText(/L’adresse e-mail de votre compte n’est pas encore confirmée/);

describe('appointment form: who must confirm by e-mail', () => {
  it('signed in with a confirmed address: no bot check, no notice, the account’s address shown and not editable', async () => {
    await act(async () => renderForm(USER));
    expect(botCheck()).not.toBeInTheDocument();
    expect(unconfirmedNotice()).not.toBeInTheDocument();
    const email = screen.getByLabelText(/^Adresse e-mail/);
    expect(email).toHaveValue('camille@exemple.fr');
    expect(email).toHaveAttribute('readonly');
    expect(
      screen.getByText('L’adresse de votre compte : les e-mails du rendez-vous y sont envoyés.'),
    ).toBeInTheDocument();
  });

  it('signed in with an address not confirmed yet: the bot check and a notice that the slot waits for the e-mailed link', async () => {
    await act(async () => renderForm({ ...USER, email_verified: false }));
    expect(botCheck()).toBeInTheDocument();
    expect(unconfirmedNotice()).toHaveTextContent(
      'le créneau vous sera réservé 30 minutes, le temps d’ouvrir le lien que nous y envoyons',
    );
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/mon-compte');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAttribute('readonly');
  });

  it('signed out: the bot check, and the address typed by the visitor', async () => {
    await act(async () => renderForm(null));
    expect(botCheck()).toBeInTheDocument();
    expect(unconfirmedNotice()).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Adresse e-mail/)).not.toHaveAttribute('readonly');
  });
});
