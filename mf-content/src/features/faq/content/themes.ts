/**
 * The FAQ's themes, in the order of the hub page (docs/spec-notes.md §2 « /a-propos/faq »): the one
 * list of them. Each theme is the file of its slug in this folder; its page is a line of the page
 * table (pages.ts), built from this list. Kept apart from the themes' content so that the routes
 * know the themes without loading their questions.
 */
export const FAQ_THEMES = [
  'acheter-une-voiture',
  'les-vehicules',
  'financer',
  'livraison-a-domicile',
  'livraison-en-centre',
  'vendre-ma-voiture',
  'en-savoir-plus',
] as const;

export type FaqTheme = (typeof FAQ_THEMES)[number];

/** The route of a theme's page, as React Router writes it (the site server preloads the FAQ's chunk for it). */
export const FAQ_THEME_PATTERN = '/a-propos/faq/:slug';
