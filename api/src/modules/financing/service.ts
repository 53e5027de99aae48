/**
 * Financing calls: funding types, offers (rents) computed with their parameters, the legal
 * mentions of a vehicle, the custom-funding modal and the users' funding requests.
 */
import type {
  CustomFundingContent,
  Funding,
  FundingOptions,
  FundingType,
  LegalMentions,
  OfferKind,
  Rent,
  VehicleCard,
} from '@ga/contracts';
import { CREDIT_WARNING } from '@ga/contracts';
import { iso } from '../../db/iso';
import type { Db } from '../../db/transaction';
import { notFound, ValidationError } from '../../http/errors';
import { toVehicleCard, withVehicleCards } from '../catalogue/vehicle-cards';
import { ageInMonths, type VehicleForResidual } from './maths';
import {
  aprPercent,
  choicesFor,
  resolveOptions,
  simulateOffer,
  type OfferParams,
  type ResolvedOptions,
} from './offers';
import {
  deleteUserFunding,
  fundingRowById,
  fundingTypeById,
  fundingTypeRows,
  insertFunding,
  isCompanyAccount,
  rentById,
  userFundingRows,
  vehicleCardWithRegistration,
  vehicleRent,
  vehicleRents,
} from './queries';
import * as texts from './texts';

export const FINANCING_MESSAGES = {
  vehicleNotFound: 'Véhicule introuvable.',
  rentNotFound: 'Offre de financement introuvable.',
  noOffer: 'Aucune offre de financement pour ce véhicule.',
  fundingNotFound: 'Demande de financement introuvable.',
  rentOfAnotherVehicle: 'Cette offre de financement ne correspond pas à ce véhicule.',
  fundingTypeRequired: 'Veuillez choisir un type de financement.',
  fundingTypeUnknown: 'Ce type de financement n’existe pas.',
  fundingTypeMismatch: 'Ce type de financement ne correspond pas à l’offre choisie.',
  companiesOnly: 'Ce financement est réservé aux comptes professionnels.',
} as const;

const OFFER_KINDS: readonly string[] = ['credit', 'loa'];

export async function listFundingTypes(db: Db): Promise<FundingType[]> {
  const rows = await fundingTypeRows(db);
  return rows.map((r) => ({ ...r, has_offers: OFFER_KINDS.includes(r.slug) }));
}

type RentRow = NonNullable<Awaited<ReturnType<typeof rentById>>>;

const offerOf = (r: RentRow): OfferParams => ({
  kind: r.kind as OfferKind,
  duration_months: r.duration_months,
  mileage_per_year: r.mileage_per_year,
  contribution: r.contribution,
  apr_bp: r.apr_bp,
  residual_percent: r.residual_percent,
});

interface VehicleContext {
  card: VehicleCard;
  residual: VehicleForResidual;
}

async function publishedVehicle(db: Db, base: string, vehicleId: number, now: Date): Promise<VehicleContext | null> {
  const row = await vehicleCardWithRegistration(db, vehicleId);
  if (!row) return null;
  return {
    card: toVehicleCard(row, base),
    residual: {
      condition: row.condition,
      age_months: ageInMonths(row.first_registration, now),
      mileage: row.mileage,
      energy: row.energy,
    },
  };
}

const textContext = (r: RentRow, card: VehicleCard): texts.TextContext => ({
  vehicleTitle: `${card.title} ${card.version}`,
  typeName: r.type_name,
  lender: r.lender,
  lenderNotice: r.legal_notice,
});

export async function showRent(db: Db, base: string, rentId: number, now = new Date()): Promise<Rent> {
  const rent = await rentById(db, rentId);
  const vehicle = rent && (await publishedVehicle(db, base, rent.vehicle_id, now));
  if (!rent || !vehicle) throw notFound(FINANCING_MESSAGES.rentNotFound);
  const offer = offerOf(rent);
  const simulation = simulateOffer(offer, vehicle.card.price, vehicle.residual);
  return {
    id: rent.id,
    ...simulation,
    vehicle: vehicle.card,
    funding_type: { id: rent.type_id, slug: offer.kind, name: rent.type_name },
    first_payment: simulation.contribution,
    lender: rent.lender,
    choices: choicesFor(offer, vehicle.card.price, vehicle.residual, offer),
  };
}

