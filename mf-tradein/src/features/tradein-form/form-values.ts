/**
 * The trade-in form's values as the browser holds them (strings, as the fields give them), its
 * steps and the request they become. The checks of each step are in step-schemas.ts.
 */
import { parsePlate, type TradeinStoreRequest } from '@ga/contracts';
import type { ErrorSummaryItem } from '@ga/ui';
import type { PhotoDraft } from '../../shared/photos/photo-drafts';

export interface DamageEntry {
  area: string;
  kind: string;
}

export interface TradeinValues {
  plate: string;
  /** What the plate step found: the lists are filled from the plate, or the visitor describes the car. */
  plateStatus: 'none' | 'found' | 'unknown' | 'skipped';
  brand: string;
  carmodel: string;
  year: string;
  month: string;
  energy: string;
  gearbox: string;
  type: string;
  fiscal_power: string;
  engine_power: string;
  version_id: string;
  colour: string;
  mileage: string;
  first_hand: '' | 'oui' | 'non';
  service_history: '' | 'oui' | 'non';
  equipments: string[];
  damages: DamageEntry[];
  /** Photos waiting in this browser (shared/photos/photo-drafts.ts). */
  photos: PhotoDraft[];
  phone: string;
  comment: string;
}

export const EMPTY_VALUES: TradeinValues = {
  plate: '',
  plateStatus: 'none',
  brand: '',
  carmodel: '',
  year: '',
  month: '',
  energy: '',
  gearbox: '',
  type: '',
  fiscal_power: '',
  engine_power: '',
  version_id: '',
  colour: '',
  mileage: '',
  first_hand: '',
  service_history: '',
  equipments: [],
  damages: [],
  photos: [],
  phone: '',
  comment: '',
};

/** The vehicle step's lists, in the order they depend on each other. */
export const VEHICLE_FIELDS = [
  'brand',
  'carmodel',
  'year',
  'month',
  'energy',
  'gearbox',
  'type',
  'fiscal_power',
  'engine_power',
  'version_id',
  'colour',
] as const;
export type VehicleField = (typeof VEHICLE_FIELDS)[number];

/** Labels of the vehicle step's lists. */
export const VEHICLE_LABELS: Record<VehicleField, string> = {
  brand: 'Marque',
  carmodel: 'Modèle',
  year: 'Année de mise en circulation',
  month: 'Mois de mise en circulation',
  energy: 'Énergie',
  gearbox: 'Boîte de vitesses',
  type: 'Carrosserie',
  fiscal_power: 'Puissance fiscale',
  engine_power: 'Puissance',
  version_id: 'Version (finition)',
  colour: 'Couleur',
};

/** Every answer a step may refuse, with its label, in the form's order (the error summary's). */
export const FIELD_LABELS: Record<string, string> = {
  plate: 'Immatriculation',
  ...VEHICLE_LABELS,
  mileage: 'Kilométrage',
  first_hand: 'Êtes-vous le premier propriétaire ?',
  service_history: 'L’entretien a-t-il été suivi ?',
  phone: 'Téléphone',
  comment: 'Précisions sur votre véhicule',
};

/**
 * The error summary's lines for damages left without a type: the list of damages has no label of
 * its own, so each one is named by its number and links to its select (`damages.<i>.kind`).
 */
export function damageSummaryItems(errors: unknown): ErrorSummaryItem[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error, i) => {
    const message = (error as { kind?: { message?: unknown } } | undefined)?.kind?.message;
    return typeof message === 'string' && message
      ? [{ name: `damages.${i}.kind`, label: `Dommage n° ${i + 1}`, message }]
      : [];
  });
}

export const MESSAGES = {
  brand: 'Choisissez la marque.',
  carmodel: 'Choisissez le modèle.',
  energy: 'Choisissez l’énergie.',
  gearbox: 'Choisissez la boîte de vitesses.',
  type: 'Choisissez la carrosserie.',
  fiscal_power: 'Choisissez la puissance fiscale (case P.6 de la carte grise).',
  engine_power: 'Choisissez la puissance.',
  colour: 'Choisissez la couleur.',
  firstHand: 'Indiquez si vous êtes le premier propriétaire.',
  serviceHistory: 'Indiquez si l’entretien a été suivi.',
  damage: 'Choisissez le type de dommage.',
} as const;

/** The steps, in order; each one's checks are in step-schemas.ts (loaded at the first check). */
export const STEPS = [
  { id: 'immatriculation', title: 'Immatriculation' },
  { id: 'vehicule', title: 'Véhicule' },
  { id: 'etat', title: 'État et équipements' },
  { id: 'coordonnees', title: 'Coordonnées' },
] as const;
export type StepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: StepIndex = 3;

/** The step that holds a field of the request (a 422 from the API takes the visitor back there). */
export function stepOfField(field: string): StepIndex {
  if (field === 'plate') return 0;
  if ((VEHICLE_FIELDS as readonly string[]).includes(field)) return 1;
  if (['mileage', 'first_hand', 'service_history', 'equipments', 'damages'].includes(field)) return 2;
  return 3;
}

export function toStoreRequest(values: TradeinValues): TradeinStoreRequest {
  return {
    version_id: Number(values.version_id),
    plate: values.plate.trim() ? (parsePlate(values.plate)?.display ?? values.plate) : null,
    year: Number(values.year),
    month: Number(values.month),
    mileage: Number(values.mileage.replace(/[\s\u202f\u00a0.]/g, '')),
    colour: values.colour || null,
    equipments: values.equipments,
    damages: values.damages,
    first_hand: values.first_hand === 'oui',
    service_history: values.service_history === 'oui',
    comment: values.comment.trim() || null,
    phone: values.phone.trim() || null,
  };
}
