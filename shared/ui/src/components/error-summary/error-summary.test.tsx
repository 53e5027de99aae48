import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, errorSummaryItems } from './error-summary';

const LABELS = { email: 'Adresse e-mail', phone: 'Téléphone' };

function Form({ attempt, errors }: { attempt: number; errors: Record<string, { message: string }> }) {
  return (
    <form aria-label="Essai">
      <ErrorSummary items={errorSummaryItems(errors, LABELS)} attempt={attempt} />
      <label>
        Adresse e-mail <input name="email" />
      </label>
      <label>
        Téléphone <input id="tel" name="phone" />
      </label>
    </form>
  );
}

describe('ErrorSummary', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn(); // not in jsdom
  });

  it('says nothing before a send attempt', () => {
    render(<Form attempt={0} errors={{ email: { message: 'Saisissez une adresse e-mail valide.' } }} />);
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });

  it('after a failed attempt: takes the focus, counts the answers to correct, links each field', async () => {
    render(
      <Form attempt={1} errors={{ phone: { message: 'Numéro invalide.' }, email: { message: 'Adresse invalide.' } }} />,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: '2 réponses sont à corriger' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Adresse e-mail : Adresse invalide.',
      'Téléphone : Numéro invalide.',
    ]);
    await userEvent.click(screen.getByRole('link', { name: /Téléphone/ }));
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveFocus();
  });

  it('a correction updates it without taking the focus back; the next attempt does', () => {
    const { rerender } = render(
      <Form attempt={1} errors={{ email: { message: 'Adresse invalide.' }, phone: { message: 'Numéro invalide.' } }} />,
    );
    screen.getByRole('textbox', { name: 'Adresse e-mail' }).focus();
    rerender(<Form attempt={1} errors={{ phone: { message: 'Numéro invalide.' } }} />);
    expect(screen.getByRole('heading', { name: 'Une réponse est à corriger' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveFocus();
    rerender(<Form attempt={2} errors={{ phone: { message: 'Numéro invalide.' } }} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('errors that come after the attempt (from the API) take the focus once', () => {
    const { rerender } = render(<Form attempt={1} errors={{}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<Form attempt={1} errors={{ email: { message: 'Cette adresse a déjà un compte.' } }} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('reads messages from a function too (browser and API errors merged by the form)', () => {
    expect(errorSummaryItems((name) => (name === 'phone' ? 'Numéro invalide.' : undefined), LABELS)).toEqual([
      { name: 'phone', id: undefined, label: 'Téléphone', message: 'Numéro invalide.' },
    ]);
  });
});
