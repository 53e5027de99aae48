import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@ga/core';
import type { LegalContent } from '../content/types';
import { pageHead, resetPageHead } from '../../testing/page-head';
import { LegalTemplate } from './legal-template';

const PAGE: LegalContent = {
  kind: 'legal',
  path: '/mentions-legales',
  title: 'Mentions légales',
  description: 'Éditeur, hébergeur et propriété intellectuelle du site.',
  heading: 'Mentions légales',
  lead: 'Qui édite ce site et qui l’héberge.',
  updated: '2026-02-01',
  sections: [
    { id: 'editeur', title: 'Éditeur', blocks: [{ kind: 'text', text: 'Glinche Automobiles, Écommoy.' }] },
    { id: 'hebergeur', title: 'Hébergeur', blocks: [{ kind: 'text', text: 'Un hébergeur en France.' }] },
  ],
};

function renderLegal(page: LegalContent = PAGE) {
  return render(
    <MemoryRouter initialEntries={[page.path]}>
      <LegalTemplate page={page} />
    </MemoryRouter>,
  );
}

describe('legal template', () => {
  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
  });

  it('has one h1, the default kicker and the date of the text in French', () => {
    renderLegal();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mentions légales');
    expect(screen.getByText('Informations légales')).toBeInTheDocument();
    expect(screen.getByText(/^Version du/)).toHaveTextContent('Version du 1 février 2026');
  });

  it('lists the sections in a table of contents linking to their numbered h2', async () => {
    renderLegal();
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Éditeur', '#editeur'],
      ['Hébergeur', '#hebergeur'],
    ]);
    const h2 = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id !== 'toc-title');
    expect(h2.map((h) => [h.id, h.textContent])).toEqual([
      ['editeur', '1. Éditeur'],
      ['hebergeur', '2. Hébergeur'],
    ]);
    expect(screen.getByText('Un hébergeur en France.')).toBeInTheDocument();
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
  });

  it('sets the page head with the brand, indexable', () => {
    renderLegal({ ...PAGE, kicker: 'Vos droits' });
    expect(pageHead()).toMatchObject({
      title: 'Mentions légales | Glinche Automobiles',
      description: PAGE.description,
      robots: null,
      ogType: 'website',
    });
    expect(screen.getByText('Vos droits')).toBeInTheDocument();
    expect(screen.queryByText('Informations légales')).not.toBeInTheDocument();
  });
});
