import { screen } from '@testing-library/react';
import { renderWithStore } from '../../../testing/render-tradein';
import { TradeinPage } from './tradein-page';

describe('trade-in page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.title = '';
    document.head.innerHTML = '';
  });

  it('has one h1 above the form, whose steps are h2', () => {
    renderWithStore(<TradeinPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Faites reprendre votre voiture');
    expect(screen.getByRole('heading', { level: 2, name: 'Immatriculation' })).toBeInTheDocument();
    // The form is named by the heading of its current step.
    expect(screen.getByRole('form', { name: 'Immatriculation' })).toBeInTheDocument();
  });

  it('sets the page head: French title with the brand and the description', () => {
    renderWithStore(<TradeinPage />);
    expect(document.title).toMatch(/^Reprise de votre voiture : estimation immédiate et gratuite \| /);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
      /^Estimez la reprise de votre voiture en 3 minutes/,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
