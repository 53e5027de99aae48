import type { ArticleContent } from '../../../shared/content/types';

export const glincheland: ArticleContent = {
  kind: 'article',
  path: '/a-propos/glincheland',
  title: 'Glincheland, notre site d’Écommoy',
  description:
    'Glincheland, le site de Glinche Automobiles à Écommoy (Sarthe) : parc de véhicules, atelier de préparation, livraisons et reprises, sur rendez-vous.',
  kicker: 'Écommoy, Sarthe',
  heading: 'Glincheland, là où sont nos véhicules',
  lead: 'Le site d’Écommoy réunit le parc de véhicules, l’atelier de préparation, l’espace de livraison et l’expertise des reprises.',
  actions: [{ label: 'Prendre rendez-vous', to: '/services/prise-rendez-vous-en-ligne' }],
  sections: [
    {
      id: 'sur-place',
      title: 'Ce que vous trouvez sur place',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Le parc',
              text: 'Voitures et utilitaires en stock, neufs, 0 km et d’occasion, visibles sur rendez-vous.',
            },
            {
              title: 'L’atelier',
              text: 'Préparation, entretien et [reconditionnement](/services/reconditionnement-vehicules) des véhicules avant leur livraison.',
            },
            {
              title: 'La remise des clés',
              text: 'Un espace pour la livraison de votre véhicule et sa prise en main avec un conseiller.',
            },
            {
              title: 'Les reprises',
              text: 'L’expertise de votre ancien véhicule, dont la [reprise](/reprise-voiture) est déduite de votre achat.',
            },
          ],
        },
      ],
    },
    {
      id: 'venir',
      title: 'Venir à Glincheland',
      blocks: [
        {
          kind: 'text',
          text: 'Route du Mans, 72220 Écommoy, à une vingtaine de minutes au sud du Mans par la route. Ouvert du lundi au samedi, de 9 h à 19 h, sur rendez-vous pour que le véhicule qui vous intéresse soit prêt à votre arrivée.',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Sur rendez-vous',
          text: 'Pour voir un véhicule, le prendre en main ou faire expertiser votre reprise, [prenez rendez-vous en ligne](/services/prise-rendez-vous-en-ligne) ou appelez le 02 43 00 00 00.',
        },
      ],
    },
  ],
  related: [
    { label: 'Notre histoire', to: '/a-propos/notre-histoire' },
    { label: 'Nous contacter', to: '/a-propos/contactez-nous' },
  ],
};
