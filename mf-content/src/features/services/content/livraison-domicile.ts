import type { ArticleContent } from '../../../shared/content/types';

export const livraisonDomicile: ArticleContent = {
  kind: 'article',
  path: '/services/livraison-domicile',
  title: 'Livraison de véhicule à domicile',
  description:
    'Votre véhicule livré chez vous sur camion plateau partout en France métropolitaine, ou retiré à Écommoy : prix et délais par département.',
  kicker: 'Services',
  heading: 'La livraison à domicile, partout en France',
  lead: 'Votre véhicule arrive chez vous sur camion plateau, sans un kilomètre ajouté au compteur, au jour convenu avec vous. Vous pouvez aussi venir le chercher à Écommoy.',
  actions: [{ label: 'Voir les véhicules', to: '/achat' }],
  sections: [
    {
      id: 'deroulement',
      title: 'Comment se passe la livraison ?',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'La date',
              text: 'Dès la commande complète, la coordinatrice des livraisons convient avec vous d’un jour et d’une demi-journée.',
            },
            { title: 'Le transport', text: 'Le véhicule voyage sur un camion plateau, assuré pendant tout le trajet.' },
            {
              title: 'La remise',
              text: 'Le chauffeur fait avec vous l’état des lieux ; vous signez le procès-verbal de livraison et recevez les clés et les documents.',
            },
          ],
        },
        {
          kind: 'callout',
          tone: 'success',
          title: '14 jours pour changer d’avis',
          text: 'Pour un achat à distance, le délai de rétractation de 14 jours court à partir de la livraison : voir nos [conditions générales de vente](/conditions-generales-vente).',
        },
      ],
    },
    {
      id: 'prix',
      title: 'Prix et délais par département',
      blocks: [
        {
          kind: 'text',
          text: 'Le prix de la livraison et son délai dépendent de votre département. Choisissez le vôtre ci-dessous : la page indique chaque mode de livraison, son prix et le délai entre la commande complète et la remise des clés.',
        },
      ],
    },
  ],
  related: [
    { label: 'Questions sur la livraison', to: '/a-propos/faq/livraison-a-domicile' },
    { label: 'Retrait au centre', to: '/a-propos/faq/livraison-en-centre' },
  ],
};
