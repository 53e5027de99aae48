import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the icon, title, text and action', () => {
    const onClick = jest.fn();
    const { container } = render(
      <EmptyState
        icon="heart"
        title="Aucun favori pour le moment"
        action={<Button onClick={onClick}>Voir nos véhicules</Button>}
      >
        Ajoutez des véhicules à vos favoris pour les retrouver ici.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun favori pour le moment' })).toBeInTheDocument();
    expect(screen.getByText('Ajoutez des véhicules à vos favoris pour les retrouver ici.')).toBeInTheDocument();
    expect(container.querySelector('[data-icon="heart"]')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voir nos véhicules' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('accepts another heading level and a custom illustration', () => {
    render(<EmptyState title="Aucun résultat" headingLevel={3} icon={<svg data-testid="illu" />} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Aucun résultat');
    expect(screen.getByTestId('illu')).toBeInTheDocument();
  });
});
