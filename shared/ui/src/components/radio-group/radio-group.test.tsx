import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'home', label: 'Livraison à domicile', hint: '290 € TTC' },
  { value: 'centre', label: 'Retrait en centre', hint: 'GRATUIT' },
  { value: 'other', label: 'Autre', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend', () => {
    render(<RadioGroup label="Mode de livraison" name="delivery" options={options} defaultValue="centre" />);
    const group = screen.getByRole('radiogroup', { name: 'Mode de livraison' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Retrait en centre/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Autre/ })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'delivery');
  });

  it('reports changes (controlled)', () => {
    const onValueChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('home');
      return (
        <RadioGroup
          label="Mode de livraison"
          name="delivery"
          options={options}
          value={value}
          onValueChange={(v) => {
            onValueChange(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole('radio', { name: /Retrait en centre/ }));
    expect(onValueChange).toHaveBeenCalledWith('centre');
    expect(screen.getByRole('radio', { name: /Retrait en centre/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Livraison à domicile/ })).not.toBeChecked();
  });

  it('passes register()-style props to every radio and shows its error', () => {
    const onChange = jest.fn();
    const refs: HTMLInputElement[] = [];
    render(
      <RadioGroup
        label="Type de compte"
        name="is_comp"
        options={[
          { value: '0', label: 'Particulier' },
          { value: '1', label: 'Professionnel' },
        ]}
        ref={(el: HTMLInputElement | null) => {
          if (el) refs.push(el);
        }}
        onChange={onChange}
        error="Choisissez un type de compte."
        required
      />,
    );
    expect(refs).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Professionnel' }));
    expect(onChange).toHaveBeenCalled();
    const group = screen.getByRole('radiogroup', { name: /Type de compte/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choisissez un type de compte.');
  });
});
