/*
 * The extras and figures of a quote (« devis »), without Zod: the vehicle page's quote block
 * shows them before any form is sent (the schema is in quotes.ts).
 */
export const QUOTE_VAT_RATE_PERCENT = 20;
export const QUOTE_VALIDITY_DAYS = 15;
export const QUOTE_MESSAGE_MAX_LENGTH = 1000;

/** Extras a customer can ask for in a quote; a priced one adds a line (euros TTC). */
export const QUOTE_OPTIONS = {
  reprise: { label: 'Estimation de la reprise de mon véhicule actuel', price: null },
  financement: { label: 'Étude de financement (crédit, LOA)', price: null },
  'protection-carrosserie': { label: 'Protection céramique de la carrosserie', price: 390 },
  'extension-garantie-12': { label: 'Extension de garantie 12 mois', price: 490 },
  'carte-grise': { label: 'Démarches d’immatriculation (hors taxes régionales)', price: 49 },
} as const satisfies Record<string, { label: string; price: number | null }>;
export type QuoteOption = keyof typeof QUOTE_OPTIONS;
export const QUOTE_OPTION_SLUGS = Object.keys(QUOTE_OPTIONS) as QuoteOption[];
