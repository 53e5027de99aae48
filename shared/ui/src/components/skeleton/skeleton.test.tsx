import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized', () => {
    render(<Skeleton variant="rect" width="100%" height={180} />);
    const block = screen.getByTestId('skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '100%', height: '180px' });
  });

  it('draws several text lines', () => {
    render(<Skeleton lines={3} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });
});
