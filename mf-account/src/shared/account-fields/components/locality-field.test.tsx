import { useForm } from 'react-hook-form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../testing/render-with-store';
import { LocalityField } from './locality-field';

function Harness() {
  const { register, watch, setValue } = useForm<{ postal_code: string; city: string }>({
    defaultValues: { postal_code: '', city: '' },
  });
  const pick = ({ postal_code, city }: { postal_code: string; city: string }) => {
    setValue('postal_code', postal_code);
    setValue('city', city);
  };
  return (
    <>
      <LocalityField
        label="Code postal"
        kind="postal_code"
        registration={register('postal_code')}
        value={watch('postal_code')}
        onPick={pick}
      />
      <LocalityField label="Ville" kind="city" registration={register('city')} value={watch('city')} onPick={pick} />
    </>
  );
}

const locality = (postal_code: string, city: string, insee_code: string) => ({
  postal_code,
  city,
  insee_code,
  department_code: postal_code.slice(0, 2),
  label: `${postal_code} ${city}`,
});
const COMMUNES: Record<string, ReturnType<typeof locality>[]> = {
  '72': [locality('72000', 'Le Mans', '72181'), locality('72220', 'Écommoy', '72124')],
  '72220': [locality('72220', 'Écommoy', '72124')],
  '72500': [locality('72500', 'Château-du-Loir', '72071'), locality('72500', 'Montval-sur-Loir', '72072')],
};

function renderField() {
  return renderWithStore(<Harness />, (_method, path) => {
    const search = new URL(path, 'http://api.test').searchParams.get('search') ?? '';
    const data = COMMUNES[search] ?? [];
    return { body: { data, meta: { total: data.length } } };
  });
}

describe('postal code suggestions', () => {
  it('a whole postal code of a single commune fills the city at once', async () => {
    const { calls } = renderField();
    await userEvent.type(screen.getByLabelText(/^Code postal/), '72220');
    await waitFor(() => expect(screen.getByLabelText(/^Ville/)).toHaveValue('Écommoy'));
    expect(screen.getByLabelText(/^Code postal/)).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.path === '/api/localization?search=72220')).toBe(true);
  });

  it('a whole postal code shared by several communes offers them', async () => {
    renderField();
    await userEvent.type(screen.getByLabelText(/^Code postal/), '72500');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['72500 Château-du-Loir(72)', '72500 Montval-sur-Loir(72)']);
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('');
    await userEvent.click(options[1]!);
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Montval-sur-Loir');
  });
});
