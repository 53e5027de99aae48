/**
 * POST /api/user/reprises/store: a trade-in request with its instant valuation. The version decides
 * brand, model, body, energy, gearbox and powers (the reference data, not what the request says);
 * the request brings the car's history and condition. Every field is checked at once (422 per
 * field); the request and its valuation are written in one statement; the confirmation e-mail goes
 * after it.
 */
import { parsePlate, TRADEIN_MESSAGES, type FieldErrors, type Tradein, type TradeinStoreData } from '@ga/contracts';
import { TRADEIN_COLOURS } from '../../../seeds/tradein-reference';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { visitorOffers } from './offers/service';
import { toTradein } from './requests/service';
import { insertTradein, lockUserTradeinRow, updateTradein } from './requests/queries';
import { tradeinReceivedEmail } from './emails';
import { VALUATION_REFERENCE } from './reference';
import { referencedVersion, senderAccount, tradeinVersion } from './queries';
import { valuateRequest, valuationColumns, versionColumns } from './request-valuation';

export async function storeTradein(
  deps: AppDeps,
  userId: number,
  input: TradeinStoreData,
  now: Date = new Date(),
): Promise<Tradein> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const user = await senderAccount(deps.db, userId);
  if (!user) throw notFound();
  const version = await tradeinVersion(deps.db, input.version_id);
  if (!version) add('version_id', TRADEIN_MESSAGES.versionUnknown);
  else if (input.year < version.year_from || input.year > (version.year_to ?? now.getUTCFullYear()))
    add('year', TRADEIN_MESSAGES.yearOutOfRange);
  if (input.year > now.getUTCFullYear() || (input.year === now.getUTCFullYear() && input.month > now.getUTCMonth() + 1))
    add('month', TRADEIN_MESSAGES.future);
  const plate = input.plate === null ? null : parsePlate(input.plate);
  if (input.plate !== null && !plate) add('plate', TRADEIN_MESSAGES.plateFormat);
  if (input.colour !== null && !TRADEIN_COLOURS.includes(input.colour)) add('colour', TRADEIN_MESSAGES.colour);
  if (input.equipments.some((e) => !VALUATION_REFERENCE.equipments[e])) add('equipments', TRADEIN_MESSAGES.equipment);
  if (input.damages.some((d) => !VALUATION_REFERENCE.damageAreas[d.area] || !VALUATION_REFERENCE.damageKinds[d.kind]))
    add('damages', TRADEIN_MESSAGES.damage);
  if (Object.keys(errors).length || !version) throw new ValidationError(errors);

  const valuation = valuateRequest(version, input, now);
  const row = await insertTradein(deps.db, {
    user_id: userId,
    plate: plate?.display ?? null,
    ...versionColumns(version),
    year: input.year,
    month: input.month,
    colour: input.colour,
    mileage: input.mileage,
    equipments: JSON.stringify(input.equipments),
    damages: JSON.stringify(input.damages),
    first_hand: input.first_hand,
    service_history: input.service_history,
    comment: input.comment,
    phone: input.phone ?? user.phone,
    ...valuationColumns(valuation, now),
  });
  const tradein = toTradein(row);
  deps.mailer.sendLater(
    tradeinReceivedEmail(deps.config, { ...user, confirmed: user.email_verified_at !== null }, tradein),
  );
  return tradein;
}

/**
 * POST /api/user/reprises/{id}/estimate: an expired instant valuation computed again at today's
 * prices (same car, same condition). Still valid: returned as it is. A request without a reference
 * version (made before them) or already closed (traitée, annulée) → 409.
 */
export async function refreshValuation(
  deps: AppDeps,
  userId: number,
  id: number,
  now: Date = new Date(),
): Promise<Tradein> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockUserTradeinRow(trx, userId, id);
    if (!row) throw notFound(TRADEIN_MESSAGES.notFound);
    const current = toTradein(row, (await visitorOffers(trx, [id])).get(id) ?? null);
    if (row.version_id === null) throw new HttpError(409, TRADEIN_MESSAGES.valuationUnavailable);
    if (row.status !== 'nouvelle' && row.status !== 'en_cours')
      throw new HttpError(409, TRADEIN_MESSAGES.valuationClosed);
    if (current.estimate_valid_until && new Date(current.estimate_valid_until) > now) return current;
    const version = await referencedVersion(trx, row.version_id);
    const updated = await updateTradein(trx, id, {
      ...valuationColumns(valuateRequest(version, row, now), now),
      updated_at: now,
    });
    return toTradein(updated, current.offer);
  });
}
