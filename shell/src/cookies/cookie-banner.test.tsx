import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@ga/core';
import { ConsentProvider, useConsentPanel } from './consent-context';
import { CookieBanner } from './cookie-banner';
import { CONSENT_COOKIE, ENABLED_COOKIE } from './consent-cookies';

function Footer() {
  const { reopen } = useConsentPanel();
  return (
    <footer>
      <button type="button" onClick={reopen}>
        Gérer les cookies
      </button>
    </footer>
  );
}

/** The layout's order: the banner first in the document, the footer's button last. */
function renderPage() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ConsentProvider>
          <CookieBanner />
          <main>
            <h1>Accueil</h1>
          </main>
          <Footer />
        </ConsentProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  document.cookie = `${ENABLED_COOKIE}=; max-age=0; path=/`;
});

test('a first visit shows the banner without taking the focus', () => {
  renderPage();
  expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  expect(document.body).toHaveFocus();
});

test('reopened from « Gérer les cookies », the banner takes the focus, and gives it back once the visitor has chosen', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
  expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  const manage = screen.getByRole('button', { name: 'Gérer les cookies' });
  await user.click(manage);
  await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
  expect(manage).toHaveFocus();
});

test('« Personnaliser » opens the categories (a <details>, hydrated or not) and saves only the ticked ones', async () => {
  const user = userEvent.setup();
  renderPage();
  const customise = screen.getByText('Personnaliser', { selector: 'summary' });
  const details = customise.closest('details')!;
  expect(details.open).toBe(false);
  await user.click(customise);
  expect(details.open).toBe(true);
  await user.click(screen.getByRole('checkbox', { name: /^Personnalisation/ }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
  expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  expect(document.cookie).toContain(`${ENABLED_COOKIE}=personalisation`);
  // Reopened: the saved choice is ticked, the others are not.
  await user.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
  await user.click(screen.getByText('Personnaliser', { selector: 'summary' }));
  expect(screen.getByRole('checkbox', { name: /^Personnalisation/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /^Mesure d’audience/ })).not.toBeChecked();
});
