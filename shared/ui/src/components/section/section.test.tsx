import { render, screen } from '@testing-library/react';
import { Container } from '../container/container';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its title, with subtitle and actions', () => {
    render(
      <Section
        title="Nos coups de cœur"
        subtitle="Sélectionnés par l’équipe d’Écommoy"
        eyebrow="Stock"
        actions={<a href="/achat/coup-de-coeur">Voir tout</a>}
      >
        <p>Contenu</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Nos coups de cœur' });
    expect(region).toHaveTextContent('Sélectionnés par l’équipe d’Écommoy');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nos coups de cœur');
    expect(screen.getByRole('link', { name: 'Voir tout' })).toBeInTheDocument();
  });

  it('can use another heading level and no container', () => {
    render(
      <Section title="Financement" headingLevel={3} container={false} tone="muted">
        x
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Financement' })).toBeInTheDocument();
  });
});

describe('Container', () => {
  it('renders the chosen element', () => {
    render(
      <Container as="main" size="narrow">
        Bonjour
      </Container>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Bonjour');
  });
});
