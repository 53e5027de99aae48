/**
 * The stock as a responsable manages it from the staff area (docs/staff.md « Stock »).
 *
 * GET  /api/staff/stock?q=&state=&before=          search the stock (reference, slug, make, model, version)
 * GET  /api/staff/stock/{id}                       one vehicle: state, price history, equipment
 * POST /api/staff/stock/{id}/price {price}          a new price, through the `stock` CLI's own code
 * POST /api/staff/stock/{id}/state {state, reason}  disponible, vendu or retiré (reason required)
 * PUT  /api/staff/stock/{id}/equipment {equipment}  the equipment list as the vehicle page shows it
 * Every change is audited (record `vehicle`) and announced on the change channel.
 */
import { z } from './z';
import { DB_ID_DIGITS } from './integer';

export const STOCK_STATES = ['disponible', 'vendu', 'retire'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  disponible: 'Disponible',
  vendu: 'Vendu',
  retire: 'Retiré de la vente',
};
export const STOCK_PAGE_SIZE = 25;
export const STOCK_PRICE_MIN = 500;
export const STOCK_PRICE_MAX = 2_000_000;
export const STOCK_EQUIPMENT_MAX = 80;
export const STOCK_EQUIPMENT_ITEM_MAX = 120;

export const STAFF_STOCK_MESSAGES = {
  notFound: 'Véhicule introuvable.',
  price: 'Le prix doit être un montant entier en euros TTC.',
  priceMin: `Le prix doit être d’au moins ${STOCK_PRICE_MIN} €.`,
  priceMax: 'Le prix ne peut dépasser 2 000 000 €.',
  samePrice: 'Le véhicule est déjà à ce prix.',
  notForSale: 'Ce véhicule n’est pas en vente : remettez-le disponible avant de changer son prix.',
  state: 'Choisissez « disponible », « vendu » ou « retiré de la vente ».',
  reason: 'Indiquez pourquoi le véhicule est retiré de la vente (3 à 300 caractères).',
  sameState: 'Le véhicule est déjà dans cet état.',
  booked: 'Ce véhicule est réservé par un visiteur : annulez d’abord sa réservation depuis la demande.',
  equipmentItem: `Chaque équipement tient en ${STOCK_EQUIPMENT_ITEM_MAX} caractères au plus, sans ligne vide.`,
  equipmentMax: `${STOCK_EQUIPMENT_MAX} équipements au plus.`,
  equipmentTwice: 'Cet équipement figure déjà dans la liste.',
  search: 'Recherche trop longue (100 caractères au plus).',
  cursor: 'Curseur de page invalide.',
  priceChanged: 'Prix modifié : la fiche, la recherche et les alertes suivent.',
  priceDropShown: 'Baisse de prix affichée pendant 14 jours, avec le prix de référence.',
  stateChanged: 'État modifié : la fiche et la recherche suivent.',
  equipmentSaved: 'Équipements enregistrés : la fiche les montre.',
} as const;

export const staffStockQuerySchema = z.object({
  q: z.string().trim().max(100, STAFF_STOCK_MESSAGES.search).optional(),
  state: z.enum(STOCK_STATES, { error: STAFF_STOCK_MESSAGES.state }).optional(),
  // An id: up to 2 147 483 647 (ten digits above it reached the query and failed there, a 500).
  before: z.string().regex(DB_ID_DIGITS, STAFF_STOCK_MESSAGES.cursor).optional(),
});
export type StaffStockQuery = z.output<typeof staffStockQuerySchema>;

export const stockPriceSchema = z.object({
  price: z
    .number({ error: STAFF_STOCK_MESSAGES.price })
    .int(STAFF_STOCK_MESSAGES.price)
    .min(STOCK_PRICE_MIN, STAFF_STOCK_MESSAGES.priceMin)
    .max(STOCK_PRICE_MAX, STAFF_STOCK_MESSAGES.priceMax),
});

export const stockStateSchema = z
  .object({
    state: z.enum(STOCK_STATES, { error: STAFF_STOCK_MESSAGES.state }),
    reason: z.string({ error: STAFF_STOCK_MESSAGES.reason }).trim().max(300, STAFF_STOCK_MESSAGES.reason).optional(),
  })
  .refine((v) => v.state !== 'retire' || (v.reason ?? '').length >= 3, {
    message: STAFF_STOCK_MESSAGES.reason,
    path: ['reason'],
  });

export const stockEquipmentSchema = z.object({
  equipment: z
    .array(
      z
        .string({ error: STAFF_STOCK_MESSAGES.equipmentItem })
        .trim()
        .min(1, STAFF_STOCK_MESSAGES.equipmentItem)
        .max(STOCK_EQUIPMENT_ITEM_MAX, STAFF_STOCK_MESSAGES.equipmentItem),
      { error: STAFF_STOCK_MESSAGES.equipmentItem },
    )
    .max(STOCK_EQUIPMENT_MAX, STAFF_STOCK_MESSAGES.equipmentMax)
    .refine(
      (list) => new Set(list.map((e) => e.toLocaleLowerCase('fr'))).size === list.length,
      STAFF_STOCK_MESSAGES.equipmentTwice,
    ),
});

export interface StaffStockItem {
  id: number;
  slug: string;
  title: string;
  condition: 'new' | 'zero_km' | 'used';
  year: number;
  mileage: number;
  energy: string;
  price: number;
  state: StockState;
  /** A visitor's hold or confirmed booking is running on it. */
  booked: boolean;
  arrived_at: string;
}
export interface StaffStockDetail extends StaffStockItem {
  equipment: string[];
  sold_at: string | null;
  withdrawn_at: string | null;
  withdrawn_reason: string | null;
  /** Last 12 months of prices, oldest first. */
  prices: { price: number; starts_at: string }[];
  price_drop_reference: number | null;
}
