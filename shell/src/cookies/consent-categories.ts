// Optional cookie categories of SPEC.md §9, in French (default) and English.
export type Language = 'fr' | 'en';
export type CategoryId = 'analytics' | 'meta_pixel' | 'linkedin_pixel' | 'classifieds';

export interface ConsentCategory {
  id: CategoryId;
  /** The local stand-in tag loaded only after consent (served by the site itself, no third party). */
  tag: string;
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
];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id);
