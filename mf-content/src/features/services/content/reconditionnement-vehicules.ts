import type { ArticleContent } from '../../../shared/content/types';

export const reconditionnementVehicules: ArticleContent = {
  kind: 'article',
  path: '/services/reconditionnement-vehicules',
  title: 'Reconditionnement des véhicules d’occasion',
  description:
    'Contrôle complet, réparations, entretien à jour, préparation esthétique : comment nous reconditionnons chaque véhicule d’occasion avant de le vendre.',
  kicker: 'Occasions',
  heading: 'Chaque occasion reconditionnée avant la vente',
  lead: 'Environ 4 000 voitures d’occasion passent chaque année par notre centre d’Écommoy. Aucune n’est mise en vente sans avoir été contrôlée, remise en état et préparée.',
  actions: [{ label: 'Voir les occasions', to: '/achat/occasion' }],
  sections: [
    {
      id: 'etapes',
      title: 'Les étapes du reconditionnement',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Contrôle',
              text: 'Essai routier, diagnostic électronique, contrôle des organes de sécurité, de la carrosserie et de l’habitacle.',
            },
            {
              title: 'Remise en état mécanique',
              text: 'Entretien mis à jour selon le carnet, pièces d’usure remplacées si nécessaire (freins, pneus, batterie).',
            },
            {
              title: 'Remise en état esthétique',
              text: 'Petits chocs et rayures traités, nettoyage complet de l’habitacle.',
            },
            {
              title: 'Contrôle final',
              text: 'Un second technicien vérifie le véhicule avant sa mise en vente et ses photos.',
            },
          ],
        },
      ],
    },
    {
      id: 'transparence',
      title: 'Ce que vous savez avant d’acheter',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le kilométrage, vérifié sur l’historique d’entretien',
            'Les travaux faits pendant le reconditionnement',
            'Le contrôle technique de moins de 6 mois pour les véhicules de plus de 4 ans',
            'La garantie qui s’applique, légale et commerciale',
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Nos engagements', to: '/services/nos-engagements' },
    { label: 'Extension de garantie', to: '/financement/extension-garantie' },
  ],
};
