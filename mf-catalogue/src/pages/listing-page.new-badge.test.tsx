// « Nouveauté » means something only when few cards have it: ordered newest first (the default), every
// card of the first pages has just arrived, so the listing leaves the badge out; another order shows it.
import { screen } from '@testing-library/react';
import { renderWithStore } from '@ga/testing';
import { stockApi, vehicleCard } from '../testing/vehicles';
import { ListingPage } from './listing-page';

const CARDS = [1, 2, 3].map((id) => vehicleCard(id, { is_new_arrival: true }));
const ui = <ListingPage title="Voitures d’occasion" description="Nos voitures d’occasion." />;

it('newest first (the default order): no « Nouveauté » badge on the cards', async () => {
  renderWithStore(ui, { reply: stockApi(CARDS), path: '/achat' });
  expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(3);
  expect(screen.queryByText('Nouveauté')).not.toBeInTheDocument();
});

it('another order: the cards that just arrived carry it', async () => {
  renderWithStore(ui, { reply: stockApi(CARDS), path: '/achat?sort=price_asc' });
  expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(3);
  expect(screen.getAllByText('Nouveauté')).toHaveLength(3);
});
