import type { TradeinOffer } from './tradein-offers';
import { tradeinCreditAmount, tradeinState } from './tradein-state';

const offer = (status: TradeinOffer['status'], expired = false) =>
  ({ status, expired, amount: 11_014 }) as TradeinOffer;

it('says the offer’s state once there is one, else the request’s status', () => {
  expect(tradeinState({ status: 'nouvelle', offer: null })).toBeNull();
  expect(tradeinState({ status: 'en_cours', offer: offer('envoyee') })?.label).toBe('Offre ferme reçue');
  expect(tradeinState({ status: 'en_cours', offer: offer('envoyee', true) })?.label).toBe('Offre expirée');
  expect(tradeinState({ status: 'nouvelle', offer: offer('acceptee') })).toEqual({
    label: 'Offre acceptée',
    tone: 'done',
  });
  expect(tradeinState({ status: 'en_cours', offer: offer('refusee') })?.label).toBe('Offre refusée');
  expect(tradeinState({ status: 'annulee', offer: offer('acceptee') })).toBeNull();
});

it('deducts the firm offer while it holds, else the low end of the valuation', () => {
  expect(tradeinCreditAmount({ estimate_min: 10_750, offer: null })).toBe(10_750);
  expect(tradeinCreditAmount({ estimate_min: 10_750, offer: offer('acceptee') })).toBe(11_014);
  expect(tradeinCreditAmount({ estimate_min: 10_750, offer: offer('envoyee') })).toBe(11_014);
  expect(tradeinCreditAmount({ estimate_min: 10_750, offer: offer('envoyee', true) })).toBe(10_750);
  expect(tradeinCreditAmount({ estimate_min: null, offer: offer('refusee') })).toBeNull();
});
