import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@ga/core';
import type { VehicleFilters } from '@ga/contracts';
import type { UrlFilters } from '../search-params';
import { FILTER_FORM_ID, FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';

const option = <V extends string>(value: V, label: string, count = 5) => ({ value, label, count });
const FACETS = {
  total: 12,
  categories: [option('voitures', 'Voitures'), option('utilitaires', 'Utilitaires')],
  types: [],
  brands: [option('renault', 'Renault'), option('peugeot', 'Peugeot')],
  carmodels: [],
  energies: [option('electrique', 'Électrique'), option('hybride', 'Hybride'), option('diesel', 'Diesel')],
  gearboxes: [],
  conditions: [],
  colours: [],
  doors: [],
  seats: [],
  fitted_out: { label: 'Aménagés', count: 0 },
  price: { min: 8000, max: 31000 },
  monthly_from: { min: null, max: null },
  mileage: { min: 0, max: 40000 },
  year: { min: 2021, max: 2024 },
} as unknown as VehicleFilters;

/** The panel and the toolbar's sort select, the filters held here as the page holds them in the URL. */
function Panel({
  filters: initial,
  fixed = [],
  onApply = () => undefined,
}: {
  filters: UrlFilters;
  fixed?: (keyof UrlFilters)[];
  onApply?: (f: UrlFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <FilterPanel
        facets={FACETS}
        filters={filters}
        onChange={(change) => setFilters({ ...filters, ...change })}
        onApply={onApply}
        fixed={fixed}
      />
      <SortSelect
        value={filters.sort}
        defaultSort="newest"
        form={FILTER_FORM_ID}
        onChange={(sort) => setFilters({ ...filters, sort })}
      />
    </>
  );
}

/** The markup the server sends, read as a browser without JavaScript reads it (<noscript> parsed as HTML). */
function serverMarkup(url: string, ui: ReactElement) {
  const html = renderToString(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html.replace(/<\/?noscript>/g, '');
  return doc;
}

describe('filter panel: a GET form that works without JavaScript', () => {
  it('is a form to the listing’s own path, its controls named like the URL, with a submit button', () => {
    const doc = serverMarkup(
      '/achat-par-marque/renault?energies=electrique&price_max=20000',
      <Panel filters={{ energies: ['electrique'], price_max: 20000, carmodels: ['clio'] }} fixed={['brands']} />,
    );
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/achat-par-marque/renault');
    expect(form.id).toBe(FILTER_FORM_ID);
    const checkboxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
      (i) => `${i.name}=${i.value}${i.checked ? ' ✓' : ''}`,
    );
    expect(checkboxes).toEqual([
      'category=voitures',
      'category=utilitaires',
      'energies=electrique ✓',
      'energies=hybride',
      'energies=diesel',
    ]);
    expect(form.querySelector<HTMLSelectElement>('select[name="price_max"]')!.value).toBe('20000');
    expect(form.querySelector('select[name="mileage_max"]')).not.toBeNull();
    expect(form.querySelector('select[name="year_min"]')).not.toBeNull();
    // A filter without a control here is carried along.
    expect(form.querySelector('input[type="hidden"][name="carmodels"]')!.getAttribute('value')).toBe('clio');
    // The sort select sits outside the form but belongs to it.
    expect(doc.querySelector('select[name="sort"]')!.getAttribute('form')).toBe(FILTER_FORM_ID);
    const submit = form.querySelector('button[type="submit"]')!;
    expect(submit.textContent).toBe('Appliquer les filtres');
    // « Tout effacer »: a link to the listing without its query.
    expect([...form.querySelectorAll('a')].find((a) => a.textContent === 'Tout effacer')!.getAttribute('href')).toBe(
      '/achat-par-marque/renault',
    );
  });

  it('hides the submit button once JavaScript runs, and turns a submit into the whole search', async () => {
    const onApply = jest.fn();
    const { container } = render(
      <MemoryRouter initialEntries={['/achat?energies=electrique&sort=price_asc']}>
        <Panel filters={{ energies: ['electrique'], sort: 'price_asc' }} onApply={onApply} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Appliquer les filtres' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Hybride/));
    await userEvent.selectOptions(screen.getByLabelText('Budget maximum'), '20000');
    container.querySelector('form')!.requestSubmit();
    expect(onApply).toHaveBeenCalledWith({ energies: ['electrique', 'hybride'], price_max: 20000, sort: 'price_asc' });
  });

  it('sends no sort for the listing’s own order, so the address stays the clean, indexed one', async () => {
    const doc = serverMarkup('/achat?energies=electrique', <Panel filters={{ energies: ['electrique'] }} />);
    const sort = doc.querySelector<HTMLSelectElement>('select[name="sort"]')!;
    expect(sort.value).toBe('');
    expect(sort.selectedOptions[0]!.textContent).toBe('Derniers arrivages');
    const onApply = jest.fn();
    const { container } = render(
      <MemoryRouter initialEntries={['/achat?sort=price_asc']}>
        <Panel filters={{ sort: 'price_asc' }} onApply={onApply} />
      </MemoryRouter>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Derniers arrivages');
    container.querySelector('form')!.requestSubmit();
    expect(onApply).toHaveBeenCalledWith({});
  });
});
