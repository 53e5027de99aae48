import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES, type User } from '@ga/contracts';
import { renderWithStore } from '../../../testing/render-with-store';
import { TEST_USER } from '../../../testing/test-user';
import { PROFILE_SAVED, ProfileForm, emailChanged } from './profile-form';

const USER: User = TEST_USER;

const passwordField = () => screen.queryByLabelText(/^Mot de passe actuel/);

describe('profile form: e-mail change', () => {
  it('compares addresses as the API does', () => {
    expect(emailChanged(' Camille@Exemple.fr ', 'camille@exemple.fr')).toBe(false);
    expect(emailChanged('camille.m@exemple.fr', 'camille@exemple.fr')).toBe(true);
  });

  it('asks for the current password only for a new address, sends it only then, and shows the server’s error by it', async () => {
    let reply: 'missing' | 'wrong' | 'ok' = 'missing';
    const { calls, notices } = renderWithStore(<ProfileForm user={USER} />, (method, path, body) => {
      if (method === 'PUT' && path === '/api/user') {
        const sent = body as Record<string, unknown>;
        if (reply === 'missing')
          return {
            status: 422,
            body: {
              message: 'Les données envoyées ne sont pas valides.',
              errors: { current_password: [PROFILE_MESSAGES.currentPasswordRequired] },
            },
          };
        if (reply === 'wrong')
          return {
            status: 422,
            body: {
              message: 'Les données envoyées ne sont pas valides.',
              errors: { current_password: [PROFILE_MESSAGES.wrongCurrentPassword] },
            },
          };
        return { body: { data: { ...USER, ...sent, current_password: undefined } } };
      }
      return { status: 404 };
    });
    const email = screen.getByLabelText(/^Adresse e-mail/);

    // Another field only: no password asked, none sent.
    expect(passwordField()).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nom et prénom/), 'e');
    reply = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() => expect(notices()).toEqual([`success: ${PROFILE_SAVED}`]));
    expect(calls.at(-1)?.body).not.toHaveProperty('current_password');

    // A new address: the field appears with its hint.
    await userEvent.clear(email);
    await userEvent.type(email, 'camille.m@exemple.fr');
    expect(passwordField()).toHaveAccessibleDescription(/Nécessaire pour changer d’adresse e-mail/);
    reply = 'missing';
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(new RegExp(PROFILE_MESSAGES.currentPasswordRequired)),
    );
    expect(calls.at(-1)?.body).toMatchObject({ email: 'camille.m@exemple.fr', current_password: '' });

    reply = 'wrong';
    await userEvent.type(passwordField()!, 'pas-le-bon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(new RegExp(PROFILE_MESSAGES.wrongCurrentPassword)),
    );

    // Back to the saved address: the field goes, and so does what was typed in it.
    await userEvent.clear(email);
    await userEvent.type(email, USER.email);
    expect(passwordField()).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'camille.m@exemple.fr');
    expect(passwordField()).toHaveValue('');

    reply = 'ok';
    await userEvent.type(passwordField()!, 'Sarthe-Ecommoy-1966');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() => expect(notices()).toHaveLength(2));
    expect(calls.at(-1)?.body).toMatchObject({
      email: 'camille.m@exemple.fr',
      current_password: 'Sarthe-Ecommoy-1966',
    });
  }, 30_000);
});

describe('profile form: company account', () => {
  it('shows the saved business sector once the list has arrived', async () => {
    const company: User = {
      ...USER,
      is_comp: true,
      company_name: 'Transports Martin',
      company_siret: '73282932000074',
      business_sector: { id: 3, name: 'Construction' },
    };
    renderWithStore(<ProfileForm user={company} />, (_method, path) =>
      path === '/api/business-sectors'
        ? {
            body: {
              data: [
                { id: 1, name: 'Agriculture', code: 'A' },
                { id: 3, name: 'Construction', code: 'F' },
              ],
              meta: { total: 2 },
            },
          }
        : { status: 404 },
    );
    await screen.findByRole('option', { name: 'Construction' });
    await waitFor(() => expect(screen.getByLabelText(/^Secteur d’activité/)).toHaveValue('3'));
    expect(screen.getByRole('button', { name: 'Enregistrer mes informations' })).toBeDisabled();
  });
});
