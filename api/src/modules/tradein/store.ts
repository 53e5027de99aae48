/**
 * POST /api/user/reprises/store: a trade-in request with its instant estimate. The version decides
 * brand, model, body, energy, gearbox and powers (the reference data, not what the request says);
 * the request brings the car's history and condition. Every field is checked at once (422 per
 * field); the request and its estimate are written in one statement; the confirmation e-mail goes
 * after it.
 */
import { TRADEIN_MESSAGES, type FieldErrors, type Reprise, type RepriseStoreData } from '@ga/contracts';
import { TRADEIN_COLOURS } from '../../../seeds/tradein-reference';
import type { AppDeps } from '../../app-deps';
import { notFound, ValidationError } from '../../http/errors';
import { toReprise } from '../reprises/service';
import { withReprises } from '../reprises/table';
import { repriseReceivedEmail } from './emails';
import { parsePlate } from './plates';
import { VALUATION_REFERENCE } from './reference';
import { withTradein } from './table';
import { valuate } from './valuation';

export async function storeReprise(deps: AppDeps, userId: number, input: RepriseStoreData, now: Date = new Date()): Promise<Reprise> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const user = await deps.db.selectFrom('users').select(['id', 'phone', 'email', 'fullname']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  const version = await withTradein(deps.db).selectFrom('tradein_versions').selectAll().where('id', '=', input.version_id).executeTakeFirst();
  if (!version) add('version_id', TRADEIN_MESSAGES.versionUnknown);
  else if (input.year < version.year_from || input.year > (version.year_to ?? now.getUTCFullYear())) add('year', TRADEIN_MESSAGES.yearOutOfRange);
  if (input.year > now.getUTCFullYear() || (input.year === now.getUTCFullYear() && input.month > now.getUTCMonth() + 1)) add('month', TRADEIN_MESSAGES.future);
  const plate = input.plate === null ? null : parsePlate(input.plate);
  if (input.plate !== null && !plate) add('plate', TRADEIN_MESSAGES.plateFormat);
  if (input.colour !== null && !TRADEIN_COLOURS.includes(input.colour)) add('colour', TRADEIN_MESSAGES.colour);
  if (input.equipments.some((e) => !VALUATION_REFERENCE.equipments[e])) add('equipments', TRADEIN_MESSAGES.equipment);
  if (input.damages.some((d) => !VALUATION_REFERENCE.damageAreas[d.area] || !VALUATION_REFERENCE.damageKinds[d.kind])) add('damages', TRADEIN_MESSAGES.damage);
  if (Object.keys(errors).length || !version) throw new ValidationError(errors);

  const valuation = valuate(
    {
      newPrice: version.new_price,
      energy: version.energy,
      isVan: version.body === 'utilitaire',
      year: input.year,
      month: input.month,
      mileage: input.mileage,
      equipments: input.equipments,
      damages: input.damages,
      firstHand: input.first_hand,
      serviceHistory: input.service_history,
      now,
    },
    VALUATION_REFERENCE,
  );
  const row = await withReprises(deps.db)
    .insertInto('reprises')
    .values({
      user_id: userId,
      plate: plate?.display ?? null,
      brand: version.brand,
      carmodel: version.model,
      finish: `${version.engine} ${version.finish}`,
      type: version.body,
      energy: version.energy,
      gearbox: version.gearbox,
      year: input.year,
      month: input.month,
      fiscal_power: version.fiscal_power,
      engine_power: version.engine_power,
      colour: input.colour,
      mileage: input.mileage,
      equipments: JSON.stringify(input.equipments),
      damages: JSON.stringify(input.damages),
      first_hand: input.first_hand,
      service_history: input.service_history,
      comment: input.comment,
      phone: input.phone ?? user.phone,
      estimate_min_cents: valuation.min * 100,
      estimate_max_cents: valuation.max * 100,
      version_id: version.id,
      valuation: JSON.stringify(valuation.adjustments),
      estimated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const reprise = toReprise(row);
  deps.mailer.sendLater(repriseReceivedEmail(deps.config, user, reprise));
  return reprise;
}
