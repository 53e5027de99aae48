import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../testing/render-with-store';
import { SignUpForm } from './sign-up-form';

const SECTORS = { data: [{ id: 3, name: 'Construction', code: 'F' }], meta: { total: 1 } };

async function fillPersonal() {
  await userEvent.type(screen.getByLabelText(/Nom et prénom/), 'Camille Martin');
  await userEvent.type(screen.getByLabelText(/Téléphone/), '06 12 34 56 78');
  await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Sarthe-Ecommoy-1966');
  await userEvent.type(
    screen.getByLabelText(/^Adresse\s*\*?/, { selector: 'input[name="address"]' }),
    '12 rue de la Gare',
  );
  await userEvent.type(screen.getByLabelText(/Code postal/), '72220');
  await userEvent.type(screen.getByLabelText(/Ville/), 'Écommoy');
}

/** Typing a whole form with user-event is slow on a busy 2-core machine. */
const SLOW = 20_000;

describe('sign-up form', () => {
  beforeEach(() => localStorage.clear());

  it(
    'puts the errors of a 422 next to their fields',
    async () => {
      const returnPath = '/achat/vehicule/peugeot-208/42';
      const { calls } = renderWithStore(
        <SignUpForm onSignedUp={jest.fn()} returnPath={returnPath} />,
        (method, path) => {
          if (path.startsWith('/api/localization')) return { status: 200, body: { data: [], meta: { total: 0 } } };
          if (method === 'POST' && path === '/api/register') {
            return {
              status: 422,
              body: {
                message: 'Les données envoyées ne sont pas valides.',
                errors: {
                  email: ['Cette adresse e-mail est déjà utilisée.'],
                  password: [
                    'Ce mot de passe figure parmi les mots de passe les plus courants ou déjà divulgués. Choisissez-en un autre.',
                  ],
                },
              },
            };
          }
          return { status: 404 };
        },
      );
      await fillPersonal();
      await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

      const email = screen.getByLabelText(/Adresse e-mail/);
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription(/Cette adresse e-mail est déjà utilisée\./);
      expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(/mots de passe les plus courants/);
      const sent = calls.find((c) => c.path === '/api/register')?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        email: 'camille@exemple.fr',
        phone: '06 12 34 56 78',
        is_comp: false,
        company_siret: null,
        business_sector_id: null,
        // Kept by the API with the confirmation link: opening it offers to go back there.
        return_path: returnPath,
      });
    },
    SLOW,
  );

  it(
    'shows the strength hint as the password is typed',
    async () => {
      renderWithStore(<SignUpForm onSignedUp={jest.fn()} />, () => ({ status: 404 }));
      const password = screen.getByLabelText(/^Mot de passe/);
      await userEvent.type(password, 'courtmdp');
      expect(screen.getByTestId('password-strength')).toHaveTextContent('Sécurité du mot de passe : Trop court');
      await userEvent.type(password, '-Sarthe-1966-Le-Mans');
      expect(screen.getByTestId('password-strength')).toHaveTextContent('Très solide');
    },
    SLOW,
  );

  it(
    'company account: sector list from the API, SIRET checked, signed in with the token of the reply',
    async () => {
      const onSignedUp = jest.fn();
      const { calls } = renderWithStore(<SignUpForm onSignedUp={onSignedUp} />, (method, path) => {
        if (path === '/api/business-sectors') return { body: SECTORS };
        if (path.startsWith('/api/localization')) return { status: 500, body: { message: 'Erreur' } };
        if (method === 'POST' && path === '/api/register')
          return {
            status: 201,
            body: { access_token: 'jeton-neuf', token_type: 'Bearer', expires_in: 3600, data: { id: 9 } },
          };
        if (path === '/api/user')
          return { body: { data: { id: 9, fullname: 'Camille Martin', is_comp: true, bookmarks: [] } } };
        return { status: 404 };
      });
      await userEvent.click(screen.getByRole('radio', { name: /Professionnel/ }));
      await userEvent.type(screen.getByLabelText(/Raison sociale/), 'Transports Martin');
      await userEvent.type(screen.getByLabelText(/Numéro SIRET/), '73282932000074');
      await userEvent.selectOptions(
        await screen.findByLabelText(/Secteur d’activité/),
        await screen.findByRole('option', { name: 'Construction' }),
      );
      await fillPersonal();
      await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

      await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
      expect(localStorage.getItem('ga_app_token')).toBe('jeton-neuf');
      const sent = calls.find((c) => c.path === '/api/register')?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        is_comp: true,
        company_name: 'Transports Martin',
        company_siret: '73282932000074',
        business_sector_id: 3,
      });
    },
    SLOW,
  );
});
