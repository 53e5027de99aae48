// Optional cookie categories of docs/spec-notes.md §9, in French (default) and English.
export type Language = 'fr' | 'en';
export type CategoryId = 'analytics' | 'meta_pixel' | 'linkedin_pixel' | 'classifieds' | 'personalisation';

export interface ConsentCategory {
  id: CategoryId;
  /**
   * The local stand-in tag loaded only after consent (served by the site itself, no third party);
   * null for a category that loads nothing but lets the site keep something (« Personnalisation »).
   */
  tag: string | null;
  label: Record<Language, string>;
  description: Record<Language, string>;
}

export const CATEGORIES: ConsentCategory[] = [
  {
    id: 'analytics',
    tag: 'tags/analytics.js',
    label: { fr: 'Mesure d’audience', en: 'Audience measurement' },
    description: {
      fr: 'Statistiques de visite anonymes pour améliorer le site.',
      en: 'Anonymous visit statistics that help us improve the site.',
    },
  },
  {
    id: 'meta_pixel',
    tag: 'tags/meta-pixel.js',
    label: { fr: 'Pixel Meta', en: 'Meta pixel' },
    description: {
      fr: 'Mesure de nos publicités diffusées sur Facebook et Instagram.',
      en: 'Measures our ads shown on Facebook and Instagram.',
    },
  },
  {
    id: 'linkedin_pixel',
    tag: 'tags/linkedin-pixel.js',
    label: { fr: 'Pixel LinkedIn', en: 'LinkedIn pixel' },
    description: {
      fr: 'Mesure de nos campagnes destinées aux professionnels sur LinkedIn.',
      en: 'Measures our campaigns for professionals on LinkedIn.',
    },
  },
  {
    id: 'classifieds',
    tag: 'tags/classifieds.js',
    label: { fr: 'Site de petites annonces', en: 'Classifieds site' },
    description: {
      fr: 'Suivi des visites venant des annonces de nos véhicules publiées sur un site de petites annonces.',
      en: 'Tracks visits coming from our vehicle ads published on a classifieds site.',
    },
  },
  {
    id: 'personalisation',
    tag: null,
    label: { fr: 'Personnalisation', en: 'Personalisation' },
    description: {
      fr: 'Garder dans ce navigateur les derniers véhicules que vous avez consultés, pour les retrouver sur l’accueil et dans vos recherches.',
      en: 'Keeps the last vehicles you viewed in this browser, to find them again on the home page and in your searches.',
    },
  },
];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id);
