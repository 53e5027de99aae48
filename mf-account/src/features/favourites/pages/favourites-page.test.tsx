import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../testing/render-with-store';
import { FavouritesPage } from './favourites-page';

const vehicle = (id: number, name: string) => ({
  id,
  slug: `${name.toLowerCase()}-${id}`,
  title: name,
  brand: { id: 1, slug: 'renault', name: 'Renault' },
  carmodel: { id: id, slug: name.toLowerCase(), name },
  version: 'Techno E-Tech 145',
  category: 'voitures',
  body_type: 'citadine',
  condition: 'occasion',
  energy: 'hybride',
  gearbox: 'automatique',
  year: 2023,
  mileage: 12000,
  power_hp: 145,
  co2: 118,
  colour: 'Gris',
  image: 'http://api.test/media/v.svg',
  is_new_arrival: false,
  is_favourite_pick: false,
  is_fitted_out: false,
  conversion_bonus: false,
  is_reserved: false,
  price_drop: null,
  price: 21990,
  price_etax: 18325,
  catalogue_price: null,
  discount: 0,
  discount_percent: 0,
  monthly_from: 239,
});

describe('mes favoris', () => {
  it('a removed vehicle leaves the list with the info notice; a failure gives the danger notice', async () => {
    let failNext = false;
    const { notices } = renderWithStore(<FavouritesPage />, (method, path) => {
      if (path === '/api/user/bookmarks')
        return { body: { data: [vehicle(4, 'Clio'), vehicle(5, 'Captur')], meta: { total: 2 } } };
      if (method === 'POST' && path === '/api/user/bookmarks/store') {
        if (failNext) return { status: 500, body: { message: 'Erreur' } };
        return { status: 200, body: { data: { vehicle_id: 4, bookmarked: false, bookmarks: [5] } } };
      }
      return { status: 404 };
    });
    expect(await screen.findAllByTestId('favourite-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Renault Clio/ })).toHaveAttribute('href', '/achat/vehicule/clio-4/4');

    await userEvent.click(screen.getByRole('button', { name: 'Retirer de mes favoris : Renault Clio' }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-card')).toHaveLength(1));
    expect(notices()).toEqual(['info: Véhicule retiré de vos favoris 😑']);

    failNext = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retirer de mes favoris : Renault Captur' }));
    await waitFor(() => expect(notices()).toContain('danger: Une erreur est survenue 🚨'));
    expect(screen.getAllByTestId('favourite-card')).toHaveLength(1);
  });
});
