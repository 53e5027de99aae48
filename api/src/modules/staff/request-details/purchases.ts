/** What a buyer gave with a booking, an estimate or a financing request. */
import {
  BOOKING_SLOT_LABELS,
  type BookingSlot,
  type ChosenFunding,
  type QuoteLine,
  type RequestFactGroup,
} from '@ga/contracts';
import type { Db } from '../../../db/transaction';
import { calendarDay, euros, eurosFromCents, fact, kilometres, parisMoment, percent } from './format';
import { bookingRow, estimateRow, fundingRow } from './queries';
import { jsonColumn } from '../../../db/json-column';

export interface PurchaseDetails {
  vehicleId: number | null;
  priceAtRequest: number | null;
  groups: RequestFactGroup[];
}

const promoText = (code: string | null, label: string | null) => (code ? `${code}${label ? ` — ${label}` : ''}` : null);

/** The financing simulation the buyer chose on the vehicle page, with the figures of that day. */
function fundingGroup(raw: unknown): RequestFactGroup[] {
  if (raw === null || raw === undefined) return [];
  const f = jsonColumn<ChosenFunding>(raw);
  const loa = f.kind === 'loa';
  return [
    {
      title: 'Le financement choisi sur la fiche',
      facts: [
        ...fact('Formule', loa ? 'LOA' : 'Crédit classique'),
        ...fact(loa ? 'Premier loyer' : 'Apport', euros(f.contribution)),
        ...fact('Durée', `${f.duration_months} mois`),
        ...fact('Kilométrage annuel', f.mileage_per_year === null ? null : kilometres(f.mileage_per_year)),
        ...fact(loa ? 'Loyer' : 'Mensualité', euros(f.monthly)),
        ...fact('TAEG', percent(f.apr_percent)),
        ...fact('Option d’achat', f.purchase_option === null ? null : euros(f.purchase_option)),
        ...fact('Montant total dû', euros(f.total_due)),
      ],
    },
  ];
}

export async function bookingDetails(db: Db, id: number): Promise<PurchaseDetails | undefined> {
  const r = await bookingRow(db, id);
  if (!r) return undefined;
  const delivery = r.delivery_type === null ? 'Non choisie' : `${r.delivery_type}${r.at_home ? '' : ' (retrait)'}`;
  return {
    vehicleId: r.vehicle_id,
    priceAtRequest: r.price,
    groups: [
      {
        title: 'Ce que l’acheteur a choisi',
        facts: [
          ...fact('Remise en main souhaitée le', r.preferred_date ? calendarDay(r.preferred_date) : 'Sans préférence'),
          ...fact(
            'Créneau',
            r.preferred_slot
              ? (BOOKING_SLOT_LABELS[r.preferred_slot as BookingSlot] ?? r.preferred_slot)
              : 'Sans préférence',
          ),
          ...fact('Livraison', delivery),
          ...fact('Département', r.department_name),
          ...fact(
            'Frais de livraison',
            r.delivery_type === null
              ? null
              : r.delivery_price === null
                ? 'Sur devis'
                : r.delivery_price === 0
                  ? 'Gratuit'
                  : euros(r.delivery_price),
          ),
          ...fact('Code promo', promoText(r.promo_code, r.promo_label)),
          ...fact('Remise du code', r.promo_discount === null ? null : euros(r.promo_discount)),
          ...fact('Message', r.message),
        ],
      },
      ...fundingGroup(r.funding),
      {
        // The price TTC at booking is the vehicle box's « Prix lors de la demande ».
        title: 'À la réservation',
        facts: [
          ...fact('Prix HT', euros(r.price_etax)),
          ...fact('Remise', r.discount > 0 ? euros(r.discount) : null),
          ...fact('Confirmée le', r.confirmed_at ? parisMoment(r.confirmed_at) : null),
          ...fact('Annulée le', r.cancelled_at ? parisMoment(r.cancelled_at) : null),
        ],
      },
    ],
  };
}

export async function estimateDetails(db: Db, id: number): Promise<PurchaseDetails | undefined> {
  const r = await estimateRow(db, id);
  if (!r) return undefined;
  const lines = (r.lines ?? []) as unknown as QuoteLine[];
  return {
    vehicleId: r.vehicle_id,
    priceAtRequest: r.price,
    groups: [
      {
        title: 'Ce que l’acheteur a choisi',
        facts: [
          ...fact('Livraison', r.delivery_type),
          ...fact('Département', r.department_name),
          ...fact('Code promo', promoText(r.promo_code, r.promo_label)),
          ...fact('Valable jusqu’au', calendarDay(String(r.valid_until))),
          ...fact('Message', r.message),
        ],
      },
      {
        title: 'Lignes du devis (TTC)',
        facts: [
          ...lines.map((l) => ({
            label: l.note ? `${l.label} (${l.note})` : l.label,
            value: eurosFromCents(l.ttc_cents),
            href: null,
          })),
          ...fact('Total HT', eurosFromCents(r.total_ht_cents)),
          ...fact('TVA', eurosFromCents(r.total_tva_cents)),
          ...fact('Total TTC', eurosFromCents(r.total_ttc_cents)),
        ],
      },
      ...fundingGroup(r.funding),
    ],
  };
}

export async function fundingDetails(db: Db, id: number): Promise<PurchaseDetails | undefined> {
  const r = await fundingRow(db, id);
  if (!r) return undefined;
  return {
    vehicleId: r.vehicle_id,
    priceAtRequest: r.amount,
    groups: [
      {
        title: 'La simulation de l’acheteur',
        facts: [
          ...fact('Formule', r.funding_type),
          ...fact('Montant', euros(r.amount)),
          ...fact('Apport', euros(r.contribution)),
          ...fact('Durée', `${r.duration_months} mois`),
          ...fact('Kilométrage annuel', r.mileage_per_year === null ? null : kilometres(r.mileage_per_year)),
          ...fact('Mensualité', r.monthly_cents === null ? 'Sur devis du financeur' : eurosFromCents(r.monthly_cents)),
          ...fact('TAEG', r.apr_bp === null ? null : percent(r.apr_bp / 100)),
          ...fact('Option d’achat', r.purchase_option === null ? null : euros(r.purchase_option)),
          ...fact('Coût total', r.total_due_cents === null ? null : eurosFromCents(r.total_due_cents)),
          ...fact('Message', r.message),
        ],
      },
    ],
  };
}
