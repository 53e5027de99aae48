// The staff area sets no optional cookie (docs/staff.md): no cookie banner there, from the first
// frame (the remote's page not loaded yet) to the page itself; every public page still asks.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, createMemoryRouter, RouterProvider } from '@ga/core';
import { mockFetch } from '@ga/testing';
import { RootLayout } from './root-layout';

function renderAt(path: string, handle?: { layout: string }) {
  const store = createAppStore({ session: { token: null, user: null } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [{ path: '*', handle, element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
  mockFetch(() => ({ status: 404, body: { message: 'Introuvable' } }));
});

it('a public page asks for consent on a first visit', () => {
  renderAt('/achat');
  expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
});

it('a staff page, with its layout, shows no banner', () => {
  renderAt('/espace-conseiller/connexion', { layout: 'staff' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page');
  expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
});

it('nor while the staff area is still loading (no handle yet)', () => {
  renderAt('/espace-conseiller/demandes');
  expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
});
