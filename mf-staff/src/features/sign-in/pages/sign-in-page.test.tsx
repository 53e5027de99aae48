import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@ga/contracts';
import { renderWithStore, type Handler } from '@ga/testing';
import { SignInPage } from './sign-in-page';

const SESSION = {
  data: { id: 3, email: 'lea@glinche-automobiles.fr', full_name: 'Léa Morin', role: 'conseiller' },
  csrf_token: 'csrf',
};
const SLOW = 20_000;

async function password(step: 'totp' | 'enrolment' = 'totp') {
  await userEvent.type(screen.getByLabelText(/^Adresse e-mail professionnelle/), 'lea@glinche-automobiles.fr');
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'une phrase de passe');
  await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  return step;
}

const api =
  (overrides: Partial<Record<string, ReturnType<Handler>>> = {}, step: 'totp' | 'enrolment' = 'totp'): Handler =>
  (method, path) => {
    if (path in overrides) return overrides[path];
    if (method === 'POST' && path === '/api/staff/sign-in')
      return { body: { step, challenge: 'defi', expires_in: 300 } };
    if (method === 'POST' && path === '/api/staff/sign-in/totp') return { body: SESSION };
    if (method === 'POST' && path === '/api/staff/sign-in/enrolment')
      return {
        body: {
          otpauth_uri: 'otpauth://totp/x',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          secret: 'ABCDEFGHIJKLMNOP',
        },
      };
    if (method === 'POST' && path === '/api/staff/sign-in/enrolment/confirm')
      return { body: { ...SESSION, recovery_codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] } };
    return undefined;
  };

describe('staff sign-in', () => {
  it(
    'password, then the six digits, then back to the page asked for',
    async () => {
      const { router, calls } = renderWithStore(<SignInPage />, {
        reply: api(),
        path: '/espace-conseiller/connexion?retour=%2Fespace-conseiller%2Fdemandes%2F7',
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Connexion à l’espace conseiller' })).toBeInTheDocument();
      await password();
      const code = await screen.findByLabelText(/^Code de vérification/);
      expect(screen.getByRole('heading', { level: 1, name: 'Vérification en deux étapes' })).toBeInTheDocument();
      await userEvent.type(code, '123 456');
      await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/espace-conseiller/demandes/7'));
      expect(calls.find((c) => c.path === '/api/staff/sign-in/totp')?.body).toEqual({
        challenge: 'defi',
        code: '123456',
      });
    },
    SLOW,
  );

  it(
    'a wrong code is said next to the field; an expired step goes back to the password with a notice',
    async () => {
      let expired = false;
      renderWithStore(<SignInPage />, {
        reply: (method, path, body) => {
          if (path === '/api/staff/sign-in/totp') {
            return expired
              ? { status: 422, body: { message: 'x', errors: { challenge: [STAFF_MESSAGES.invalidChallenge] } } }
              : { status: 422, body: { message: 'x', errors: { code: [STAFF_MESSAGES.badCode] } } };
          }
          return api()(method, path, body);
        },
      });
      await password();
      await userEvent.type(await screen.findByLabelText(/^Code de vérification/), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
      await waitFor(() =>
        expect(screen.getByLabelText(/^Code de vérification/)).toHaveAccessibleDescription(
          expect.stringContaining(STAFF_MESSAGES.badCode),
        ),
      );
      expired = true;
      await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
      expect(await screen.findByText(STAFF_MESSAGES.invalidChallenge)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Connexion à l’espace conseiller' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'after a refused code, the next one is typed key by key in the field: the focus stays there',
    async () => {
      let refuse = true;
      const { router } = renderWithStore(<SignInPage />, {
        reply: (method, path, body) => {
          if (path === '/api/staff/sign-in/totp' && refuse)
            return { status: 422, body: { message: 'x', errors: { code: [STAFF_MESSAGES.badCode] } } };
          return api()(method, path, body);
        },
      });
      await password();
      await userEvent.type(await screen.findByLabelText(/^Code de vérification/), '000000{Enter}');
      await waitFor(() =>
        expect(screen.getByLabelText(/^Code de vérification/)).toHaveAccessibleDescription(
          expect.stringContaining(STAFF_MESSAGES.badCode),
        ),
      );
      refuse = false;
      const code = screen.getByLabelText(/^Code de vérification/);
      await userEvent.click(code);
      await userEvent.keyboard('{Control>}a{/Control}123456');
      expect(code).toHaveFocus();
      expect(code).toHaveValue('123456');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/espace-conseiller/connexion'));
    },
    SLOW,
  );

  it(
    'a first sign-in enrols: the QR code and the key, the first code, then the recovery codes once',
    async () => {
      const { router } = renderWithStore(<SignInPage />, {
        reply: api({}, 'enrolment'),
        path: '/espace-conseiller/connexion',
      });
      await password('enrolment');
      expect(await screen.findByRole('img', { name: /Code QR/ })).toBeInTheDocument();
      expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/^Code de vérification/), '654321');
      await userEvent.click(screen.getByRole('button', { name: 'Activer la double authentification' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Vos codes de secours' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Codes de secours' })).toHaveTextContent('AAAAA-BBBBB');
      await userEvent.click(screen.getByRole('button', { name: 'J’ai noté mes codes, continuer' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/espace-conseiller/demandes'));
    },
    SLOW,
  );

  it(
    'too many wrong codes in a row: the code step is refused, only a recovery code (or an admin reset) can help',
    async () => {
      const { router, calls } = renderWithStore(<SignInPage />, {
        reply: (method, path, body) => {
          if (path === '/api/staff/sign-in/totp') return { status: 403, body: { message: STAFF_MESSAGES.totpLocked } };
          if (path === '/api/staff/sign-in/recovery') return { body: { ...SESSION, recovery_codes_left: 7 } };
          return api()(method, path, body);
        },
      });
      await password();
      await userEvent.type(await screen.findByLabelText(/^Code de vérification/), '123456{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.totpLocked);
      expect(screen.getByLabelText(/^Code de secours/)).toBeInTheDocument();
      // No way back to the code that is refused anyway.
      expect(screen.queryByRole('button', { name: /code de l’application/ })).not.toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/^Code de secours/), 'ABCDE-FGHIJ{Enter}');
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/espace-conseiller/connexion'));
      expect(calls.find((c) => c.path === '/api/staff/sign-in/recovery')?.body).toEqual({
        challenge: 'defi',
        recovery_code: 'ABCDEFGHIJ',
      });
    },
    SLOW,
  );

  it(
    'an address slowed down: the French message with the delay and the way through',
    async () => {
      const message = STAFF_MESSAGES.accountSlowedDown.replace('{delay}', '30 secondes');
      renderWithStore(<SignInPage />, {
        reply: (m, p, b) => (p === '/api/staff/sign-in' ? { status: 429, body: { message } } : api()(m, p, b)),
      });
      await password();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Réessayez dans 30 secondes, ou depuis un appareil où vous vous êtes déjà connecté',
      );
    },
    SLOW,
  );

  it(
    'too many attempts: the French message with the delay',
    async () => {
      renderWithStore(<SignInPage />, {
        reply: (m, p, b) =>
          p === '/api/staff/sign-in'
            ? {
                status: 429,
                body: {
                  message: 'Trop de tentatives de connexion à l’espace conseiller. Veuillez réessayer dans 15 minutes.',
                },
              }
            : api()(m, p, b),
      });
      await password();
      expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez réessayer dans 15 minutes.');
    },
    SLOW,
  );
});
