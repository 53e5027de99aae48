import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@ga/core';
import { useListingFilters } from './use-listing-filters';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/achat']}>{children}</MemoryRouter>
);
const hook = () => renderHook(() => ({ listing: useListingFilters(), location: useLocation() }), { wrapper });

describe('the listing filters in the URL', () => {
  it('a second change made before the first is rendered keeps the first (a filter, then the sort at once)', () => {
    const { result } = hook();
    // The same `update`, from the render before either change: as a select's event that comes
    // before React has rendered the navigation of the box just ticked.
    const { update } = result.current.listing;
    act(() => {
      update({ energies: ['hybride'] });
      update({ sort: 'price_asc' });
    });
    expect(result.current.location.search).toBe('?energies=hybride&sort=price_asc');
    expect(result.current.listing.filters).toEqual({ energies: ['hybride'], sort: 'price_asc' });
  });

  it('a change after the URL moved elsewhere starts from the URL, not from a change asked before', () => {
    const { result } = hook();
    act(() => result.current.listing.update({ energies: ['electrique'] }));
    act(() => result.current.listing.reset());
    expect(result.current.location.search).toBe('');
    act(() => result.current.listing.update({ sort: 'price_desc' }));
    expect(result.current.location.search).toBe('?sort=price_desc');
  });

  it('a new filter goes back to the first page; keepPage keeps it', () => {
    const { result } = hook();
    act(() => result.current.listing.update({ energies: ['diesel'], page: 3 }, { keepPage: true }));
    expect(result.current.location.search).toBe('?energies=diesel&page=3');
    act(() => result.current.listing.update({ price_max: 20000 }));
    expect(result.current.location.search).toBe('?energies=diesel&price_max=20000');
  });
});
