import type { ArticleContent } from '../../../shared/content/types';

export const notreHistoire: ArticleContent = {
  kind: 'article',
  path: '/a-propos/notre-histoire',
  title: 'Notre histoire, d’Écommoy à toute la France',
  description:
    'Depuis 1966 à Écommoy (Sarthe), Glinche Automobiles est passé du garage de village au mandataire qui livre partout en France.',
  kicker: 'Depuis 1966',
  heading: 'Notre histoire',
  lead: 'Une entreprise familiale de la Sarthe, restée fidèle à Écommoy, qui a grandi avec ses clients.',
  sections: [
    {
      id: 'les-debuts',
      title: '1966 : un garage à Écommoy',
      blocks: [
        {
          kind: 'text',
          text: 'Tout commence en 1966 à Écommoy, au sud du Mans, avec un garage de réparation et quelques voitures d’occasion à vendre. La réputation se fait de bouche à oreille : des véhicules bien préparés, vendus au juste prix.',
        },
      ],
    },
    {
      id: 'le-mandat',
      title: 'Le choix du mandat',
      blocks: [
        {
          kind: 'text',
          text: 'Au fil des années, l’entreprise se tourne vers l’achat de véhicules neufs pour ses clients auprès des distributeurs des marques : c’est le métier de [mandataire automobile](/a-propos/mandataire-automobile). Les volumes grandissent, le stock aussi.',
        },
      ],
    },
    {
      id: 'la-france-entiere',
      title: 'Livrer partout en France',
      blocks: [
        {
          kind: 'text',
          text: 'Avec la vente à distance, les clients ne viennent plus seulement de la Sarthe. Nous livrons désormais partout en France métropolitaine, avec des délais et des prix affichés pour chaque département.',
        },
        {
          kind: 'figures',
          items: [
            { value: '{voitures}', label: 'voitures en stock, environ' },
            { value: '{utilitaires}', label: 'utilitaires en stock, environ' },
            { value: '4 000', label: 'voitures d’occasion vendues chaque année, environ' },
          ],
        },
      ],
    },
    {
      id: 'aujourdhui',
      title: 'Aujourd’hui',
      blocks: [
        {
          kind: 'text',
          text: 'Le site d’Écommoy, que nous appelons [Glincheland](/a-propos/glincheland), réunit le parc de véhicules, l’atelier de préparation et l’espace de livraison. L’entreprise est restée familiale et indépendante : elle ne dépend d’aucun constructeur.',
        },
      ],
    },
  ],
  related: [
    { label: 'Glincheland, notre site', to: '/a-propos/glincheland' },
    { label: 'L’équipe', to: '/a-propos/l-equipe' },
  ],
};
