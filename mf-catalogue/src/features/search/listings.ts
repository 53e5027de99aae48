import type { VehicleSearchQuery } from '@ga/contracts';

/**
 * The fixed listings of /achat (docs/spec-notes.md §2). Each one's selection criterion is applied by the API
 * (`listing` parameter, api/src/modules/catalogue/listings.ts): fitted-out vans, staff picks,
 * arrivals of the last days, used, current offers, discounted, conversion-aid eligible, 0 km.
 */
export interface ListingDefinition {
  slug: string;
  title: string;
  description: string;
  intro: string;
  base: Partial<VehicleSearchQuery>;
}

export const LISTINGS: ListingDefinition[] = [
  {
    slug: 'amenage',
    title: 'Utilitaires aménagés',
    description: 'Fourgons et fourgonnettes aménagés prêts à travailler : atelier, frigorifique, plateau.',
    intro: 'Des utilitaires déjà aménagés pour votre métier, disponibles rapidement.',
    base: { listing: 'amenage' },
  },
  {
    slug: 'coup-de-coeur',
    title: 'Nos coups de cœur',
    description: 'La sélection de nos conseillers : des véhicules au rapport équipement/prix remarquable.',
    intro: 'Nos conseillers ont sélectionné ces véhicules pour leur rapport équipement/prix.',
    base: { listing: 'coup-de-coeur' },
  },
  {
    slug: 'nouveautes',
    title: 'Nouveautés',
    description: 'Les derniers véhicules arrivés dans notre stock.',
    intro: 'Les véhicules arrivés ces dernières semaines dans notre stock.',
    base: { listing: 'nouveautes' },
  },
  {
    slug: 'occasion',
    title: 'Voitures et utilitaires d’occasion',
    description: 'Véhicules d’occasion contrôlés et garantis, livrés partout en France.',
    intro: 'Des occasions contrôlées, garanties et livrables partout en France.',
    base: { listing: 'occasion' },
  },
  {
    slug: 'offre-du-moment',
    title: 'Offres du moment',
    description: 'Nos meilleures remises du moment sur des véhicules neufs et 0 km.',
    intro: 'Des remises fortes, pour une durée limitée.',
    base: { listing: 'offre-du-moment' },
  },
  {
    slug: 'par-remise',
    title: 'Véhicules par remise',
    description: 'Tous nos véhicules remisés, des plus fortes remises aux plus légères.',
    intro: 'Triés de la plus forte à la plus légère remise.',
    base: { listing: 'par-remise' },
  },
  {
    slug: 'prime-a-la-conversion',
    title: 'Éligibles à la prime à la conversion',
    description: 'Véhicules éligibles aux aides à l’achat, sous conditions.',
    intro:
      'Ces véhicules peuvent ouvrir droit à une aide à l’achat, sous conditions de ressources et de mise au rebut.',
    base: { listing: 'prime-a-la-conversion' },
  },
  {
    slug: 'vehicule-0km',
    title: 'Véhicules 0 km',
    description: 'Véhicules neufs immatriculés, jamais roulés, disponibles tout de suite et moins chers.',
    intro: 'Immatriculés mais jamais roulés : le neuf, tout de suite et moins cher.',
    base: { listing: 'vehicule-0km' },
  },
];
