import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from '@ga/core';
import { areaRoute } from './area-route';

function Thrower(): never {
  throw new Error('panne de rendu');
}

function Layout() {
  return (
    <>
      <header>En-tête du site</header>
      <Outlet />
      <footer>Pied de page</footer>
    </>
  );
}

function renderAt(path: string, routes = [{ path: '/a-propos', element: <Thrower /> }]) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <Layout />, children: [areaRoute('mf-content', routes)] }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('area isolation', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a remote page that throws shows the area’s French error inside the layout', async () => {
    renderAt('/a-propos');
    expect(await screen.findByTestId('remote-unavailable')).toHaveAttribute('data-remote', 'mf-content');
    expect(screen.getByText('Cette rubrique est momentanément indisponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByText('En-tête du site')).toBeInTheDocument();
    expect(screen.getByText('Pied de page')).toBeInTheDocument();
  });

  it('a page chunk that fails to load reloads once, then shows the error (guard)', async () => {
    sessionStorage.setItem('ga_reload_guard', JSON.stringify({ path: '/services', at: Date.now() }));
    renderAt('/services', [
      {
        path: '/services',
        lazy: async () => {
          throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
        },
      } as never,
    ]);
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  });
});