/**
 * The representative example: the vehicle's cheapest offer (the one behind `monthly_from`), or its
 * cheapest of one kind (`loa`: the one behind `loa_monthly_from`, the leasing pages' figure).
 */
export async function legalMentions(
  db: Db,
  base: string,
  vehicleId: number,
  kind?: OfferKind,
  now = new Date(),
): Promise<LegalMentions> {
  const vehicle = await publishedVehicle(db, base, vehicleId, now);
  if (!vehicle) throw notFound(FINANCING_MESSAGES.vehicleNotFound);
  const rents = await vehicleRents(db, vehicleId);
  const computed = rents
    .map((r) => ({ r, s: simulateOffer(offerOf(r), vehicle.card.price, vehicle.residual) }))
    .filter(({ s }) => !kind || s.kind === kind);
  if (!computed.length) throw notFound(FINANCING_MESSAGES.noOffer);
  const best = computed.reduce((a, b) => (b.s.monthly < a.s.monthly ? b : a));
  return {
    vehicle_id: vehicleId,
    rent_id: best.r.id,
    kind: best.s.kind,
    text: texts.legalText(best.s, textContext(best.r, vehicle.card)),
    warning: CREDIT_WARNING,
    lender: best.r.lender,
    representative_example: { ...best.s, first_payment: best.s.contribution },
  };
}

async function offerOfVehicle(db: Db, base: string, vehicleId: number, rentId: number, now: Date) {
  const vehicle = await publishedVehicle(db, base, vehicleId, now);
  if (!vehicle) throw notFound(FINANCING_MESSAGES.vehicleNotFound);
  const rent = await vehicleRent(db, rentId, vehicleId);
  return { vehicle, rent };
}

export async function customFunding(
  db: Db,
  base: string,
  vehicleId: number,
  rentId: number,
  options: FundingOptions,
  now = new Date(),
): Promise<CustomFundingContent> {
  const { vehicle, rent } = await offerOfVehicle(db, base, vehicleId, rentId, now);
  if (!rent) throw notFound(FINANCING_MESSAGES.rentNotFound);
  const offer = offerOf(rent);
  const price = vehicle.card.price;
  const resolved = resolveOptions(offer, price, vehicle.residual, options);
  const simulation = simulateOffer(offer, price, vehicle.residual, resolved);
  const ctx = textContext(rent, vehicle.card);
  return {
    header: texts.header(simulation, ctx),
    body: texts.body(simulation, ctx),
    footer: texts.footer(ctx),
    contribution: simulation.contribution,
    contribution_etax: simulation.contribution_etax,
    choices: choicesFor(offer, price, vehicle.residual, resolved),
    rent_id: rent.id,
    options: resolved,
    simulation,
  };
}

// ——— Funding requests ———

export interface FundingInput {
  vehicle_id: number;
  rent_id: number | null;
  funding_type_id: number | null;
  options: FundingOptions;
  phone: string;
  message: string | null;
}

type FundingRow = Awaited<ReturnType<typeof fundingRowById>>;

function toFunding(f: FundingRow, vehicle: VehicleCard): Funding {
  return {
    id: f.id,
    vehicle,
    rent_id: f.rent_id,
    funding_type: { id: f.type_id, slug: f.type_slug, name: f.type_name },
    status: f.status,
    amount: f.amount,
    contribution: f.contribution,
    duration_months: f.duration_months,
    mileage_per_year: f.mileage_per_year,
    monthly: f.monthly_cents === null ? null : f.monthly_cents / 100,
    apr_percent: f.apr_bp === null ? null : aprPercent(f.apr_bp),
    purchase_option: f.purchase_option,
    total_due: f.total_due_cents === null ? null : f.total_due_cents / 100,
    phone: f.phone,
    message: f.message,
    created_at: iso(f.created_at),
  };
}

