import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@ga/contracts';
import { renderWithStore, type Handler } from '@ga/testing';
import type { StaffAccount } from '../api';
import { AccountsPage } from './accounts-page';

const me = (role: string) => ({
  data: { id: 1, email: 'admin@glinche-automobiles.fr', full_name: 'Claire Essai', role },
  csrf_token: 'csrf',
});
const account = (over: Partial<StaffAccount>): StaffAccount => ({
  id: 1,
  email: 'admin@glinche-automobiles.fr',
  full_name: 'Claire Essai',
  role: 'admin',
  totp_enrolled: true,
  disabled_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  ...over,
});
const LEA = account({ id: 7, email: 'lea.morin@glinche-automobiles.fr', full_name: 'Léa Morin', role: 'conseiller' });
const SLOW = 20_000;

function server(role: string, write: Handler = () => undefined): Handler {
  return (method, path, body) => {
    if (path === '/api/staff/me') return { body: me(role) };
    if (method === 'GET' && path === '/api/staff/accounts') return { body: { data: [account({}), LEA] } };
    return write(method, path, body);
  };
}

describe('staff accounts page', () => {
  it(
    'lists the team; my own account has no actions',
    async () => {
      renderWithStore(<AccountsPage />, { reply: server('admin'), path: '/espace-conseiller/comptes' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Comptes conseillers' })).toBeInTheDocument();
      const rows = await screen.findAllByTestId('account-row');
      expect(rows[0]).toHaveTextContent('Vous');
      expect(within(rows[1]!).getByRole('button', { name: 'Gérer le compte de Léa Morin' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'invites with the password asked again, keeps what was typed on a wrong password, then shows the link',
    async () => {
      const sent: unknown[] = [];
      renderWithStore(<AccountsPage />, {
        reply: server('admin', (method, path, body) => {
          if (method !== 'POST' || path !== '/api/staff/accounts') return undefined;
          sent.push(body);
          if ((body as { current_password: string }).current_password !== 'la bonne phrase')
            return {
              status: 422,
              body: { message: 'Données invalides.', errors: { current_password: [STAFF_MESSAGES.wrongPassword] } },
            };
          return {
            status: 201,
            body: {
              data: account({
                id: 9,
                email: 'hugo@glinche-automobiles.fr',
                full_name: 'Hugo Petit',
                role: 'responsable',
                totp_enrolled: false,
              }),
              enrolment_link: {
                url: 'http://localhost:3000/espace-conseiller/enrolement?jeton=abc',
                expires_at: '2026-11-30T09:00:00.000Z',
              },
            },
          };
        }),
        path: '/espace-conseiller/comptes',
      });
      const form = await screen.findByRole('region', { name: 'Inviter un conseiller' });
      await userEvent.click(within(form).getByRole('button', { name: 'Inviter' }));
      expect(await within(form).findAllByText(/obligatoire|adresse e-mail/i)).not.toHaveLength(0);
      expect(sent).toEqual([]);
      await userEvent.type(
        within(form).getByRole('textbox', { name: /^Adresse e-mail professionnelle/ }),
        'hugo@glinche-automobiles.fr',
      );
      await userEvent.type(within(form).getByRole('textbox', { name: /^Prénom et nom/ }), 'Hugo Petit');
      await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Rôle/ }), 'responsable');
      await userEvent.type(within(form).getByLabelText(/^Votre mot de passe/), 'pas celle-là');
      await userEvent.click(within(form).getByRole('button', { name: 'Inviter' }));
      expect(await within(form).findByText(STAFF_MESSAGES.wrongPassword)).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: /^Adresse e-mail professionnelle/ })).toHaveValue(
        'hugo@glinche-automobiles.fr',
      );
      await userEvent.clear(within(form).getByLabelText(/^Votre mot de passe/));
      await userEvent.type(within(form).getByLabelText(/^Votre mot de passe/), 'la bonne phrase');
      await userEvent.click(within(form).getByRole('button', { name: 'Inviter' }));
      expect(await screen.findByTestId('enrolment-link')).toHaveValue(
        'http://localhost:3000/espace-conseiller/enrolement?jeton=abc',
      );
      expect(sent.at(-1)).toEqual({
        email: 'hugo@glinche-automobiles.fr',
        full_name: 'Hugo Petit',
        role: 'responsable',
        current_password: 'la bonne phrase',
      });
    },
    SLOW,
  );

  it(
    'manages an account: the password first, then the role, the 2FA reset, the disabling',
    async () => {
      const calls: { method: string; path: string; body: unknown }[] = [];
      renderWithStore(<AccountsPage />, {
        reply: server('admin', (method, path, body) => {
          calls.push({ method, path, body });
          return { body: { data: LEA } };
        }),
        path: '/espace-conseiller/comptes',
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Gérer le compte de Léa Morin' }));
      const panel = screen.getByRole('region', { name: 'Gérer le compte de Léa Morin' });
      await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
      await userEvent.click(within(panel).getByRole('button', { name: 'Désactiver le compte' }));
      expect(await within(panel).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
      expect(calls).toEqual([]);
      await userEvent.type(within(panel).getByLabelText(/^Votre mot de passe/), 'la bonne phrase');
      await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /^Rôle/ }), 'responsable');
      await userEvent.click(within(panel).getByRole('button', { name: 'Changer le rôle' }));
      expect(await within(panel).findByText(/^Rôle changé/)).toBeInTheDocument();
      await userEvent.type(within(panel).getByLabelText(/^Votre mot de passe/), 'la bonne phrase');
      await userEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser la double authentification' }));
      expect(await within(panel).findByText(/^Double authentification réinitialisée/)).toBeInTheDocument();
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ['PUT', '/api/staff/accounts/7/role', { role: 'responsable', current_password: 'la bonne phrase' }],
        ['POST', '/api/staff/accounts/7/reset-2fa', { current_password: 'la bonne phrase' }],
      ]);
    },
    SLOW,
  );

  it(
    'is for admins only',
    async () => {
      const { calls } = renderWithStore(<AccountsPage />, {
        reply: server('responsable'),
        path: '/espace-conseiller/comptes',
      });
      expect(await screen.findByText('Cette page est réservée aux administrateurs.')).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/staff/accounts')).toBe(false);
    },
    SLOW,
  );
});
