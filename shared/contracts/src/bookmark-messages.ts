/** Notices of the bookmark toggle, verbatim from docs/spec-notes.md §8 (201 → added; other success → removed). */
export const BOOKMARK_MESSAGES = {
  added: 'Véhicule ajouté dans vos favoris 😁',
  removed: 'Véhicule retiré de vos favoris 😑',
  /** Not signed in, kept in this browser (not in the spec: the same words, and where they are kept). */
  addedHere: 'Véhicule ajouté dans vos favoris sur cet appareil 😁',
} as const;