export async function listFundings(db: Db, base: string, userId: number): Promise<Funding[]> {
  const rows = await userFundingRows(db, userId);
  return withVehicleCards(db, rows, base, toFunding);
}

const cents = (euros: number) => Math.round(euros * 100);

export async function storeFunding(
  db: Db,
  base: string,
  userId: number,
  input: FundingInput,
  now = new Date(),
): Promise<Funding> {
  const vehicle = await publishedVehicle(db, base, input.vehicle_id, now);
  if (!vehicle) throw notFound(FINANCING_MESSAGES.vehicleNotFound);
  const price = vehicle.card.price;

  let values: {
    funding_type_id: number;
    rent_id: number | null;
    resolved: ResolvedOptions;
    figures: {
      monthly_cents: number | null;
      apr_bp: number | null;
      purchase_option: number | null;
      total_due_cents: number | null;
    };
  };
  if (input.rent_id !== null) {
    const rent = await rentById(db, input.rent_id);
    if (!rent || rent.vehicle_id !== input.vehicle_id)
      throw ValidationError.field('rent_id', FINANCING_MESSAGES.rentOfAnotherVehicle);
    if (input.funding_type_id !== null && input.funding_type_id !== rent.type_id)
      throw ValidationError.field('funding_type_id', FINANCING_MESSAGES.fundingTypeMismatch);
    const offer = offerOf(rent);
    const resolved = resolveOptions(offer, price, vehicle.residual, input.options);
    const s = simulateOffer(offer, price, vehicle.residual, resolved);
    values = {
      funding_type_id: rent.type_id,
      rent_id: rent.id,
      resolved,
      figures: {
        monthly_cents: cents(s.monthly),
        apr_bp: offer.apr_bp,
        purchase_option: s.purchase_option,
        total_due_cents: cents(s.total_due),
      },
    };
  } else {
    if (input.funding_type_id === null)
      throw ValidationError.field('funding_type_id', FINANCING_MESSAGES.fundingTypeRequired);
    const type = await fundingTypeById(db, input.funding_type_id);
    if (!type) throw ValidationError.field('funding_type_id', FINANCING_MESSAGES.fundingTypeUnknown);
    if (type.for_companies) {
      if (!(await isCompanyAccount(db, userId)))
        throw ValidationError.field('funding_type_id', FINANCING_MESSAGES.companiesOnly);
    }
    // No offer: the options are checked against the choices of the kind (credit for a credit, LOA otherwise).
    const kind: OfferKind = type.slug === 'credit' ? 'credit' : 'loa';
    const pseudo: OfferParams = {
      kind,
      duration_months: 36,
      mileage_per_year: kind === 'loa' ? 15000 : null,
      contribution: 0,
      apr_bp: 590,
      residual_percent: kind === 'loa' ? 40 : null,
    };
    values = {
      funding_type_id: type.id,
      rent_id: null,
      resolved: resolveOptions(pseudo, price, vehicle.residual, input.options),
      figures: { monthly_cents: null, apr_bp: null, purchase_option: null, total_due_cents: null },
    };
  }

  const insertedId = await insertFunding(db, {
    user_id: userId,
    vehicle_id: input.vehicle_id,
    rent_id: values.rent_id,
    funding_type_id: values.funding_type_id,
    amount: price,
    contribution: values.resolved.contribution,
    duration_months: values.resolved.duration_months,
    mileage_per_year: values.resolved.mileage_per_year,
    ...values.figures,
    phone: input.phone,
    message: input.message,
  });
  const row = await fundingRowById(db, insertedId);
  return toFunding(row, vehicle.card);
}

/** Deletes one of the user's requests; another user's id (or an unknown one) → 404. */
export async function deleteFunding(db: Db, userId: number, fundingId: number): Promise<void> {
  if (!(await deleteUserFunding(db, userId, fundingId))) throw notFound(FINANCING_MESSAGES.fundingNotFound);
}
