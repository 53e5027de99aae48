import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@ga/core';
import { renderWithStore } from '@ga/testing';
import type { ContentSection } from '../content/types';
import { SectionView } from './blocks';

const SECTION: ContentSection = {
  id: 'comment-ca-marche',
  title: 'Comment ça marche',
  blocks: [
    { kind: 'text', text: 'Lisez [nos engagements](/services/nos-engagements) avant de **commander**.' },
    { kind: 'list', items: ['Garantie 12 mois', 'Livraison à domicile'] },
    {
      kind: 'steps',
      items: [
        { title: 'Choisissez', text: 'Un véhicule du catalogue.' },
        { title: 'Réservez', text: 'Avec un acompte.' },
      ],
    },
    { kind: 'figures', items: [{ value: '15 %', label: 'd’économie moyenne' }] },
    {
      kind: 'cards',
      items: [
        { title: 'Reprise', text: 'Estimation immédiate.', to: '/reprise-voiture' },
        { title: 'Financement', text: 'Crédit ou LOA.' },
      ],
    },
    { kind: 'callout', tone: 'warning', title: 'À savoir', text: 'Délai de **14 jours**.' },
    {
      kind: 'table',
      caption: 'Délais de livraison',
      head: ['Zone', 'Délai'],
      rows: [
        ['Sarthe', '3 jours'],
        ['Corse', '10 jours'],
      ],
    },
  ],
};

function renderSection(number?: number) {
  return render(
    <MemoryRouter>
      <SectionView section={SECTION} number={number} />
    </MemoryRouter>,
  );
}

describe('content blocks', () => {
  it('gives the section an h2 that names it and can take the focus of a deep link', () => {
    renderSection();
    const title = screen.getByRole('heading', { level: 2, name: 'Comment ça marche' });
    expect(title).toHaveAttribute('id', 'comment-ca-marche');
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region', { name: 'Comment ça marche' })).toContainElement(title);
  });

  it('numbers the section title when asked (legal texts)', () => {
    renderSection(3);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3. Comment ça marche');
  });

  it('renders text with its links and bold, lists and numbered steps', () => {
    renderSection();
    expect(screen.getByRole('link', { name: 'nos engagements' })).toHaveAttribute('href', '/services/nos-engagements');
    expect(screen.getByText('commander').tagName).toBe('STRONG');
    const lists = screen.getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Garantie 12 mois', 'Livraison à domicile']);
    const steps = lists.find((l) => l.tagName === 'OL')!;
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent('2RéservezAvec un acompte.');
  });

  it('renders key figures as a description list and cards with a heading, linked when they have a target', () => {
    renderSection();
    expect(screen.getByRole('term')).toHaveTextContent('d’économie moyenne');
    expect(screen.getByRole('definition')).toHaveTextContent('15 %');
    expect(screen.getByRole('heading', { level: 3, name: 'Reprise' })).toContainElement(
      screen.getByRole('link', { name: 'Reprise' }),
    );
    expect(screen.getByRole('link', { name: 'Reprise' })).toHaveAttribute('href', '/reprise-voiture');
    expect(screen.queryByRole('link', { name: 'Financement' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Financement' })).toBeInTheDocument();
  });

  it('renders a callout with its title and a table that the keyboard can scroll, with row and column headers', () => {
    renderSection();
    expect(screen.getByText('À savoir')).toBeInTheDocument();
    expect(screen.getByText('14 jours').tagName).toBe('STRONG');
    const region = screen.getByRole('region', { name: 'Délais de livraison' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Délais de livraison' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Zone', 'Délai']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Sarthe', 'Corse']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3 jours', '10 jours']);
  });
});

describe('stock figures', () => {
  it('fills `{voitures}` and `{utilitaires}` with the count of vehicles on sale, from the API', async () => {
    renderWithStore(
      <SectionView
        section={{
          id: 'en-chiffres',
          title: 'En chiffres',
          blocks: [
            {
              kind: 'figures',
              items: [
                { value: '{voitures}', label: 'voitures en stock, environ' },
                { value: '{utilitaires}', label: 'utilitaires en stock, environ' },
              ],
            },
          ],
        }}
      />,
      {
        reply: (_m, path) =>
          path === '/api/vehicles/types/categories'
            ? {
                body: {
                  data: [
                    { slug: 'voitures', types: [{ vehicles_count: 2_960 }] },
                    { slug: 'utilitaires', types: [{ vehicles_count: 412 }] },
                  ],
                },
              }
            : undefined,
      },
    );
    await screen.findByText(/^3\s000$/);
    expect(screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual(['3 000', '410']);
  });
});
