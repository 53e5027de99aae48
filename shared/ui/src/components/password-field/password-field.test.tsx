import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until "Afficher" is pressed, then offers "Masquer"', () => {
    render(<PasswordField label="Mot de passe" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(input).toHaveAttribute('type', 'text');

    fireEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the toggle does not submit the form', () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Mot de passe" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the strength hint and links it to the input', () => {
    render(
      <PasswordField label="Nouveau mot de passe" autoComplete="new-password" strengthHint="Robustesse : moyenne" />,
    );
    const input = screen.getByLabelText('Nouveau mot de passe');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('Robustesse : moyenne');
  });

  it('shows its error and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Mot de passe" name="password" ref={ref} error="Mot de passe incorrect." />);
    expect(ref.current?.name).toBe('password');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
  });
});
