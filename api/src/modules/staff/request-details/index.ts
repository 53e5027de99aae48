/**
 * A request's details for the staff page: every field the visitor gave, read from the request's
 * own table, grouped and written in French, with the vehicle it is about (price then and now).
 */
import type { InboxKind, RequestDetails, RequestFactGroup, RequestVehicle } from '@ga/contracts';
import type { Db } from '../../../db/transaction';
import {
  appointmentDetails,
  callDetails,
  companyDetails,
  contactDetails,
  formReplyDetails,
  partnerDetails,
} from './messages';
import { bookingDetails, estimateDetails, fundingDetails } from './purchases';
import { vehicleRow } from './queries';

interface KindDetails {
  vehicleId: number | null;
  priceAtRequest?: number | null;
  groups: RequestFactGroup[];
}

const BY_KIND: Record<InboxKind, (db: Db, sourceId: number) => Promise<KindDetails | undefined>> = {
  reservation: bookingDetails,
  devis: estimateDetails,
  financement: fundingDetails,
  rappel: callDetails,
  contact: contactDetails,
  formulaire: formReplyDetails,
  partenaire: partnerDetails,
  entreprise: companyDetails,
  rendez_vous: appointmentDetails,
  // The trade-in's own section (its facts, photos and offers) shows what the visitor gave.
  reprise: async () => ({ vehicleId: null, groups: [] }),
};

async function requestVehicle(db: Db, id: number, priceAtRequest: number | null): Promise<RequestVehicle | null> {
  const v = await vehicleRow(db, id);
  if (!v) return null;
  return {
    id: v.id,
    title: [v.brand, v.model, v.version].filter(Boolean).join(' '),
    url: `/achat/vehicule/${v.slug}/${v.id}`,
    price_now: v.price,
    price_at_request: priceAtRequest,
    availability: v.sold_at
      ? 'vendu'
      : v.withdrawn_at || !v.is_published
        ? 'retire'
        : v.is_reserved
          ? 'reserve'
          : 'disponible',
  };
}

export async function requestDetails(db: Db, kind: InboxKind, sourceId: number): Promise<RequestDetails> {
  const found = await BY_KIND[kind](db, sourceId);
  if (!found) return { vehicle: null, groups: [] };
  return {
    vehicle: found.vehicleId === null ? null : await requestVehicle(db, found.vehicleId, found.priceAtRequest ?? null),
    groups: found.groups.filter((g) => g.facts.length > 0),
  };
}
