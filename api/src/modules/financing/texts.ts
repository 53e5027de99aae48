/**
 * French texts of the financing examples (Code de la consommation: TAEG fixe, taux débiteur,
 * montant total dû, coût total, durée, mensualités, option d’achat for a LOA, the mandatory
 * warning, acceptance by the lender and the 14-day withdrawal period).
 */
import { CREDIT_WARNING, type FundingSimulation } from '@ga/contracts';

const NBSP = '\u00a0';
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 20000 → « 20 000 € » (narrow no-break space between thousands, no-break space before €). */
export const euros = (value: number) => `${whole.format(value)}${NBSP}€`;
/** 420.6 → « 420,60 € ». */
export const eurosCents = (value: number) => `${cents.format(value)}${NBSP}€`;
/** 5.9 → « 5,90 % ». */
export const percent = (value: number) => `${cents.format(value)}${NBSP}%`;
const km = (value: number) => `${whole.format(value)}${NBSP}km`;

export const WITHDRAWAL =
  'Vous disposez d’un délai de rétractation de 14 jours calendaires à compter de la signature de l’offre de contrat.';

export interface TextContext {
  vehicleTitle: string;
  typeName: string;
  lender: string;
  lenderNotice: string;
}

export function header(s: FundingSimulation, ctx: TextContext): string {
  const first =
    s.contribution > 0
      ? s.kind === 'loa'
        ? `, premier loyer de ${euros(s.contribution)}`
        : `, apport de ${euros(s.contribution)}`
      : '';
  return `${ctx.typeName} : ${eurosCents(s.monthly)} / mois pendant ${s.payments_count} mois${first}`;
}

/** The representative example. */
export function body(s: FundingSimulation, ctx: TextContext): string {
  if (s.kind === 'credit') {
    const contribution = s.contribution > 0 ? ` après un apport de ${euros(s.contribution)}` : ' sans apport';
    return (
      `Exemple représentatif pour l’achat à crédit d’un véhicule ${ctx.vehicleTitle} au prix de ${euros(s.amount)} TTC${contribution} : ` +
      `montant du crédit ${euros(s.financed_amount)}, durée ${s.duration_months} mois, ` +
      `${s.payments_count} mensualités de ${eurosCents(s.monthly)} hors assurance facultative. ` +
      `Taux annuel effectif global (TAEG) fixe : ${percent(s.apr_percent)}. Taux débiteur fixe : ${percent(s.borrowing_rate_percent)}. ` +
      `Montant total dû par l’emprunteur : ${eurosCents(s.total_due)}. Coût total du crédit : ${eurosCents(s.total_cost)}. Frais de dossier : 0${NBSP}€.`
    );
  }
  return (
    `Exemple représentatif pour une location avec option d’achat (LOA) d’un véhicule ${ctx.vehicleTitle} au prix de ${euros(s.amount)} TTC, ` +
    `sur ${s.duration_months} mois et ${km(s.mileage_per_year ?? 0)} par an : premier loyer majoré de ${euros(s.contribution)}, ` +
    `puis ${s.payments_count} loyers mensuels de ${eurosCents(s.monthly)} hors assurances et prestations facultatives. ` +
    `Montant total des loyers : ${eurosCents(s.lease_total ?? 0)}. Option d’achat finale : ${euros(s.purchase_option ?? 0)}. ` +
    `Montant total dû en cas d’acquisition : ${eurosCents(s.total_due)}. Coût total en cas d’acquisition : ${eurosCents(s.total_cost)}. ` +
    `Taux annuel effectif global (TAEG) fixe : ${percent(s.apr_percent)}. Taux débiteur fixe : ${percent(s.borrowing_rate_percent)}. ` +
    `Kilomètres au-delà du forfait facturés selon les conditions du contrat.`
  );
}

export function footer(ctx: TextContext): string {
  return `${CREDIT_WARNING}\nOffre sous réserve d’acceptation par l’organisme prêteur ${ctx.lender}. ${ctx.lenderNotice}\n${WITHDRAWAL}`;
}

export const legalText = (s: FundingSimulation, ctx: TextContext) => `${body(s, ctx)}\n\n${footer(ctx)}`;
