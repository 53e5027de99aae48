import type { ArticleContent } from '../../../shared/content/types';

export const servicesAuxSocietes: ArticleContent = {
  kind: 'article',
  path: '/a-propos/services-aux-societes',
  title: 'Services aux sociétés',
  description:
    'Véhicules de société : passage à l’électrique, taxes annuelles sur les véhicules de tourisme, TVA récupérable et financement. Les règles expliquées simplement.',
  kicker: 'Sociétés',
  heading: 'Véhicules de société : les bons choix, les bonnes règles',
  lead: 'Choisir un véhicule de société, c’est aussi choisir une fiscalité. Nous vous aidons à comparer le coût réel de chaque solution, taxes et TVA comprises.',
  actions: [
    { label: 'Parler à un conseiller', to: '/a-propos/contactez-nous?objet=professionnel' },
    { label: 'Demande de flotte', to: '/mon-compte#demande-professionnelle' },
  ],
  sections: [
    {
      id: 'guides',
      title: 'Nos guides pour les sociétés',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Passer la flotte à l’électrique',
              text: 'Taxes, amortissement, avantage en nature, recharge : ce que l’électrique change pour une société.',
              to: '/a-propos/services-aux-societes/achat-vehicules-electrique',
            },
            {
              title: 'Tout savoir sur l’ex-TVS',
              text: 'Les deux taxes annuelles qui ont remplacé la taxe sur les véhicules de sociétés : qui paie, sur quoi, quand.',
              to: '/a-propos/services-aux-societes/tout-savoir-sur-tvs',
            },
            {
              title: 'TVA récupérable et financement',
              text: 'Voiture ou utilitaire, achat ou location : ce que la société récupère vraiment.',
              to: '/a-propos/services-aux-societes/tva-recuperable-et-financement',
            },
          ],
        },
      ],
    },
    {
      id: 'accompagnement',
      title: 'Notre accompagnement',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Le besoin',
              text: 'Usages, kilométrages, nombre de conducteurs, budget : un conseiller professionnels fait le point avec vous.',
            },
            {
              title: 'La comparaison',
              text: 'Plusieurs véhicules et plusieurs financements comparés en coût total, taxes annuelles et TVA comprises.',
            },
            { title: 'La commande', text: 'Devis au nom de la société, prix HT, livraisons groupées ou échelonnées.' },
            { title: 'Le suivi', text: 'Reprise des anciens véhicules, entretien dans notre atelier, renouvellement.' },
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Informations générales',
          text: 'Nos guides résument des règles fiscales qui changent chaque année avec la loi de finances. Ils ne remplacent pas l’avis de votre expert-comptable ; les barèmes en vigueur sont publiés sur impots.gouv.fr.',
        },
      ],
    },
  ],
  related: [
    { label: 'Services aux professionnels', to: '/a-propos/services-aux-professionnels' },
    { label: 'Crédit-bail professionnel', to: '/financement/credit-bail-voiture-professionnel' },
  ],
};
