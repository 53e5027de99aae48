import type { ArticleContent } from '../../../shared/content/types';

export const kitFourgonAmenage: ArticleContent = {
  kind: 'article',
  path: '/services/amenagement-utilitaires/kit-fourgon-amenage',
  title: 'Kit fourgon aménagé pour les loisirs',
  description:
    'Un fourgon du quotidien qui devient véhicule de loisirs : kit amovible couchage, rangements et cuisine, sans transformation de la carte grise.',
  kicker: 'Aménagement d’utilitaires',
  heading: 'Le kit fourgon aménagé : utilitaire la semaine, loisirs le week-end',
  lead: 'Un kit amovible transforme un fourgon compact ou moyen en véhicule de week-end : couchage, rangements, bloc cuisine. Il s’installe et se retire sans outil spécial, et le véhicule reste un utilitaire.',
  actions: [
    { label: 'Demander un devis', to: '/formulaire/devis-amenagement-utilitaire' },
    { label: 'Voir les fourgons', to: '/achat/utilitaires' },
  ],
  sections: [
    {
      id: 'contenu',
      title: 'Ce que contient le kit',
      blocks: [
        {
          kind: 'list',
          items: [
            'Un lit convertible en banquette, pour deux adultes',
            'Des meubles de rangement fixés sur les points d’arrimage d’origine',
            'Un bloc cuisine avec évier et réchaud amovible',
            'Une isolation et des rideaux occultants en option',
          ],
        },
      ],
    },
    {
      id: 'reglementation',
      title: 'Ce qu’il faut savoir',
      blocks: [
        {
          kind: 'text',
          text: 'Le kit étant amovible et fixé sur les points d’origine, le véhicule garde son genre « camionnette » : pas de passage en « véhicule automoteur spécialisé » (VASP), pas de réception à titre isolé.',
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Places assises',
          text: 'Le nombre de personnes transportées reste celui de la carte grise : un kit couchage n’ajoute pas de place assise homologuée.',
        },
      ],
    },
    {
      id: 'vehicules',
      title: 'Pour quels véhicules ?',
      blocks: [
        {
          kind: 'text',
          text: 'Le kit est proposé pour les fourgons compacts et moyens (longueur L1 ou L2, hauteur H1 ou H2) de notre stock. Un conseiller vérifie la compatibilité avec le véhicule choisi avant le devis.',
        },
      ],
    },
  ],
  related: [{ label: 'Aménagement d’utilitaires', to: '/services/amenagement-utilitaires' }],
};
