import type { ArticleContent } from '../../../shared/content/types';

export const loa: ArticleContent = {
  kind: 'article',
  path: '/financement/loa',
  title: 'Location avec option d’achat (LOA)',
  description:
    'La LOA : un loyer mensuel selon la durée et le kilométrage, puis le choix de rendre le véhicule ou de l’acheter. Simulez votre loyer, TAEG et option d’achat.',
  kicker: 'Financement',
  heading: 'La location avec option d’achat (LOA)',
  lead: 'Vous roulez pour un loyer mensuel fixé selon la durée et le kilométrage annuel. À la fin du contrat, vous rendez le véhicule ou vous l’achetez au prix de l’option d’achat, connu dès le départ.',
  actions: [{ label: 'Voir les offres de leasing', to: '/financement/leasing-voitures' }],
  sections: [
    {
      id: 'principe',
      title: 'Comment fonctionne la LOA ?',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Le premier loyer',
              text: 'Facultatif, versé à la signature : plus il est élevé, plus les loyers suivants baissent.',
            },
            { title: 'Les loyers', text: 'Fixes, de 24 à 60 mois, pour un kilométrage annuel choisi au départ.' },
            {
              title: 'La fin du contrat',
              text: 'Vous rendez le véhicule (état et kilométrage vérifiés), ou vous levez l’option d’achat.',
            },
          ],
        },
      ],
    },
    {
      id: 'attention',
      title: 'Les points d’attention',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les kilomètres au-delà du forfait sont facturés à la restitution',
            'Les frais de remise en état au-delà de l’usure normale sont à votre charge',
            'Le véhicule doit être entretenu selon le programme du constructeur',
          ],
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
    { label: 'Comparer avec le crédit', to: '/financement/achat-voiture-credit' },
    { label: 'Questions sur le financement', to: '/a-propos/faq/financer' },
  ],
};
