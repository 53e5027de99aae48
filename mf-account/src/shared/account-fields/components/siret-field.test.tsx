import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiretField, siretCheck } from './siret-field';

function Harness() {
  const { register, watch } = useForm<{ company_siret: string }>({ defaultValues: { company_siret: '' } });
  return <SiretField registration={register('company_siret')} value={watch('company_siret')} />;
}

describe('SIRET live check', () => {
  it('classifies what is typed', () => {
    expect(siretCheck('')).toEqual({ state: 'empty', digits: 0 });
    expect(siretCheck('732 829 320')).toEqual({ state: 'typing', digits: 9 });
    expect(siretCheck('732 829 320 00074')).toEqual({ state: 'valid', digits: 14 });
    expect(siretCheck('73282932000075')).toEqual({ state: 'invalid', digits: 14 });
    expect(siretCheck('7328A')).toMatchObject({ state: 'invalid' });
  });

  it('counts the digits, then says whether the checksum holds, as one types', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Numéro SIRET/);
    await userEvent.type(input, '7328293200007');
    expect(screen.getByText('13 chiffres sur 14')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, '5');
    expect(screen.getByRole('alert')).toHaveTextContent('Le numéro SIRET doit comporter 14 chiffres et être valide.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(input, '{Backspace}4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('siret-valid')).toHaveTextContent('Numéro SIRET valide');
  });
});
