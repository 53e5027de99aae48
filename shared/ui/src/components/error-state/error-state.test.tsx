import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('shows a French message and a "Réessayer" button', () => {
    const onRetry = jest.fn();
    render(<ErrorState onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue');
    expect(alert).toHaveTextContent('Vérifiez votre connexion internet puis réessayez.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry and accepts its own texts', () => {
    render(<ErrorState title="Catalogue indisponible" message="Revenez dans quelques instants." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Catalogue indisponible' })).toBeInTheDocument();
  });

  it('shows the retry in progress', () => {
    render(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveAttribute('aria-busy', 'true');
  });
});
