/**
 * The two models of the Tesla range we sell, as data (slugs of the catalogue and of the test-drive
 * slots). Descriptions in our words; figures of each vehicle come from the catalogue API.
 */
import type { TestDriveModel } from '@ga/contracts';

export interface TeslaModel {
  slug: TestDriveModel;
  path: '/gamme-tesla/model-3' | '/gamme-tesla/model-y';
  name: string;
  tagline: string;
  description: string[];
  highlights: string[];
}

export const TESLA_MODELS: readonly TeslaModel[] = [
  {
    slug: 'tesla-model-3',
    path: '/gamme-tesla/model-3',
    name: 'Tesla Model 3',
    tagline: 'La berline électrique, sobre et endurante',
    description: [
      'La Model 3 est une berline quatre portes cinq places, 100 % électrique. Son profil aérodynamique et son poids contenu en font l’une des électriques les plus sobres de sa catégorie, ce qui se traduit par une grande autonomie pour une batterie donnée.',
      'Elle existe en propulsion et en transmission intégrale double moteur « Grande Autonomie ». L’habitacle est épuré, organisé autour d’un écran central ; les mises à jour logicielles arrivent à distance.',
    ],
    highlights: [
      'Berline 5 places, coffres avant et arrière',
      'Propulsion ou transmission intégrale',
      'Recharge rapide sur le réseau de superchargeurs et les bornes publiques',
      'Mises à jour à distance',
    ],
  },
  {
    slug: 'tesla-model-y',
    path: '/gamme-tesla/model-y',
    name: 'Tesla Model Y',
    tagline: 'Le SUV électrique familial',
    description: [
      'Le Model Y reprend la base technique de la Model 3 dans une carrosserie de SUV : position de conduite haute, hayon, grand volume de chargement et banquette arrière rabattable.',
      'Il existe en propulsion et en transmission intégrale « Grande Autonomie ». C’est un choix courant pour les familles qui veulent passer à l’électrique sans renoncer à l’espace.',
    ],
    highlights: [
      'SUV 5 places, grand volume de coffre',
      'Propulsion ou transmission intégrale',
      'Crochet d’attelage selon version',
      'Mises à jour à distance',
    ],
  },
];

export const teslaModel = (slug: TestDriveModel) => TESLA_MODELS.find((m) => m.slug === slug)!;
