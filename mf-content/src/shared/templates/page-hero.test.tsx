import { render, screen } from '@testing-library/react';
import { PageHero } from './page-hero';

describe('page hero', () => {
  it('shows the kicker, the one h1 and the lead, with French non-breaking spaces', () => {
    render(
      <PageHero
        kicker="Nos services"
        heading="Pourquoi passer par un mandataire ?"
        lead="Une question : la réponse « simple »"
      >
        <a href="/contact">Nous écrire</a>
      </PageHero>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    // Narrow no-break space before « ? », no-break space before « : » and inside quotes.
    expect(headings[0]!.textContent).toBe('Pourquoi passer par un mandataire\u202F?');
    expect(screen.getByText(/^Une question/).textContent).toBe('Une question\u00A0: la réponse «\u00A0simple\u00A0»');
    expect(screen.getByText('Nos services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('banner')).toContainElement(headings[0]!);
  });

  it('leaves the kicker out when there is none', () => {
    const { container } = render(<PageHero heading="Contact" lead="Écrivez-nous." />);
    expect(container.querySelectorAll('header p')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
  });
});
