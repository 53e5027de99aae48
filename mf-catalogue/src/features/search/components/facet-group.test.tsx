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

describe('facet group without JavaScript', () => {
  const many = Array.from({ length: 10 }, (_, i) => ({
    value: `marque-${i + 1}`,
    label: `Marque ${i + 1}`,
    count: 10 - i,
  }));

  it('names every checkbox like the URL, the values past the eighth in a native <details>', () => {
    const { container } = render(
      <FacetGroup title="Marque" name="brands" options={many} selected={[]} onChange={() => undefined} />,
    );
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => `${b.name}=${b.value}`)).toEqual(many.map((o) => `brands=${o.value}`));
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Voir les 10 choix');
    expect(details.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
  });

  it('opens the <details> when a hidden value is chosen, and still sends a chosen value no longer listed', () => {
    const { container } = render(
      <FacetGroup
        title="Marque"
        name="brands"
        options={many}
        selected={['marque-10', 'lada']}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(container.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'brands');
    expect(container.querySelector('input[type="hidden"]')).toHaveAttribute('value', 'lada');
  });
});
