import type { ArticleContent } from '../../../shared/content/types';

export const vehiculeDisponible24h: ArticleContent = {
  kind: 'article',
  path: '/services/vehicule-disponible-24h',
  title: 'Véhicule disponible en 24 heures',
  description:
    'Des véhicules en stock à Écommoy, préparés et immatriculables : retrait possible dès le lendemain de la commande complète.',
  kicker: 'Services',
  heading: 'Votre véhicule disponible en 24 heures',
  lead: 'Une grande partie de nos véhicules est en stock à Écommoy, déjà préparée. Une fois la commande complète, vous pouvez repartir avec dès le lendemain.',
  actions: [
    { label: 'Voir les véhicules 0 km', to: '/achat/vehicule-0km' },
    { label: 'Prendre rendez-vous pour le retrait', to: '/services/prise-rendez-vous-en-ligne' },
  ],
  sections: [
    {
      id: 'conditions',
      title: 'Dans quelles conditions ?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le véhicule est indiqué « en stock » sur sa fiche',
            'La commande est complète : bon de commande signé, paiement ou accord de financement reçu, pièces du dossier fournies',
            'Le retrait se fait à Écommoy, sur rendez-vous, du lundi au samedi',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Et en livraison ?',
          text: 'À domicile, il faut ajouter le délai du transport, qui dépend de votre département : il est indiqué sur chaque page [livraison à domicile](/services/livraison-domicile).',
        },
      ],
    },
    {
      id: 'immatriculation',
      title: 'L’immatriculation',
      blocks: [
        {
          kind: 'text',
          text: 'Nous faisons la demande de certificat d’immatriculation dès la commande complète : vous repartez avec le certificat provisoire, le définitif vous est envoyé par l’Imprimerie nationale.',
        },
      ],
    },
  ],
  related: [{ label: 'Achat à distance', to: '/services/achats-a-distance' }],
};
