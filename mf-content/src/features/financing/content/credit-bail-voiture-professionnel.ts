import type { ArticleContent } from '../../../shared/content/types';

export const creditBail: ArticleContent = {
  kind: 'article',
  path: '/financement/credit-bail-voiture-professionnel',
  title: 'Crédit-bail pour les professionnels',
  description:
    'Le crédit-bail (leasing professionnel) : des loyers déductibles, une option d’achat en fin de contrat, pour les voitures et utilitaires de votre entreprise.',
  kicker: 'Professionnels',
  heading: 'Le crédit-bail pour votre véhicule professionnel',
  lead: 'Le crédit-bail permet à une entreprise d’utiliser un véhicule contre des loyers, avec la possibilité de l’acheter en fin de contrat. Il préserve la trésorerie et se gère simplement en comptabilité.',
  actions: [
    { label: 'Demander une offre', to: '/a-propos/contactez-nous?objet=professionnel' },
    { label: 'Voir les utilitaires', to: '/achat/utilitaires' },
  ],
  sections: [
    {
      id: 'avantages',
      title: 'Pourquoi le crédit-bail ?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pas d’immobilisation au bilan pendant le contrat : les loyers sont des charges',
            'Loyers déductibles du résultat, dans les limites prévues pour les voitures particulières',
            'Option d’achat en fin de contrat, à un prix fixé dès la signature',
            'Pour un utilitaire, la TVA des loyers est récupérable',
          ],
        },
      ],
    },
    {
      id: 'voiture-ou-utilitaire',
      title: 'Voiture ou utilitaire : ce qui change',
      blocks: [
        {
          kind: 'text',
          text: 'Pour une voiture particulière, la part des loyers correspondant à l’amortissement au-delà du plafond fiscal n’est pas déductible, et la TVA n’est pas récupérable. Pour un utilitaire, loyers et TVA suivent le régime normal. Notre guide [TVA récupérable et financement](/a-propos/services-aux-societes/tva-recuperable-et-financement) détaille ces règles.',
        },
      ],
    },
    {
      id: 'demande',
      title: 'Comment obtenir une offre ?',
      blocks: [
        {
          kind: 'text',
          text: 'Avec un compte professionnel, demandez un devis sur le véhicule choisi en précisant « crédit-bail » : un conseiller professionnels vous transmet l’offre de l’organisme de financement, avec le montant des loyers, la durée et l’option d’achat.',
        },
      ],
    },
  ],
  related: [
    { label: 'Services aux professionnels', to: '/a-propos/services-aux-professionnels' },
    { label: 'Tout savoir sur l’ex-TVS', to: '/a-propos/services-aux-societes/tout-savoir-sur-tvs' },
  ],
};
