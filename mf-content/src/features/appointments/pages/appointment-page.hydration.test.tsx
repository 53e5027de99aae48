import { within } from '@testing-library/react';
import { TOKEN_KEY } from '@ga/core';
import { expectHydrationWithoutMismatch, mockFetch, servedPage } from '@ga/testing';
import { resetPageHead } from '../../../testing/page-head';
import { AppointmentPage } from './appointment-page';

const page = () => servedPage(<AppointmentPage />, { path: '/services/prise-rendez-vous-en-ligne' });

describe('/services/prise-rendez-vous-en-ligne, rendered by the server then hydrated', () => {
  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
    mockFetch();
  });

  it('hydrates the empty form for a signed-out visitor', async () => {
    const { container } = await expectHydrationWithoutMismatch(page);
    expect(within(container).getByLabelText(/^Adresse e-mail/)).not.toHaveAttribute('readonly');
  });

  it('hydrates without mismatch for a signed-in visitor (a token in localStorage, the account not loaded yet)', async () => {
    const { container } = await expectHydrationWithoutMismatch(page, {
      beforeHydrate: () => localStorage.setItem(TOKEN_KEY, 'jeton'),
    });
    expect(
      within(container).queryByText(/L’adresse e-mail de votre compte n’est pas encore confirmée/),
    ).not.toBeInTheDocument();
  });
});
