/**
 * Title and description of the page components the page table (pages.ts) describes with their own
 * head (pages made of a content file take theirs from it). One source for the page itself
 * (usePageHead) and for the route manifest the site server reads (route-manifest.ts). Kept out of
 * the table so that the text loads with the pages, not with the routes; route-manifest.test.ts checks
 * that both name the same pages. In src/shared/ because the pages of several features read it.
 */
import type { PageHead } from '@ga/contracts';

export type { PageHead };

export const PAGE_HEADS = {
  '/a-propos/contactez-nous': {
    title: 'Contactez-nous',
    description:
      'Une question sur un véhicule, une reprise, un financement ou une livraison ? Écrivez-nous ou appelez-nous : réponse sous 24 heures ouvrées.',
  },
  '/a-propos/l-equipe': {
    title: 'L’équipe',
    description:
      'Conseil, reprise, financement, préparation, livraison, atelier : les services qui s’occupent de votre véhicule à Écommoy, et les personnes qui les font vivre.',
  },
  '/a-propos/revue-de-presse': {
    title: 'Revue de presse',
    description:
      'Ce que la presse dit du métier de mandataire, de la voiture électrique en entreprise et de notre histoire à Écommoy.',
  },
  '/a-propos/faq': {
    title: 'Questions fréquentes',
    description:
      'Achat, véhicules, financement, livraison, reprise : les réponses aux questions les plus posées à Glinche Automobiles, mandataire auto depuis 1966.',
  },
  '/a-propos/partenaires': {
    title: 'Nos partenaires',
    description:
      'Financement, garantie, livraison, aménagement, protection, recharge : les entreprises avec lesquelles nous travaillons pour vous.',
  },
  '/plan-du-site': {
    title: 'Plan du site',
    description:
      'Toutes les pages du site : acheter, financer, faire reprendre son véhicule, nos services, l’aide, les marques, modèles et véhicules en stock.',
  },
  '/gamme-tesla': {
    title: 'La gamme Tesla en stock',
    description:
      'Tesla Model 3 et Model Y neuves, 0 km et d’occasion en stock à Écommoy : prix de mandataire, essai sur rendez-vous, livraison partout en France.',
  },
  '/gamme-tesla/essai-tesla': {
    title: 'Essayer une Tesla',
    description:
      'Réservez un essai de Tesla Model 3 ou Model Y à Écommoy : 30 minutes au volant avec un conseiller, sur un créneau libre confirmé par e-mail.',
  },
  '/gamme-tesla/model-3': {
    title: 'Tesla Model 3 en stock',
    description:
      'Tesla Model 3, la berline électrique : les véhicules en stock à Écommoy au prix de mandataire, et l’essai sur rendez-vous.',
  },
  '/gamme-tesla/model-3/Formulaire': {
    title: 'Tesla Model 3 : demande d’essai',
    description:
      'Réservez un essai de Tesla Model 3 à Écommoy : choisissez un créneau libre, confirmé par e-mail avec un fichier agenda.',
  },
  '/gamme-tesla/model-y': {
    title: 'Tesla Model Y en stock',
    description:
      'Tesla Model Y, le SUV électrique familial : les véhicules en stock à Écommoy au prix de mandataire, et l’essai sur rendez-vous.',
  },
  '/gamme-tesla/model-y/Formulaire': {
    title: 'Tesla Model Y : demande d’essai',
    description:
      'Réservez un essai de Tesla Model Y à Écommoy : choisissez un créneau libre, confirmé par e-mail avec un fichier agenda.',
  },
  '/gamme-tesla/EtiquetteAIcon': {
    title: 'Étiquettes énergie et CO2 de la gamme Tesla',
    description:
      'Émissions de CO2, classe de l’étiquette énergie, vignette Crit’Air et autonomie WLTP de chaque version de Tesla Model 3 et Model Y en stock.',
  },
  '/services/prise-rendez-vous-en-ligne': {
    title: 'Prise de rendez-vous en ligne',
    description:
      'Essai, retrait de votre véhicule, atelier ou expertise de reprise : choisissez un créneau libre à Écommoy, confirmé par e-mail avec un fichier agenda.',
  },
} as const satisfies Record<string, PageHead>;
