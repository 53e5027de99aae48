import { render, screen } from '@testing-library/react';
import { LoadingState } from './loading-state';
import { Spinner } from './spinner';

describe('LoadingState', () => {
  it('announces "Chargement…" politely', () => {
    render(<LoadingState />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Chargement…');
  });

  it('accepts another label', () => {
    render(<LoadingState label="Recherche des véhicules…" inline />);
    expect(screen.getByRole('status')).toHaveTextContent('Recherche des véhicules…');
  });
});

describe('Spinner', () => {
  it('is decorative unless labelled', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Spinner label="Envoi en cours" />);
    expect(screen.getByText('Envoi en cours')).toBeInTheDocument();
  });
});
