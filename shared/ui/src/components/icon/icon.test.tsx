import { render, screen } from '@testing-library/react';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

describe('Icon', () => {
  it('draws every icon of the set', () => {
    const required = [
      'heart',
      'heart-filled',
      'user',
      'menu',
      'close',
      'search',
      'chevron-left',
      'chevron-right',
      'phone',
      'map-pin',
      'truck',
      'euro',
      'check',
      'info',
      'warning',
      'calendar',
      'gauge',
      'fuel',
      'gearbox',
      'key',
      'shield',
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="heart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has an accessible name when titled', () => {
    render(<Icon name="phone" title="Téléphone" size={32} />);
    const img = screen.getByRole('img', { name: 'Téléphone' });
    expect(img).toHaveAttribute('width', '32');
  });
});
