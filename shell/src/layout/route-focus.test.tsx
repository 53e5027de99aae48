import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from '@ga/core';
import { RouteFocus } from './route-focus';

function Page({ title, late = false }: { title: string; late?: boolean }) {
  const [shown, setShown] = useState(!late);
  useEffect(() => {
    document.title = `${title} | Glinche Automobiles`;
    if (late) setTimeout(() => setShown(true), 30);
  }, [title, late]);
  return shown ? <h1>{title}</h1> : <p>Chargement…</p>;
}

function Layout() {
  return (
    <>
      <RouteFocus />
      <nav>
        <Link to="/achat">Acheter</Link>
        <Link to="/achat?energie=diesel">Diesel</Link>
        <Link to="/reprise-voiture">Reprise</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <Page title="Accueil" /> },
          { path: 'achat', element: <Page title="Acheter une voiture" /> },
          { path: 'reprise-voiture', element: <Page title="Reprise de votre voiture" late /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteFocus', () => {
  it('leaves the focus alone on the first load', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
  });

  it('after a change of page, focuses the new h1 and announces the page title', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/achat'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Acheter une voiture' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent('Acheter une voiture | Glinche Automobiles'),
    );
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  it('waits for a heading that comes after the page (data or code still loading)', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/reprise-voiture'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Reprise de votre voiture' })).toHaveFocus(),
    );
  });

  it('a change of query only (filters) keeps the focus where it is', async () => {
    const router = renderAt('/achat');
    const link = screen.getByRole('link', { name: 'Diesel' });
    link.focus();
    await act(() => router.navigate('/achat?energie=diesel'));
    expect(link).toHaveFocus();
  });
});

describe('RouteFocus and a field focused meanwhile', () => {
  it('does not take the focus from a field the visitor went to before the heading came', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/reprise-voiture'));
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Immatriculation');
    document.querySelector('main')!.append(field);
    field.focus();
    await screen.findByRole('heading', { level: 1, name: 'Reprise de votre voiture' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field).toHaveFocus();
  });
});
