// The delivery choice made on a vehicle page follows the visitor: kept for the tab, it is there again
// after a reload (a new store, as a new page load gives); before any choice the defaults price the
// page without being presented as the visitor's département.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore, type Handler } from '@ga/testing';
import { DeliveryBlock } from './delivery-block';

const DEPARTMENTS = [
  { id: 1, code: '01', name: '01 Ain' },
  { id: 13, code: '13', name: '13 Bouches-du-Rhône' },
];
const types = (home: number) => [
  {
    id: 1,
    name: 'Retrait dans notre centre d’Écommoy (72)',
    description: 'Sur rendez-vous.',
    delivery_price: 0,
    delivery_price_etax: 0,
    at_home: false,
    lead_time_days: 7,
    delay_days: 7,
  },
  {
    id: 2,
    name: 'Livraison à domicile',
    description: 'Chez vous.',
    delivery_price: home,
    delivery_price_etax: Math.round(home / 1.2),
    at_home: true,
    lead_time_days: 10,
    delay_days: 10,
  },
];
const api: Handler = (method, path) => {
  const pathname = path.split('?')[0];
  if (pathname === '/api/departments') return { body: { data: DEPARTMENTS } };
  if (pathname === '/api/delivery-types/departments/1') return { body: { data: types(390) } };
  if (pathname === '/api/delivery-types/departments/13') return { body: { data: types(690) } };
  return undefined;
};

afterEach(() => sessionStorage.clear());

it('before any choice: the default prices the page, but no département is named or shown as chosen', async () => {
  renderWithStore(<DeliveryBlock />, { reply: api });
  const summary = await screen.findByTestId('delivery-summary');
  await within(summary).findByText('Retrait dans notre centre d’Écommoy (72)');
  expect(summary).not.toHaveTextContent('Ain');
  await userEvent.click(screen.getByRole('button', { name: 'Choisir mon mode de livraison' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/Votre département/)).toHaveDisplayValue('Choisissez votre département');
  expect(dialog).not.toHaveTextContent('Département 01');
  expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
});

it('a choice is kept for the tab: after a reload the page shows it again', async () => {
  const first = renderWithStore(<DeliveryBlock />, { reply: api });
  await userEvent.click(await screen.findByRole('button', { name: 'Choisir mon mode de livraison' }));
  const dialog = await screen.findByRole('dialog');
  const select = within(dialog).getByLabelText(/Votre département/);
  await within(select).findByRole('option', { name: '13 Bouches-du-Rhône' });
  await userEvent.selectOptions(select, '13');
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Livraison à domicile/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
  const summary = screen.getByTestId('delivery-summary');
  await within(summary).findByText('Livraison à domicile');
  expect(summary).toHaveTextContent('13 Bouches-du-Rhône');
  first.unmount();

  // A new page load: a new store, the tab's storage kept.
  renderWithStore(<DeliveryBlock />, { reply: api });
  const again = await screen.findByTestId('delivery-summary');
  await within(again).findByText('Livraison à domicile');
  expect(again).toHaveTextContent('13 Bouches-du-Rhône');
  expect(again).toHaveTextContent('690');
});
