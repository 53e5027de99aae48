/**
 * DEMO DATA: events and promotions of the dealership (/evenement/{slug}, /promotion/{slug}),
 * dated from the seeding day so that one of each is running, one is to come or over. The
 * vehicles concerned are GET /api/vehicles criteria (`search`). No real person, award or press
 * coverage is named; the promotions quote codes of promo-codes.ts.
 */
import type { CampaignVehicleSearch, EventPlace } from '@ga/contracts';

interface CampaignSeedBase {
  slug: string;
  title: string;
  subtitle: string;
  paragraphs: string[];
  illustration: string;
  /** Days from the seeding day (Paris), both included. */
  starts: number;
  ends: number;
  search: CampaignVehicleSearch;
}
export interface EventSeed extends CampaignSeedBase {
  place: EventPlace;
  opening_hours: string;
}
export interface PromotionSeed extends CampaignSeedBase {
  discount_label: string;
  /** `{start}` and `{end}` become the dates (JJ/MM/AAAA). */
  conditions: string[];
}

const CENTRE: EventPlace = {
  name: 'Notre centre d’Écommoy',
  address: 'Route du Mans',
  postal_code: '72220',
  city: 'Écommoy',
};

export const EVENTS: EventSeed[] = [
  {
    slug: 'journees-portes-ouvertes-ecommoy',
    title: 'Journées portes ouvertes à Écommoy',
    subtitle: 'Trois jours pour voir, comparer et essayer nos véhicules neufs et 0 km',
    paragraphs: [
      'Pendant trois jours, notre centre d’Écommoy, dans la Sarthe, vous ouvre ses portes : venez découvrir sur place une large sélection de voitures et d’utilitaires neufs et 0 km, au prix mandataire.',
      'Nos conseillers vous accueillent sans rendez-vous pour vous présenter les véhicules, estimer la reprise de votre voiture actuelle et étudier avec vous un financement, à crédit ou en location avec option d’achat.',
      'Essais possibles selon la disponibilité des véhicules, sur présentation de votre permis de conduire.',
      'Vous ne pouvez pas vous déplacer ? Tous les véhicules présentés restent réservables en ligne, avec retrait à Écommoy ou livraison à domicile partout en France.',
    ],
    illustration: 'campagne-portes-ouvertes',
    starts: 9,
    ends: 11,
    search: { conditions: ['new', 'zero_km'], sort: 'discount_desc' },
    place: CENTRE,
    opening_hours: 'Chaque jour de 9 h à 19 h, sans rendez-vous',
  },
  {
    slug: 'semaine-de-l-utilitaire',
    title: 'La semaine de l’utilitaire',
    subtitle: 'Fourgonnettes, fourgons, pick-up et châssis-cabines : toute notre gamme professionnelle réunie',
    paragraphs: [
      'Artisans, commerçants, entreprises : cette semaine, notre centre d’Écommoy met à l’honneur ses quelque 200 utilitaires en stock, neufs, 0 km et d’occasion.',
      'Nos conseillers dédiés aux professionnels vous présentent les aménagements possibles (kit fourgon aménagé, galerie, cloison de séparation) et vous expliquent la récupération de la TVA et le crédit-bail.',
      'Les utilitaires présentés sont aussi visibles en ligne et livrables partout en France.',
    ],
    illustration: 'campagne-utilitaires',
    starts: -2,
    ends: 5,
    search: { category: 'utilitaires', sort: 'price_asc' },
    place: CENTRE,
    opening_hours: 'Du lundi au samedi de 9 h à 19 h',
  },
  {
    slug: 'journee-de-l-electrique',
    title: 'Journée de l’électrique',
    subtitle: 'Découvrir la conduite électrique et la recharge à domicile',
    paragraphs: [
      'Une journée pour tout savoir sur les voitures électriques : autonomie, recharge à domicile et sur la route, aides à l’achat et coût d’usage.',
      'Nos conseillers ont présenté les modèles électriques de notre stock et répondu à vos questions sur la prime à la conversion.',
    ],
    illustration: 'campagne-electrique',
    starts: -60,
    ends: -60,
    search: { energy: 'electrics', sort: 'price_asc' },
    place: CENTRE,
    opening_hours: 'De 9 h à 19 h',
  },
];

const COMMON_CONDITIONS = [
  'Offre valable du {start} au {end} inclus, dans la limite des stocks disponibles, sur les véhicules présentés sur cette page.',
  'Prix TTC, hors frais d’immatriculation et hors frais de livraison à domicile.',
  'Offre de démonstration : données fictives à titre d’exemple.',
];

export const PROMOTIONS: PromotionSeed[] = [
  {
    slug: 'remises-utilitaires',
    title: 'Utilitaires neufs et 0 km : nos remises du moment',
    subtitle: 'Des utilitaires prêts à travailler, remisés et livrables rapidement',
    paragraphs: [
      'Fourgonnettes, fourgons, pick-up : profitez de remises sur les utilitaires neufs et 0 km de notre stock, disponibles rapidement.',
      'La remise est indiquée sur chaque véhicule, par rapport à son prix catalogue. Les professionnels voient aussi les prix hors taxes.',
    ],
    illustration: 'promo-utilitaires',
    starts: -7,
    ends: 21,
    search: { category: 'utilitaires', conditions: ['new', 'zero_km'], listing: 'par-remise', sort: 'discount_desc' },
    discount_label: 'Remise indiquée sur chaque utilitaire neuf ou 0 km en stock',
    conditions: [
      ...COMMON_CONDITIONS,
      'Remise déjà déduite du prix affiché ; elle ne se cumule pas avec un code promo.',
    ],
  },
  {
    slug: 'code-printemps5',
    title: '5 % de remise avec le code PRINTEMPS5',
    subtitle: 'Sur tous nos véhicules en stock, jusqu’à 1 500 € de remise',
    paragraphs: [
      'Saisissez le code PRINTEMPS5 lors de votre demande de devis : 5 % du prix du véhicule vous sont déduits, dans la limite de 1 500 €.',
      'Le code est valable sur les voitures et les utilitaires neufs, 0 km et d’occasion de notre stock.',
    ],
    illustration: 'promo-code',
    starts: -30,
    ends: 60,
    search: { sort: 'price_asc' },
    discount_label: '5 % de remise, 1 500 € au plus, avec le code PRINTEMPS5',
    conditions: [...COMMON_CONDITIONS, 'Un seul code promo par devis ; code utilisable 500 fois au plus.'],
  },
  {
    slug: 'soldes-d-hiver',
    title: 'Soldes d’hiver : 400 € offerts',
    subtitle: 'Avec le code SOLDESHIVER, sur tous nos véhicules remisés',
    paragraphs: [
      'Pendant les soldes d’hiver, le code SOLDESHIVER vous faisait bénéficier de 400 € de remise supplémentaire sur les véhicules déjà remisés de notre stock.',
    ],
    illustration: 'promo-soldes',
    starts: -90,
    ends: -1,
    search: { listing: 'par-remise', sort: 'discount_desc' },
    discount_label: '400 € de remise avec le code SOLDESHIVER',
    conditions: [...COMMON_CONDITIONS, 'Un seul code promo par devis.'],
  },
];
