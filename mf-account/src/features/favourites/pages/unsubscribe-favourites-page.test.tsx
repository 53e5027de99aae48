import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../testing/render-with-store';
import { UnsubscribeFavouritesPage } from './unsubscribe-favourites-page';

const OFF = 'Vous ne recevrez plus d’e-mail sur vos favoris.';

it('stops the e-mails on the click, not on opening the page', async () => {
  const { calls } = renderWithStore(
    <UnsubscribeFavouritesPage />,
    () => ({ status: 200, body: { message: OFF } }),
    '/mon-compte/favoris/desinscription?compte=12&jeton=abc',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ne plus recevoir d’e-mail sur mes favoris');
  expect(calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Arrêter ces e-mails' }));
  expect(await screen.findByRole('status')).toHaveTextContent(OFF);
  expect(calls.find((c) => c.path === '/api/favourite-alerts/unsubscribe')?.body).toEqual({ user: 12, token: 'abc' });
});

it('says a refused or incomplete link does not work, in French', async () => {
  renderWithStore(
    <UnsubscribeFavouritesPage />,
    () => ({
      status: 422,
      body: {
        message: 'Les données envoyées ne sont pas valides.',
        errors: { token: ['Ce lien de désinscription n’est pas valide. Gérez vos e-mails depuis « Mes favoris ».'] },
      },
    }),
    '/mon-compte/favoris/desinscription?compte=12&jeton=faux',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Arrêter ces e-mails' }));
  expect(await screen.findByText('Ce lien ne fonctionne pas')).toBeInTheDocument();
  expect(screen.getByText(/Ce lien de désinscription n’est pas valide/)).toBeInTheDocument();
});

it('a link without its token is said incomplete at once', () => {
  renderWithStore(
    <UnsubscribeFavouritesPage />,
    () => ({ status: 404 }),
    '/mon-compte/favoris/desinscription?compte=12',
  );
  expect(screen.getByText('Ce lien ne fonctionne pas')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Arrêter ces e-mails' })).toBeNull();
});
