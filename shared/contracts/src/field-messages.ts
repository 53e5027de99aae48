/**
 * The French messages of the shared fields (fields.ts) and the password limits, without Zod: a page
 * that only shows a message (the trade-in form before it checks anything) carries no schema.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const FIELD_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  fullname: 'Veuillez indiquer vos nom et prénom (2 à 120 caractères).',
  email: 'Veuillez saisir une adresse e-mail valide.',
  passwordMin: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  passwordMax: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  phone: 'Veuillez saisir un numéro de téléphone français valide (ex. 02 43 00 00 00 ou +33 2 43 00 00 00).',
  address: 'Veuillez indiquer votre adresse (5 à 255 caractères).',
  postalCode: 'Veuillez saisir un code postal français valide (5 chiffres).',
  city: 'Veuillez indiquer votre ville.',
  boolean: 'Cette valeur doit être oui ou non.',
  companyName: 'Veuillez indiquer la raison sociale de la société.',
  siret: 'Le numéro SIRET doit comporter 14 chiffres et être valide.',
  businessSector: "Veuillez choisir un secteur d'activité.",
} as const;
