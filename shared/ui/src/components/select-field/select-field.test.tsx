import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { SelectField } from './select-field';

const options = [
  { value: 1, label: '72 Sarthe' },
  { value: 2, label: '49 Maine-et-Loire' },
];

describe('SelectField', () => {
  it('renders the placeholder and the options under a label', () => {
    render(<SelectField label="Département" placeholder="Choisissez un département" options={options} />);
    const select = screen.getByLabelText('Département');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choisissez un département',
      '72 Sarthe',
      '49 Maine-et-Loire',
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    expect(select).toHaveValue('2');
  });

  it('shows an error with aria-invalid and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField
        label="Secteur d’activité"
        name="business_sector_id"
        ref={ref}
        options={options}
        error="Choisissez un secteur."
      />,
    );
    expect(ref.current?.name).toBe('business_sector_id');
    expect(screen.getByLabelText('Secteur d’activité')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Secteur d’activité')).toHaveAccessibleDescription('Choisissez un secteur.');
  });
});
