import type { ArticleContent } from '../../../shared/content/types';

export const aPropos: ArticleContent = {
  kind: 'article',
  path: '/a-propos',
  title: 'À propos de Glinche Automobiles, mandataire auto depuis 1966',
  description:
    'Glinche Automobiles, mandataire automobile familial à Écommoy (Sarthe) depuis 1966 : voitures et utilitaires neufs, 0 km et d’occasion en stock, livrés partout en France.',
  kicker: 'À propos',
  heading: 'Un mandataire automobile sarthois depuis 1966',
  lead: 'Glinche Automobiles achète des voitures et des utilitaires neufs, 0 km et d’occasion au meilleur prix, les prépare à Écommoy et les livre partout en France.',
  actions: [
    { label: 'Voir le stock', to: '/achat' },
    { label: 'Nous contacter', to: '/a-propos/contactez-nous' },
  ],
  sections: [
    {
      id: 'en-chiffres',
      title: 'Glinche Automobiles en chiffres',
      blocks: [
        {
          kind: 'figures',
          items: [
            { value: '1966', label: 'année de création, à Écommoy' },
            { value: '{voitures}', label: 'voitures en stock, environ' },
            { value: '{utilitaires}', label: 'utilitaires en stock, environ' },
            { value: '4 000', label: 'voitures d’occasion vendues par an, environ' },
          ],
        },
      ],
    },
    {
      id: 'ce-que-nous-faisons',
      title: 'Ce que nous faisons',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Mandataire automobile',
              text: 'Nous achetons en volume auprès des réseaux des constructeurs pour vous faire profiter de remises que vous n’obtiendriez pas seul.',
              to: '/a-propos/mandataire-automobile',
            },
            {
              title: 'Notre histoire',
              text: 'Du garage de village d’Écommoy au mandataire qui livre partout en France.',
              to: '/a-propos/notre-histoire',
            },
            {
              title: 'Glincheland',
              text: 'Notre site d’Écommoy : parc de véhicules, atelier de préparation, espace de livraison et de reprise.',
              to: '/a-propos/glincheland',
            },
            {
              title: 'L’équipe',
              text: 'Conseillers, préparateurs, experts en reprise : qui fait quoi, et comment les joindre.',
              to: '/a-propos/l-equipe',
            },
            {
              title: 'Professionnels et sociétés',
              text: 'Prix hors taxes, flottes, utilitaires aménagés et fiscalité des véhicules de société.',
              to: '/a-propos/services-aux-professionnels',
            },
            {
              title: 'Questions fréquentes',
              text: 'Achat, financement, livraison, reprise : les réponses aux questions que l’on nous pose le plus.',
              to: '/a-propos/faq',
            },
          ],
        },
      ],
    },
    {
      id: 'nos-engagements',
      title: 'Nos engagements',
      blocks: [
        {
          kind: 'list',
          items: [
            'Des prix affichés toutes taxes comprises, et hors taxes pour les professionnels, sans frais cachés : la livraison et les options figurent sur le devis.',
            'La garantie du constructeur sur tous nos véhicules neufs et 0 km, quel que soit le pays d’achat dans l’Union européenne.',
            'Un interlocuteur unique du devis à la livraison, joignable du lundi au samedi.',
            '**14 jours** pour changer d’avis sur un achat conclu à distance, comme le prévoit la loi.',
          ],
        },
        { kind: 'text', text: 'Le détail est sur la page [nos engagements](/services/nos-engagements).' },
      ],
    },
  ],
  related: [
    { label: 'Le métier de mandataire', to: '/a-propos/mandataire-automobile' },
    { label: 'Revue de presse', to: '/a-propos/revue-de-presse' },
    { label: 'Nos partenaires', to: '/a-propos/partenaires' },
  ],
};
