/**
 * The financing simulation a buyer carries into a quote or a booking: computed again here from the
 * vehicle's offer and the options sent (the figures of the day, never the browser's), and kept as
 * the buyer saw it (@ga/contracts ChosenFunding).
 */
import type { ChosenFunding, FundingChoice } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { HttpError, ValidationError } from '../../http/errors';
import { customFunding, FINANCING_MESSAGES } from './service';

/**
 * null without a choice; a refusal is added under `funding.` (`funding.rent_id` for an offer that
 * is not the vehicle's, `funding.options.duration_months`… for options outside its choices) and
 * gives null. `db`: the caller's transaction when there is one.
 */
export async function chosenFunding(
  db: Db,
  base: string,
  vehicleId: number,
  choice: FundingChoice | null,
  now: Date,
  add: (field: string, message: string) => void,
): Promise<ChosenFunding | null> {
  if (!choice) return null;
  try {
    const { header, simulation: s } = await customFunding(db, base, vehicleId, choice.rent_id, choice.options, now);
    return {
      rent_id: choice.rent_id,
      kind: s.kind,
      summary: header,
      duration_months: s.duration_months,
      contribution: s.contribution,
      mileage_per_year: s.mileage_per_year,
      monthly: s.monthly,
      apr_percent: s.apr_percent,
      purchase_option: s.purchase_option,
      total_due: s.total_due,
    };
  } catch (error) {
    if (error instanceof ValidationError) {
      for (const [field, messages] of Object.entries(error.errors))
        for (const message of messages ?? []) add(`funding.${field}`, message);
      return null;
    }
    if (error instanceof HttpError && error.statusCode === 404) {
      add('funding.rent_id', FINANCING_MESSAGES.rentOfAnotherVehicle);
      return null;
    }
    throw error;
  }
}
