import type { FaqCategory } from '../../../shared/content/types';

export const livraisonADomicile: FaqCategory = {
  slug: 'livraison-a-domicile',
  title: 'Livraison à domicile',
  description:
    'Livraison de votre voiture à domicile partout en France : délais par département, prix, déroulé de la remise et vérifications à faire.',
  lead: 'Votre véhicule livré chez vous, partout en France métropolitaine.',
  items: [
    {
      id: 'ou-livrez-vous',
      question: 'Où livrez-vous ?',
      answer: [
        'Partout en France métropolitaine, à l’adresse de votre choix. Le prix et le délai dépendent de votre département : ils s’affichent sur la fiche de chaque véhicule et sur la page [livraison à domicile](/services/livraison-domicile).',
      ],
    },
    {
      id: 'delai',
      question: 'Quel est le délai de livraison ?',
      answer: [
        'Le délai part de la commande : il est indiqué en jours pour votre département sur la fiche du véhicule. Les véhicules en stock sont livrés plus vite que ceux en commande.',
      ],
    },
    {
      id: 'deroulement',
      question: 'Comment se passe la livraison ?',
      answer: [
        'Le transporteur vous appelle pour convenir du jour. À la remise, faites le tour du véhicule avec lui, notez toute réserve sur le procès-verbal de livraison et vérifiez les papiers (certificat d’immatriculation, carnet, doubles des clés).',
      ],
    },
    {
      id: 'retractation',
      question: 'Puis-je changer d’avis après une livraison à distance ?',
      answer: [
        'Pour un achat conclu entièrement à distance par un particulier, vous disposez de **14 jours** après la livraison pour vous rétracter, selon nos [conditions générales de vente](/conditions-generales-vente).',
      ],
    },
  ],
};
