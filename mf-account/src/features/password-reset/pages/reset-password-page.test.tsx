import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../../testing/render-with-store';
import { ResetPasswordPage } from './reset-password-page';

const referrer = () => document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]')?.content;

describe('reset password page', () => {
  it('reads the token and e-mail once, takes them out of the address and sends no Referer', async () => {
    const { router, unmount } = renderWithStore(
      <ResetPasswordPage />,
      () => ({ status: 404 }),
      '/mot-de-passe-oublie/reinitialisation?token=jeton-secret&email=camille%40exemple.fr',
    );
    expect(screen.getByText('camille@exemple.fr')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/mot-de-passe-oublie/reinitialisation');
    expect(router.state.location.state).toEqual({ token: 'jeton-secret', email: 'camille@exemple.fr' });
    expect(screen.getByText('camille@exemple.fr')).toBeInTheDocument();
    expect(referrer()).toBe('no-referrer');
    unmount();
    expect(referrer()).toBeUndefined();
  });

  it('an incomplete link says so', () => {
    renderWithStore(
      <ResetPasswordPage />,
      () => ({ status: 404 }),
      '/mot-de-passe-oublie/reinitialisation?email=camille%40exemple.fr',
    );
    // The page's only heading (axe: one h1 per page).
    expect(screen.getByRole('heading', { level: 1, name: 'Ce lien est incomplet' })).toBeInTheDocument();
  });
});
