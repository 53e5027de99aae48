import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles through its label', () => {
    render(<Checkbox label="Je m’abonne à la newsletter" />);
    const box = screen.getByRole('checkbox', { name: 'Je m’abonne à la newsletter' });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText('Je m’abonne à la newsletter'));
    expect(box).toBeChecked();
  });

  it('shows its error and forwards register()-style props', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(
      <Checkbox
        label="J’accepte les conditions"
        name="cgv"
        ref={ref}
        onChange={onChange}
        required
        error="Vous devez accepter les conditions."
      />,
    );
    const box = screen.getByRole('checkbox', { name: /J’accepte les conditions/ });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Vous devez accepter les conditions.');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalled();
  });
});
