import type { ArticleContent } from '../../../shared/content/types';

export const protectionPeinture: ArticleContent = {
  kind: 'article',
  path: '/services/protection-peinture-wax-pro',
  title: 'Protection de la peinture',
  description:
    'Un traitement de protection de la carrosserie, des jantes et de l’habitacle appliqué avant la livraison : entretien plus facile, aspect préservé.',
  kicker: 'Services',
  heading: 'Protéger la peinture dès le premier jour',
  lead: 'Appliqué dans notre atelier de préparation avant la remise des clés, un traitement de protection rend la carrosserie plus facile à laver et limite les effets des intempéries, des fientes et de la résine.',
  actions: [{ label: 'Ajouter la protection à mon devis', to: '/a-propos/contactez-nous?objet=achat' }],
  sections: [
    {
      id: 'traitements',
      title: 'Les traitements proposés',
      blocks: [
        {
          kind: 'table',
          caption: 'Traitements de protection',
          head: ['Traitement', 'Ce qu’il protège', 'Entretien'],
          rows: [
            [
              'Carrosserie',
              'Vernis contre les salissures, UV, fientes, résine',
              'Lavage à l’eau et au shampooing neutre',
            ],
            ['Jantes', 'Poussières de frein', 'Nettoyage facilité'],
            ['Vitrages', 'Pluie et insectes (effet déperlant)', 'Renouvellement selon l’usage'],
            ['Tissus et cuirs', 'Taches et liquides', 'Nettoyage sans frotter'],
          ],
        },
      ],
    },
    {
      id: 'limites',
      title: 'Ce que le traitement ne fait pas',
      blocks: [
        {
          kind: 'callout',
          tone: 'info',
          title: 'Pas un bouclier',
          text: 'Un traitement de surface ne protège pas des rayures profondes, des impacts de gravillons ni des chocs. Il n’exonère pas non plus d’un lavage régulier.',
        },
      ],
    },
    {
      id: 'quand',
      title: 'Quand le faire ?',
      blocks: [
        {
          kind: 'text',
          text: 'Avant la livraison, sur une peinture neuve ou remise à neuf par notre préparation : c’est le moment où le traitement adhère le mieux. Il peut être ajouté au devis jusqu’à la commande.',
        },
      ],
    },
  ],
  related: [
    { label: 'Reconditionnement des véhicules', to: '/services/reconditionnement-vehicules' },
    { label: 'Nos partenaires', to: '/a-propos/partenaires' },
  ],
};
