/** Notices of the bookmark toggle, verbatim from docs/spec-notes.md §8 (201 → added; other success → removed). */
export const BOOKMARK_MESSAGES = {
  added: 'Véhicule ajouté dans vos favoris 😁',
  removed: 'Véhicule retiré de vos favoris 😑',
} as const;
