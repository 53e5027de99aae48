import { screen } from '@testing-library/react';
import { renderWithStore } from '../../../testing/render-with-store';
import { ConfirmEmailPage } from './confirm-email-page';

const confirmed = (returnPath: string | null) => () => ({
  status: 200,
  body: {
    message: 'Votre adresse e-mail est confirmée. Merci !',
    data: { email: 'camille@exemple.fr', kind: 'verify', return_path: returnPath },
  },
});

describe('e-mail confirmation page', () => {
  it('offers to go back to the page the visitor signed up from', async () => {
    renderWithStore(
      <ConfirmEmailPage />,
      confirmed('/achat/vehicule/peugeot-208/42'),
      '/mon-compte/confirmer-email?token=abc',
    );
    const resume = await screen.findByRole('link', { name: 'Reprendre où vous en étiez' });
    expect(resume).toHaveAttribute('href', '/achat/vehicule/peugeot-208/42');
    expect(screen.getByRole('link', { name: 'Me connecter' })).toBeInTheDocument();
  });

  it('offers the account (or the sign-in) when the sign-up came from nowhere in particular', async () => {
    renderWithStore(<ConfirmEmailPage />, confirmed(null), '/mon-compte/confirmer-email?token=abc');
    expect(await screen.findByRole('link', { name: 'Me connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reprendre où vous en étiez' })).not.toBeInTheDocument();
  });
});
