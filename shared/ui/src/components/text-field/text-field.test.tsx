import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('has a visible label bound to the input', () => {
    render(<TextField label="Adresse e-mail" name="email" type="email" />);
    const input = screen.getByLabelText('Adresse e-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error, sets aria-invalid and links it with aria-describedby', () => {
    render(<TextField label="Code postal" hint="5 chiffres" error="Le code postal est invalide." />);
    const input = screen.getByLabelText('Code postal');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Le code postal est invalide.');
    expect(input).toHaveAccessibleDescription('5 chiffres Le code postal est invalide.');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('marks required fields', () => {
    render(<TextField label="Nom complet" required />);
    const input = screen.getByLabelText(/Nom complet/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(obligatoire)')).toBeInTheDocument();
  });

  it('spreads register()-style props and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    render(<TextField label="Téléphone" name="phone" ref={ref} onChange={onChange} onBlur={onBlur} suffix="📞" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.name).toBe('phone');
    fireEvent.change(ref.current!, { target: { value: '0243000000' } });
    fireEvent.blur(ref.current!);
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalled();
  });

  it('uses the given id', () => {
    render(<TextField label="Ville" id="city" />);
    expect(screen.getByLabelText('Ville')).toHaveAttribute('id', 'city');
  });
});
