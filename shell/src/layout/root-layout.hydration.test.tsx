import { act } from 'react';
import { Provider } from 'react-redux';
import { within } from '@testing-library/react';
import { createAppStore, createMemoryRouter, RouterProvider, ssrHydrate, tokenReceived, type AppStore } from '@ga/core';
import { expectHydrationWithoutMismatch, mockFetch, serverApiState, TEST_USER, type Handler } from '@ga/testing';
import { HomePage } from '../home/home-page';
import { RootLayout } from './root-layout';

// The remotes' widgets (sliders, news, newsletter) mount after hydration, near the viewport: stand-ins here.
jest.mock('../remotes/load-remote', () => ({
  loadExposed: async (remote: string, exposed: string) => ({
    default: () => <div data-testid={`widget-${remote}-${exposed}`} />,
  }),
}));

const SLIDE = {
  id: 1,
  title: 'Des voitures neuves moins chères',
  text: 'Jusqu’à 30 % de remise',
  cta_label: 'Voir le stock',
  link: '/achat',
  image: '/media/illustrations/slide-stock.svg',
  position: 1,
};
const BANNER = {
  id: 1,
  title: 'Reprise de votre voiture',
  subtitle: null,
  cta_label: 'Estimer',
  link: '/reprise-voiture',
  image: '/media/illustrations/banner-reprise.svg',
  background_colour: '#0b3d91',
  text_colour: '#ffffff',
  position: 1,
};
const RATINGS = {
  data: [
    {
      id: 1,
      author: 'Client A.',
      city: 'Le Mans',
      rating: 5,
      title: 'Très bien',
      comment: 'Livraison rapide.',
      date: '2026-10-01',
    },
  ],
  count: 199,
  percentage: 90,
  average: 4.6,
};

const homeApi: Handler = (_method, path) => {
  if (path.startsWith('/api/welcome-slides')) return { body: { data: [SLIDE] } };
  if (path.startsWith('/api/banners')) return { body: { data: [BANNER] } };
  if (path.startsWith('/api/ratings')) return { body: RATINGS };
  return { status: 404, body: { message: 'Introuvable' } };
};

/** The shell's layout with the home in its outlet, on a store started as the browser starts it (signed out). */
function servedHome(apiState: unknown, stores: AppStore[] = []) {
  const store = createAppStore({ session: { token: null, user: null } });
  store.dispatch(ssrHydrate(apiState));
  stores.push(store);
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <HomePage /> }] }],
    { initialEntries: ['/'] },
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

/** The server's side: the home's queries answered, the state it would send. */
const homeState = () => serverApiState(<HomePage />, { reply: homeApi, path: '/' });

describe('the home and the shell’s layout, rendered by the server then hydrated', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
    document.cookie
      .split(';')
      .forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  });
  afterEach(() => jest.restoreAllMocks());

  it('a first visit: the banner, the header and the footer hydrate without mismatch', async () => {
    const apiState = await homeState();
    mockFetch(homeApi);
    const { html, container } = await expectHydrationWithoutMismatch(() => servedHome(apiState), {
      // A visitor whose clock is six hours ahead of the server's.
      beforeHydrate: () => {
        const now = Date.now() + 6 * 3_600_000;
        jest.spyOn(Date, 'now').mockReturnValue(now);
      },
    });
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toContain('action="/consentement"');
    const view = within(container);
    expect(view.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(view.getByTestId('cookie-banner')).toBeInTheDocument();
    expect(view.getByText(new RegExp(`© ${new Date().getFullYear()} Glinche Automobiles`))).toBeInTheDocument();
  });

  it('a visitor who chose and is signed in: no banner on either side, the session switches in after hydration', async () => {
    document.cookie = 'ncc_c=1; path=/';
    document.cookie = 'ncc_e=analytics; path=/';
    const apiState = await homeState();
    mockFetch((method, path, body) =>
      path.startsWith('/api/user') ? { body: { data: TEST_USER } } : homeApi(method, path, body),
    );
    const stores: AppStore[] = [];
    const { html, container } = await expectHydrationWithoutMismatch(() => servedHome(apiState, stores), {
      beforeHydrate: () => localStorage.setItem('ga_app_token', 'jeton-de-test'),
    });
    expect(html).not.toContain('data-testid="cookie-banner"');
    const view = within(container);
    // Rendered signed out on both sides; the visitor's account comes in as bootstrap.tsx brings it, after the first commit.
    expect(view.queryByText('Bonjour Camille')).not.toBeInTheDocument();
    await act(async () => {
      stores[stores.length - 1]!.dispatch(tokenReceived('jeton-de-test'));
    });
    expect((await view.findAllByText('Bonjour Camille')).length).toBeGreaterThan(0);
    expect(view.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });
});
