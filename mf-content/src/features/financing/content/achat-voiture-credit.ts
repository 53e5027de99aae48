import type { ArticleContent } from '../../../shared/content/types';

export const achatVoitureCredit: ArticleContent = {
  kind: 'article',
  path: '/financement/achat-voiture-credit',
  title: 'Achat de voiture à crédit',
  description:
    'Le crédit auto affecté : vous êtes propriétaire dès la livraison, mensualités fixes de 24 à 72 mois. Simulez votre mensualité et votre TAEG.',
  kicker: 'Financement',
  heading: 'Acheter sa voiture à crédit',
  lead: 'Avec un crédit affecté, vous êtes propriétaire du véhicule dès la livraison et vous le remboursez par mensualités fixes. Si la vente n’a pas lieu, le crédit est annulé.',
  actions: [{ label: 'Choisir un véhicule', to: '/achat' }],
  sections: [
    {
      id: 'principe',
      title: 'Le crédit affecté',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le crédit finance un achat précis : s’il est annulé, le crédit l’est aussi, et inversement',
            'Mensualités fixes pendant toute la durée, de 24 à 72 mois',
            'Apport facultatif',
            'Remboursement anticipé possible, dans les conditions prévues par la loi',
          ],
        },
      ],
    },
    {
      id: 'cout',
      title: 'Lire le coût d’un crédit',
      blocks: [
        {
          kind: 'text',
          text: 'Le **TAEG** (taux annuel effectif global) est le chiffre à comparer : il comprend les intérêts et tous les frais obligatoires. Le **coût total du crédit** est ce que vous payez en plus du montant emprunté.',
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'À savoir',
          text: 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
        },
      ],
    },
  ],
  related: [
    { label: 'Comparer avec la LOA', to: '/financement/loa' },
    { label: 'Questions sur le financement', to: '/a-propos/faq/financer' },
  ],
};
