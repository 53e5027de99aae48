// The staff page reads back what the visitor sent: each group under its title, each value beside its
// label (links kept), and the vehicle with its price then and now; the stock link only for the
// roles that may open the stock.
import { screen, within } from '@testing-library/react';
import type { RequestDetails } from '@ga/contracts';
import { renderWithStore } from '@ga/testing';
import type { StaffMe } from '../../../shared/session/api';
import { RequestDetailsView } from './request-details';

const details: RequestDetails = {
  vehicle: {
    id: 42,
    title: 'Peugeot 208 1.2 PureTech 100',
    url: '/achat/vehicule/peugeot-208/42',
    price_now: 15_490,
    price_at_request: 15_990,
    availability: 'reserve',
  },
  groups: [
    {
      title: 'Ce que l’acheteur a choisi',
      facts: [
        { label: 'Remise en main souhaitée le', value: 'samedi 12 décembre 2026', href: null },
        { label: 'Créneau', value: 'Après-midi (14 h – 18 h)', href: null },
        { label: 'Message', value: 'Livraison à Marseille si possible', href: null },
      ],
    },
    {
      title: 'L’entreprise déclarée',
      facts: [{ label: 'SIRET', value: '73282932000074', href: 'https://exemple.fr/s' }],
    },
  ],
};
const me = (role: StaffMe['role']) => ({ id: 1, role }) as StaffMe;
const valueOf = (box: HTMLElement, label: string) =>
  within(box).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('shows every fact under its group, and the vehicle with the price at the request and now', () => {
  renderWithStore(<RequestDetailsView details={details} me={me('responsable')} />);
  const chosen = screen.getByRole('region', { name: 'Ce que l’acheteur a choisi' });
  expect(valueOf(chosen, 'Créneau')).toBe('Après-midi (14 h – 18 h)');
  expect(valueOf(chosen, 'Message')).toBe('Livraison à Marseille si possible');
  const company = screen.getByRole('region', { name: 'L’entreprise déclarée' });
  expect(within(company).getByRole('link', { name: '73282932000074' })).toHaveAttribute('href', 'https://exemple.fr/s');
  const vehicle = screen.getByRole('region', { name: 'Le véhicule' });
  expect(valueOf(vehicle, 'État')).toBe('Réservé');
  expect(valueOf(vehicle, 'Prix lors de la demande')?.replace(/\s/g, ' ')).toBe('15 990 € TTC');
  expect(valueOf(vehicle, 'Prix actuel')).toMatch(/le prix a changé depuis la demande$/);
  expect(within(vehicle).getByRole('link', { name: 'Voir la fiche publique' })).toHaveAttribute(
    'href',
    '/achat/vehicule/peugeot-208/42',
  );
  expect(within(vehicle).getByRole('link', { name: 'Ouvrir dans le stock' })).toHaveAttribute(
    'href',
    '/espace-conseiller/stock/42',
  );
});

it('offers no stock link to a conseiller, who may not open the stock', () => {
  renderWithStore(<RequestDetailsView details={details} me={me('conseiller')} />);
  expect(screen.queryByRole('link', { name: 'Ouvrir dans le stock' })).toBeNull();
});
