import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@ga/core';
import { plainText, RichText } from './rich-text';

describe('rich text of the content pages', () => {
  it('turns [label](/path) into links and **words** into bold, nothing else', () => {
    render(
      <MemoryRouter>
        <p data-testid="p">
          <RichText text="Lisez [nos engagements](/services/nos-engagements) : **14 jours** pour changer d’avis, <b>pas de HTML</b>." />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'nos engagements' })).toHaveAttribute('href', '/services/nos-engagements');
    expect(screen.getByText('14 jours').tagName).toBe('STRONG');
    expect(screen.getByTestId('p')).toHaveTextContent('<b>pas de HTML</b>');
  });

  it('gives the plain text for searches and descriptions', () => {
    expect(plainText('Voir [la FAQ](/a-propos/faq) et **14 jours**.')).toBe('Voir la FAQ et 14 jours.');
  });
});
