/**
 * The trade-in's French messages and photo limits, without Zod: the trade-in page shows them before
 * any check runs (the request's schema is in tradein.ts).
 */
export const TRADEIN_MESSAGES = {
  plateFormat: 'Saisissez une immatriculation française : AA-123-AA (depuis 2009) ou 1234 AB 72 (avant 2009).',
  plateUnknown:
    'Nous ne retrouvons pas cette immatriculation : décrivez votre véhicule en quelques clics, rien de ce que vous avez saisi n’est perdu.',
  brandUnknown: 'Marque inconnue.',
  modelUnknown: 'Modèle inconnu pour cette marque.',
  version: 'Choisissez la version (finition) de votre véhicule.',
  versionUnknown: 'Cette version n’existe pas pour ce modèle.',
  year: 'Choisissez l’année de première mise en circulation.',
  yearOutOfRange: 'Ce modèle n’était pas vendu cette année-là : vérifiez l’année ou la version.',
  month: 'Choisissez le mois de première mise en circulation.',
  future: 'La date de première mise en circulation ne peut pas être dans le futur.',
  mileage: 'Indiquez le kilométrage (entre 0 et 999 999 km).',
  equipment: 'Équipement inconnu.',
  damage: 'Dommage inconnu : choisissez une zone et un type de dommage.',
  colour: 'Couleur inconnue.',
  comment: 'Le commentaire ne peut pas dépasser 1 000 caractères.',
  valuationUnavailable:
    'Cette demande n’a pas d’estimation immédiate : un conseiller vous donne son offre après l’expertise.',
  valuationClosed:
    'Cette demande est close : faites une nouvelle estimation pour connaître la valeur de votre véhicule aujourd’hui.',
  notFound: 'Demande de reprise introuvable.',
  page: 'Le numéro de page doit être un entier positif.',
} as const;

export const TRADEIN_PHOTOS_MAX = 8;
export const TRADEIN_PHOTO_MAX_MB = 15;
/** What the file picker offers (HEIC: photos of iPhones). The API checks the content itself. */
export const TRADEIN_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const PHOTO_MESSAGES = {
  tooLarge: `Cette photo dépasse ${TRADEIN_PHOTO_MAX_MB} Mo : choisissez une photo plus légère.`,
  type: 'Format non pris en charge : envoyez une photo JPEG, PNG, WebP ou HEIC.',
  unreadable: 'Cette photo est illisible ou endommagée : choisissez-en une autre.',
  tooManyPixels: 'Cette photo a trop de pixels (50 millions au plus) : réduisez-la ou choisissez-en une autre.',
  closed: 'Cette demande est close : ses photos ne peuvent plus changer.',
  tooMany: `Cette demande a déjà ${TRADEIN_PHOTOS_MAX} photos : retirez-en une pour en ajouter une autre.`,
  missing: 'Choisissez une photo.',
  notFound: 'Photo introuvable.',
  tooSlow: 'Cette photo est trop longue à traiter : réduisez-la ou choisissez-en une autre.',
  busy: 'Beaucoup de photos sont en cours de traitement : réessayez dans quelques secondes.',
} as const;
