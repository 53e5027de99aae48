import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@ga/core';
import { Pagination, pagesToShow } from './pagination';
import type { UrlFilters } from '../search-params';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const at = (url: string, ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

describe('pagination', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pagesToShow(1, 1)).toEqual([1]);
    expect(pagesToShow(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pagesToShow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('links every page to its clean URL, the search kept (works without JavaScript)', () => {
    const filters: UrlFilters = { energies: ['electrique', 'hybride'], price_max: 20000, sort: 'price_asc', page: 2 };
    at(
      '/achat?energies=electrique,hybride&price_max=20000&sort=price_asc&page=2',
      <Pagination current={2} last={5} filters={filters} />,
    );
    const search = '?energies=electrique,hybride&price_max=20000&sort=price_asc';
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', `/achat${search}`);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `/achat${search}&page=2`);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', `/achat${search}&page=5`);
    expect(screen.getByRole('link', { name: '← Précédente' })).toHaveAttribute('href', `/achat${search}`);
    expect(screen.getByRole('link', { name: 'Suivante →' })).toHaveAttribute('href', `/achat${search}&page=3`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no link before the first page nor after the last', () => {
    at('/achat-par-marque/renault', <Pagination current={1} last={3} filters={{}} />);
    expect(screen.queryByRole('link', { name: '← Précédente' })).not.toBeInTheDocument();
    expect(screen.getByText('← Précédente')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Suivante →' })).toHaveAttribute(
      'href',
      '/achat-par-marque/renault?page=2',
    );
  });

  it('moves to another page with JavaScript, by the keyboard too', async () => {
    const onNavigate = jest.fn();
    at('/achat?page=2', <Pagination current={2} last={5} filters={{ page: 2 }} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Suivante →' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/achat?page=3');
    screen.getByRole('link', { name: 'Page 5' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/achat?page=5');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('is absent with a single page', () => {
    at('/achat', <Pagination current={1} last={1} filters={{}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
