import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@ga/core';
import type { ArticleContent } from '../content/types';
import { pageHead, resetPageHead } from '../../testing/page-head';
import { ArticleTemplate } from './article-template';

const PAGE: ArticleContent = {
  kind: 'article',
  path: '/services/livraison',
  title: 'Livraison à domicile',
  description: 'Votre voiture livrée chez vous, partout en France.',
  kicker: 'Nos services',
  heading: 'Votre voiture livrée chez vous',
  lead: 'Partout en France métropolitaine.',
  sections: [
    { id: 'delais', title: 'Délais', blocks: [{ kind: 'text', text: 'Trois jours en Sarthe.' }] },
    { id: 'tarifs', title: 'Tarifs', blocks: [{ kind: 'list', items: ['Gratuit à Écommoy'] }] },
  ],
  actions: [
    { label: 'Voir les véhicules', to: '/voitures' },
    { label: 'Nous contacter', to: '/contact' },
  ],
  related: [{ label: 'Nos engagements', to: '/services/nos-engagements' }],
};

function renderArticle(page: ArticleContent, children?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[page.path]}>
      <ArticleTemplate page={page}>{children}</ArticleTemplate>
    </MemoryRouter>,
  );
}

describe('article template', () => {
  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
  });

  it('has one h1, the heading, and an h2 per section in order', () => {
    renderArticle(PAGE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre voiture livrée chez vous');
    const main = screen.getByRole('article');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Délais', 'Tarifs', 'À lire aussi']);
    expect(screen.getByText('Trois jours en Sarthe.')).toBeInTheDocument();
    expect(screen.getByText('Gratuit à Écommoy')).toBeInTheDocument();
  });

  it('sets the page head: title with the brand, description, article type', () => {
    renderArticle(PAGE);
    expect(pageHead()).toMatchObject({
      title: 'Livraison à domicile | Glinche Automobiles',
      description: 'Votre voiture livrée chez vous, partout en France.',
      ogType: 'article',
      robots: null,
    });
  });

  it('links the calls to action and the related pages', () => {
    renderArticle(PAGE);
    expect(screen.getByRole('link', { name: 'Voir les véhicules' })).toHaveAttribute('href', '/voitures');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    const related = screen.getByRole('complementary', { name: 'À lire aussi' });
    expect(within(related).getByRole('link', { name: 'Nos engagements' })).toHaveAttribute(
      'href',
      '/services/nos-engagements',
    );
  });

  it('shows live content after the sections, and no related box or actions when the page has none', () => {
    renderArticle({ ...PAGE, actions: undefined, related: [] }, <p>Trois véhicules disponibles</p>);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les véhicules' })).not.toBeInTheDocument();
    const live = screen.getByText('Trois véhicules disponibles');
    // After the last section in document order.
    expect(
      screen.getByRole('region', { name: 'Tarifs' }).compareDocumentPosition(live) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
