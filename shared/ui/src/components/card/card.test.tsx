import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('renders its media and body in the chosen element', () => {
    render(
      <Card as="article" aria-label="Peugeot 208" media={<img src="/208.jpg" alt="Peugeot 208 bleue" />} interactive>
        <h3>Peugeot 208</h3>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Peugeot 208' });
    expect(card.className).toEqual(expect.stringContaining('interactive'));
    expect(screen.getByRole('img', { name: 'Peugeot 208 bleue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Peugeot 208' })).toBeInTheDocument();
  });
});
