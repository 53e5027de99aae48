import { render, screen } from '@testing-library/react';
import { pageHead, resetPageHead } from '../../testing/page-head';
import { FormLandingTemplate } from './form-landing-template';

describe('form landing template', () => {
  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
  });

  it('shows the hero with one h1, the intro paragraphs, the form and the aside', () => {
    render(
      <FormLandingTemplate
        title="Contact"
        description="Écrivez-nous, nous répondons sous 24 heures."
        kicker="Une question ?"
        heading="Contactez-nous"
        lead="Un conseiller vous répond."
        intro={['Du lundi au samedi.', 'Réponse sous 24 heures.']}
        aside={<p>Par téléphone : 02 43 00 00 00</p>}
      >
        <form aria-label="Formulaire de contact">
          <label htmlFor="message">Message</label>
          <textarea id="message" />
        </form>
      </FormLandingTemplate>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contactez-nous');
    expect(screen.getByText('Du lundi au samedi.')).toBeInTheDocument();
    expect(screen.getByText('Réponse sous 24 heures.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Formulaire de contact' })).toContainElement(
      screen.getByLabelText('Message'),
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('Par téléphone : 02 43 00 00 00');
    expect(pageHead()).toMatchObject({
      title: 'Contact | Glinche Automobiles',
      description: 'Écrivez-nous, nous répondons sous 24 heures.',
    });
  });

  it('has no aside and no intro when none are given', () => {
    const { container } = render(
      <FormLandingTemplate
        title="Rappel"
        description="On vous rappelle."
        heading="Être rappelé"
        lead="Laissez votre numéro."
      >
        <p>Le formulaire</p>
      </FormLandingTemplate>,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // Only the hero's lead and the form's paragraph.
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Laissez votre numéro.',
      'Le formulaire',
    ]);
  });
});
