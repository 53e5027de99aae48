/**
 * The financing pages' simulator (GET /api/funding-simulations): any price, the dealership's rate
 * grid (rate-grid.ts), the same annuity maths and legal texts as the vehicles' offers.
 */
import {
  FUNDING_DURATIONS,
  FUNDING_LOA_MAX_FIRST_PAYMENT_PERCENT,
  FUNDING_MILEAGES,
  FUNDING_MIN_FINANCED,
  FUNDING_SIMULATION_AMOUNT,
  FUNDING_SIMULATION_MESSAGES as M,
  type FundingQuote,
} from '@ga/contracts';
import { z } from 'zod';
import type { Db } from '../../db/transaction';
import { aprPercent } from './offers';
import { simulate } from './maths';
import { simulatorAprBp, simulatorPurchaseOption } from './rate-grid';
import { firstLender, fundingTypeBySlug } from './queries';
import { body, footer } from './texts';

const int = (message: string) => z.coerce.number({ error: message }).int(message);

export const simulationQuerySchema = z
  .object({
    kind: z.enum(['credit', 'loa'], { error: M.kind }),
    amount: int(M.amount).min(FUNDING_SIMULATION_AMOUNT.min, M.amount).max(FUNDING_SIMULATION_AMOUNT.max, M.amount),
    contribution: int(M.contribution).min(0, M.contribution),
    // The lists the check below holds them to, in the document (a LOA takes the shorter ones only).
    duration_months: int(M.duration).meta({
      enum: [...new Set(Object.values(FUNDING_DURATIONS).flat())].sort((a, b) => a - b),
    }),
    mileage_per_year: int(M.mileage)
      .meta({ enum: [...FUNDING_MILEAGES] })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (!FUNDING_DURATIONS[q.kind].includes(q.duration_months))
      ctx.addIssue({ code: 'custom', path: ['duration_months'], message: M.duration });
    if (q.amount - q.contribution < FUNDING_MIN_FINANCED)
      ctx.addIssue({ code: 'custom', path: ['contribution'], message: M.contribution });
    if (q.kind === 'loa') {
      if (q.contribution > (q.amount * FUNDING_LOA_MAX_FIRST_PAYMENT_PERCENT) / 100)
        ctx.addIssue({ code: 'custom', path: ['contribution'], message: M.firstPayment });
      if (q.mileage_per_year === undefined || !FUNDING_MILEAGES.includes(q.mileage_per_year))
        ctx.addIssue({ code: 'custom', path: ['mileage_per_year'], message: M.mileage });
    }
  });
export type SimulationQuery = z.output<typeof simulationQuerySchema>;

export async function fundingQuote(db: Db, q: SimulationQuery): Promise<FundingQuote> {
  const apr = aprPercent(simulatorAprBp(q.kind, q.duration_months)!);
  const simulation =
    q.kind === 'credit'
      ? simulate({
          kind: 'credit',
          price: q.amount,
          aprPercent: apr,
          durationMonths: q.duration_months,
          contribution: q.contribution,
        })
      : simulate({
          kind: 'loa',
          price: q.amount,
          aprPercent: apr,
          durationMonths: q.duration_months,
          contribution: q.contribution,
          mileagePerYear: q.mileage_per_year!,
          purchaseOption: simulatorPurchaseOption(q.amount, q.duration_months, q.mileage_per_year!),
        });
  const lender = await firstLender(db);
  const type = await fundingTypeBySlug(db, q.kind);
  const ctx = { vehicleTitle: 'neuf', typeName: type.name, lender: lender.name, lenderNotice: lender.legal_notice };
  return { simulation, example: body(simulation, ctx), footer: footer(ctx), lender: lender.name };
}
