import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore, type Handler } from '@ga/testing';
import { MyAccountPage } from './my-account-page';

const ME = {
  data: { id: 3, email: 'lea@glinche-automobiles.fr', full_name: 'Léa Morin', role: 'conseiller' },
  csrf_token: 'csrf',
};
const SESSIONS = [
  {
    id: 10,
    created_at: '2026-11-27T08:00:00.000Z',
    last_seen_at: '2026-11-27T09:00:00.000Z',
    ip: '10.0.0.1',
    user_agent: 'Firefox',
    current: true,
  },
  {
    id: 11,
    created_at: '2026-11-20T08:00:00.000Z',
    last_seen_at: '2026-11-21T09:00:00.000Z',
    ip: '10.0.0.2',
    user_agent: 'Chrome sur Android',
    current: false,
  },
];
const api: Handler = (method, path) => {
  if (path === '/api/staff/me') return { body: ME };
  if (path === '/api/staff/sessions') return { body: { data: SESSIONS } };
  if (method === 'DELETE' || method === 'PUT') return { status: 204 };
  return undefined;
};
const SLOW = 20_000;

describe('« Mon compte » of the staff area', () => {
  it(
    'lists the sessions, this one marked; another one is revoked',
    async () => {
      const { calls } = renderWithStore(<MyAccountPage />, { reply: api, path: '/espace-conseiller/mon-compte' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
      const rows = await screen.findAllByTestId('staff-session');
      expect(rows[0]).toHaveTextContent('Cet appareil');
      expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
      await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Révoquer' }));
      await waitFor(() =>
        expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/staff/sessions/11')).toBe(true),
      );
    },
    SLOW,
  );

  it(
    'a new password closes every session: back to the sign-in',
    async () => {
      const { router, calls } = renderWithStore(<MyAccountPage />, {
        reply: api,
        path: '/espace-conseiller/mon-compte',
      });
      await userEvent.type(await screen.findByLabelText(/^Mot de passe actuel/), 'ancienne phrase de passe');
      await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'une toute nouvelle phrase');
      await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/espace-conseiller/connexion'));
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        current_password: 'ancienne phrase de passe',
        password: 'une toute nouvelle phrase',
      });
    },
    SLOW,
  );
});
