import type { ArticleContent } from '../../../shared/content/types';

export const amenagementUtilitaires: ArticleContent = {
  kind: 'article',
  path: '/services/amenagement-utilitaires',
  title: 'Aménagement d’utilitaires',
  description:
    'Habillage bois, rayonnages, galerie, attelage, cloison : votre utilitaire aménagé pour votre métier avant la livraison, avec un devis HT.',
  kicker: 'Professionnels',
  heading: 'Un utilitaire aménagé pour votre métier',
  lead: 'Plancher, habillage, rayonnages, galerie, attelage, éclairage : nous faisons poser l’aménagement avant la livraison, par un carrossier-aménageur partenaire. Vous recevez un véhicule prêt à travailler.',
  actions: [
    { label: 'Demander un devis d’aménagement', to: '/formulaire/devis-amenagement-utilitaire' },
    { label: 'Utilitaires déjà aménagés', to: '/achat/amenage' },
  ],
  sections: [
    {
      id: 'equipements',
      title: 'Les aménagements les plus demandés',
      blocks: [
        {
          kind: 'table',
          caption: 'Aménagements courants et métiers',
          head: ['Aménagement', 'Pour qui', 'Intérêt'],
          rows: [
            [
              'Plancher et habillage bois',
              'Tous métiers',
              'Protège la caisse, facilite le nettoyage, garde la valeur de revente',
            ],
            [
              'Rayonnages et tiroirs',
              'Plombiers, électriciens, dépanneurs',
              'Outils et pièces rangés, accessibles, arrimés',
            ],
            ['Galerie et échelle de toit', 'Bâtiment, couvreurs', 'Charges longues sur le toit'],
            ['Attelage', 'Espaces verts, bâtiment', 'Remorque jusqu’à la charge autorisée du véhicule'],
            ['Cloison de séparation', 'Tous métiers', 'Sécurité du conducteur, obligatoire pour certains usages'],
          ],
        },
      ],
    },
    {
      id: 'deroulement',
      title: 'Comment ça se passe ?',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Votre besoin',
              text: 'Votre métier, ce que vous transportez, vos outils : décrivez-les dans le formulaire de devis.',
            },
            { title: 'Le devis', text: 'Véhicule et aménagement sur un seul devis HT.' },
            {
              title: 'La pose',
              text: 'L’aménagement est posé avant la livraison ; les équipements homologués sont portés sur la carte grise si nécessaire.',
            },
            { title: 'La livraison', text: 'Votre utilitaire arrive prêt à travailler.' },
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Charge utile',
          text: 'Chaque aménagement pèse : nous vérifions avec vous la charge utile restante pour rester dans le poids total autorisé.',
        },
      ],
    },
  ],
  related: [
    { label: 'Kit fourgon aménagé', to: '/services/amenagement-utilitaires/kit-fourgon-amenage' },
    { label: 'Services aux professionnels', to: '/a-propos/services-aux-professionnels' },
  ],
};
