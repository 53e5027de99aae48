/*
 * The extras and figures of an estimate (« devis »), without Zod: the vehicle page's estimate block
 * shows them before any form is sent (the schema is in estimates.ts).
 */
export const ESTIMATE_VAT_RATE_PERCENT = 20;
export const ESTIMATE_VALIDITY_DAYS = 15;
export const ESTIMATE_MESSAGE_MAX_LENGTH = 1000;

/** Extras a customer can ask for in an estimate; a priced one adds a line (euros TTC). */
export const ESTIMATE_OPTIONS = {
  reprise: { label: 'Estimation de la reprise de mon véhicule actuel', price: null },
  financement: { label: 'Étude de financement (crédit, LOA)', price: null },
  'protection-carrosserie': { label: 'Protection céramique de la carrosserie', price: 390 },
  'extension-garantie-12': { label: 'Extension de garantie 12 mois', price: 490 },
  'carte-grise': { label: 'Démarches d’immatriculation (hors taxes régionales)', price: 49 },
} as const satisfies Record<string, { label: string; price: number | null }>;
export type EstimateOption = keyof typeof ESTIMATE_OPTIONS;
export const ESTIMATE_OPTION_SLUGS = Object.keys(ESTIMATE_OPTIONS) as EstimateOption[];
