import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['nouveaute', 'Nouveauté'],
    ['coup-de-coeur', 'Coup de cœur'],
    ['remise', 'Remise'],
    ['zero-km', '0 km'],
    ['reserve', 'Réservé'],
  ] as const)('%s has the default French label "%s"', (variant, label) => {
    render(<Badge variant={variant} />);
    expect(screen.getByText(label)).toHaveAttribute('data-variant', variant);
  });

  it('shows custom text', () => {
    render(<Badge variant="remise">-1 500 €</Badge>);
    expect(screen.getByText('-1 500 €')).toBeInTheDocument();
  });

  it('can drop the default icon', () => {
    const { container } = render(<Badge variant="coup-de-coeur" icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
