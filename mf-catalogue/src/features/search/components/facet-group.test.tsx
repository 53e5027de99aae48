import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FacetGroup } from './facet-group';

const options = [
  { value: 'renault', label: 'Renault', count: 120 },
  { value: 'peugeot', label: 'Peugeot', count: 98 },
  { value: 'tesla', label: 'Tesla', count: 0 },
];

describe('facet group', () => {
  it('lists values with their counts and toggles them', async () => {
    const onChange = jest.fn();
    render(<FacetGroup title="Marque" name="brands" options={options} selected={['peugeot']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Marque' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Renault/)).not.toBeChecked();
    expect(screen.getByLabelText(/Peugeot/)).toBeChecked();
    expect(screen.getByLabelText(/Tesla/)).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/Renault/));
    expect(onChange).toHaveBeenCalledWith(['peugeot', 'renault']);
    await userEvent.click(screen.getByLabelText(/Peugeot/));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
