/**
 * Where a trade-in stands, as every page that shows one to the visitor says it (« Mon compte », its
 * own page): its firm offer's state once the dealership made one, else its request status. The
 * request status alone lagged behind: an accepted offer still read « Nouvelle ».
 */
import type { Tradein } from './tradein';

export type TradeinStateTone = 'new' | 'progress' | 'done' | 'off';

/**
 * The state to say instead of the request's status, once the dealership made an offer (or the
 * request was cancelled); null while the request status says it all.
 */
export function tradeinState(
  tradein: Pick<Tradein, 'status' | 'offer'>,
): { label: string; tone: TradeinStateTone } | null {
  const offer = tradein.offer;
  if (tradein.status === 'annulee' || !offer) return null;
  if (offer.status === 'acceptee') return { label: 'Offre acceptée', tone: 'done' };
  if (offer.status === 'refusee') return { label: 'Offre refusée', tone: 'off' };
  if (offer.status === 'envoyee')
    return offer.expired ? { label: 'Offre expirée', tone: 'off' } : { label: 'Offre ferme reçue', tone: 'progress' };
  return null;
}

/**
 * The amount a visitor may deduct from the catalogue's prices: the firm offer while it holds (waiting
 * or accepted), else the low end of the instant valuation; null when there is neither.
 */
export function tradeinCreditAmount(tradein: Pick<Tradein, 'estimate_min' | 'offer'>): number | null {
  const offer = tradein.offer;
  if (offer && (offer.status === 'acceptee' || (offer.status === 'envoyee' && !offer.expired))) return offer.amount;
  return tradein.estimate_min;
}
