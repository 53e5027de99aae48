import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotFoundScreen } from './not-found-screen';

const renderScreen = (ui = <NotFoundScreen />) =>
  render(<MemoryRouter initialEntries={['/nulle-part']}>{ui}</MemoryRouter>);

describe('NotFoundScreen', () => {
  it('shows a big 404 and the title "Page introuvable"', () => {
    renderScreen();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText(/n’existe pas ou a été déplacée/)).toBeInTheDocument();
  });

  it('links to the home page and to the stock', () => {
    renderScreen();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Voir nos véhicules' })).toHaveAttribute('href', '/achat');
  });

  it('has a decorative illustration', () => {
    renderScreen();
    expect(screen.getByTestId('lost-car-illustration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts another title and message', () => {
    renderScreen(<NotFoundScreen title="Véhicule introuvable" message="Ce véhicule a peut-être déjà été vendu." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Véhicule introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Ce véhicule a peut-être déjà été vendu.')).toBeInTheDocument();
  });
});
