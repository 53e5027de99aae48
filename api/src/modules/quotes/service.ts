/**
 * Quote rules: the API prices everything (vehicle at its price, delivery for the department,
 * priced options, the promo code's discount checked again on the locked code row), numbers the
 * quote GA-<year>-<000001> from a per-year counter row, and counts the code's use — all in one
 * transaction, so that concurrent requests get distinct numbers and a code's `max_uses` holds.
 */
import {
  QUOTE_MESSAGES,
  QUOTE_OPTIONS,
  QUOTE_VALIDITY_DAYS,
  QUOTE_VAT_RATE_PERCENT,
  addIsoDays,
  parisToday,
  type Quote,
  type QuoteLine,
  type QuoteRequestData,
  type FieldErrors,
  type ChosenFunding,
} from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import { notFound, ValidationError } from '../../http/errors';
import { withVehicleCards } from '../catalogue/vehicle-cards';
import { chosenFunding } from '../financing/chosen-funding';
import { checkChosenPromo } from '../promo-codes/chosen-promo';
import { publishedVehicle } from '../promo-codes/queries';
import { discountCents } from '../promo-codes/rules';
import { line, totals } from './pricing';
import {
  bumpYearCounter,
  countPromoUse,
  deleteUserQuote,
  deliveryPriceFor,
  deliveryTypeName,
  departmentId,
  giveBackPromoUse,
  insertQuote,
  userQuoteRow,
  userQuoteRows,
} from './queries';
import { withQuotes, type QuoteTx } from './tables';
import { jsonColumn } from '../../db/json-column';

export const formatQuoteNumber = (year: number, n: number) => `GA-${year}-${String(n).padStart(6, '0')}`;

type QuoteRow = Awaited<ReturnType<typeof userQuoteRows>>[number];

function toQuote(r: QuoteRow, vehicle: Quote['vehicle']): Quote {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    vehicle,
    delivery_type: {
      id: r.delivery_type_id,
      name: r.delivery_type_name,
      at_home: r.at_home,
      delivery_price: r.delivery_price,
    },
    department: { id: r.department_id, name: r.department_name },
    coupon_id: r.coupon_id,
    partner_code_id: r.partner_code_id,
    promo_code: r.promo_code !== null ? { code: r.promo_code, label: r.promo_label ?? r.promo_code } : null,
    funding: r.funding === null ? null : jsonColumn<ChosenFunding>(r.funding),
    options: jsonColumn(r.options),
    price: r.price,
    lines: jsonColumn(r.lines),
    vat_rate_percent: QUOTE_VAT_RATE_PERCENT,
    total_ht_cents: r.total_ht_cents,
    total_tva_cents: r.total_tva_cents,
    total_ttc_cents: r.total_ttc_cents,
    message: r.message,
    valid_until: r.valid_until,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function listQuotes(db: Db, userId: number, base: string): Promise<Quote[]> {
  const rows = await userQuoteRows(db, userId);
  return withVehicleCards(db, rows, base, toQuote);
}

async function showQuote(db: Db, userId: number, id: number, base: string): Promise<Quote> {
  const row = await userQuoteRow(db, userId, id);
  const [quote] = row ? await withVehicleCards(db, [row], base, toQuote) : [];
  if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
  return quote;
}

/** Deletes the quote; the use of its promo code, counted when it was made, is given back. */
export async function deleteQuote(db: Db, userId: number, id: number): Promise<void> {
  await withQuotes(db)
    .transaction()
    .execute(async (trx) => {
      const row = await deleteUserQuote(trx, userId, id);
      if (!row) throw notFound(QUOTE_MESSAGES.notFound);
      const promoId = row.coupon_id ?? row.partner_code_id;
      if (promoId !== null) {
        await giveBackPromoUse(trx, promoId);
      }
    });
}

/** Next number of the year: the counter row stays locked until commit, so numbers never repeat. */
async function nextNumber(trx: QuoteTx, year: number): Promise<string> {
  return formatQuoteNumber(year, await bumpYearCounter(trx, year));
}

/**
 * `signingKey` checks the promo code's proof: a code id counts only with the proof that
 * POST /api/promotional-codes gave this user for this vehicle and this code (promo-codes/proof.ts).
 */
export async function createQuote(
  db: Db,
  userId: number,
  input: QuoteRequestData,
  base: string,
  signingKey: Buffer,
  now = new Date(),
): Promise<Quote> {
  const id = await withQuotes(db)
    .transaction()
    .execute(async (trx) => {
      const vehicle = await publishedVehicle(trx as unknown as Db, input.vehicle_id);
      if (!vehicle) throw notFound(QUOTE_MESSAGES.vehicleNotFound);

      const errors: FieldErrors = {};
      const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
      const type = await deliveryTypeName(trx, input.delivery_type_id);
      if (!type) add('delivery_type_id', QUOTE_MESSAGES.unknownDeliveryType);
      const department = await departmentId(trx, input.department_id);
      if (!department) add('department_id', QUOTE_MESSAGES.unknownDepartment);

      const promo = await checkChosenPromo(trx as unknown as Tx, input, { signingKey, userId, vehicle, now }, add);
      const funding = await chosenFunding(trx as unknown as Db, base, vehicle.id, input.funding, now, add);
      if (Object.keys(errors).length > 0 || !type) throw new ValidationError(errors);

      const deliveryPrice = await deliveryPriceFor(trx, input.delivery_type_id, input.department_id);

      const lines: QuoteLine[] = [line('vehicle', 'Véhicule', vehicle.price * 100)];
      lines.push(
        deliveryPrice === null
          ? line('delivery', type.name, 0, QUOTE_MESSAGES.deliveryOnQuote)
          : line('delivery', type.name, deliveryPrice * 100, deliveryPrice === 0 ? 'Offerte' : null),
      );
      for (const option of input.options) {
        const o = QUOTE_OPTIONS[option];
        lines.push(
          o.price === null
            ? line('option', o.label, 0, QUOTE_MESSAGES.optionOnQuote)
            : line('option', o.label, o.price * 100),
        );
      }
      if (promo) {
        await countPromoUse(trx, promo.id);
        lines.push(line('discount', promo.label, -discountCents(promo, vehicle.price), `Code ${promo.code}`));
      }

      const today = parisToday(now);
      const number = await nextNumber(trx, Number(today.slice(0, 4)));
      return insertQuote(trx, {
        number,
        user_id: userId,
        vehicle_id: vehicle.id,
        delivery_type_id: type.id,
        department_id: input.department_id,
        delivery_price: deliveryPrice,
        coupon_id: promo?.kind === 'coupon' ? promo.id : null,
        partner_code_id: promo?.kind === 'partner' ? promo.id : null,
        promo_code: promo?.code ?? null,
        promo_label: promo?.label ?? null,
        options: JSON.stringify(input.options),
        price: vehicle.price,
        lines: JSON.stringify(lines),
        ...totals(lines),
        funding: funding && JSON.stringify(funding),
        message: input.message,
        valid_until: addIsoDays(today, QUOTE_VALIDITY_DAYS),
      });
    });
  return showQuote(db, userId, id, base);
}
