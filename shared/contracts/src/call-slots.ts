/*
 * The call-back slots, limits and messages (« être rappelé »): labels and constants without Zod, so
 * that a page showing a slot (the vehicle page's confirmation) does not carry the form's schema
 * (call-requests.ts).
 */
export const CALL_SLOTS = ['matin', 'midi', 'apres-midi', 'soir'] as const;
export type CallSlot = (typeof CALL_SLOTS)[number];
export const CALL_SLOT_LABELS: Record<CallSlot, string> = {
  matin: '9 h – 12 h',
  midi: '12 h – 14 h',
  'apres-midi': '14 h – 17 h',
  soir: '17 h – 19 h',
};
/** Hour (Paris) at which each slot ends: a slot of today can be chosen until then. */
export const CALL_SLOT_END_HOURS: Record<CallSlot, number> = { matin: 12, midi: 14, 'apres-midi': 17, soir: 19 };
/** Latest preferred day: today (Paris) + this. */
export const CALL_MAX_LEAD_DAYS = 14;
export const CALL_MESSAGE_MAX_LENGTH = 1000;

export const CALL_MESSAGES = {
  vehicle: 'Véhicule invalide.',
  vehicleNotFound: 'Véhicule introuvable.',
  date: 'Veuillez choisir le jour où vous souhaitez être rappelé (AAAA-MM-JJ).',
  dateTooEarly: 'Le jour choisi est déjà passé : veuillez choisir une date à partir d’aujourd’hui.',
  /** {date} is JJ/MM/AAAA. */
  dateTooLate: `Nous pouvons vous rappeler dans les ${CALL_MAX_LEAD_DAYS} prochains jours, au plus tard le {date}.`,
  sunday: 'Nous ne rappelons pas le dimanche : veuillez choisir un jour du lundi au samedi.',
  /** {name} is the holiday, e.g. « Noël ». */
  holiday: 'Nous ne rappelons pas les jours fériés ({name}) : veuillez choisir un autre jour.',
  slot: 'Veuillez choisir un créneau : 9 h – 12 h, 12 h – 14 h, 14 h – 17 h ou 17 h – 19 h.',
  slotOver: 'Ce créneau est déjà passé aujourd’hui : veuillez en choisir un autre.',
  message: `Le message ne peut pas dépasser ${CALL_MESSAGE_MAX_LENGTH} caractères.`,
} as const;
