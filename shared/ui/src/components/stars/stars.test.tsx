import { render, screen } from '@testing-library/react';
import { normalizeSpaces as n } from '../../format/number';
import { formatRating, Stars } from './stars';

describe('Stars', () => {
  it('is read as "Note : 4,5 sur 5"', () => {
    render(<Stars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeInTheDocument();
    expect(screen.getByTestId('stars-fill')).toHaveStyle({ width: '90%' });
  });

  it('clamps the value and shows the count of reviews', () => {
    const { container } = render(<Stars value={7} count={1199} showValue />);
    expect(screen.getByRole('img', { name: 'Note : 5 sur 5' })).toBeInTheDocument();
    expect(n(container.textContent ?? '')).toContain('(1 199 avis)');
  });

  it('formats ratings the French way', () => {
    expect(formatRating(4.46)).toBe('4,5');
    expect(formatRating(4)).toBe('4');
    expect(formatRating(3.96)).toBe('4');
  });
});
