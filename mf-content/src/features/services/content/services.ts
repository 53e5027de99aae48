import type { ArticleContent } from '../../../shared/content/types';

export const services: ArticleContent = {
  kind: 'article',
  path: '/services',
  title: 'Nos services',
  description:
    'Achat à distance, livraison à domicile, reprise, financement, aménagement d’utilitaires, atelier, protection : tous les services qui accompagnent votre véhicule.',
  kicker: 'Services',
  heading: 'Nos services, avant et après l’achat',
  lead: 'Acheter moins cher ne suffit pas : nous préparons, livrons, aménageons, entretenons et protégeons votre véhicule, et nous reprenons l’ancien.',
  actions: [
    { label: 'Prendre rendez-vous', to: '/services/prise-rendez-vous-en-ligne' },
    { label: 'Voir le stock', to: '/achat' },
  ],
  sections: [
    {
      id: 'acheter',
      title: 'Pour acheter',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Achat à distance',
              text: 'Devis, commande, signature et paiement sans vous déplacer.',
              to: '/services/achats-a-distance',
            },
            {
              title: 'Véhicule disponible en 24 h',
              text: 'Des véhicules prêts à partir dès le lendemain de la commande complète.',
              to: '/services/vehicule-disponible-24h',
            },
            {
              title: 'Aides à l’achat',
              text: 'Prime à la conversion, aides locales, leasing social : ce à quoi vous avez droit.',
              to: '/services/aides-a-l-achat',
            },
            {
              title: 'Reprise de votre véhicule',
              text: 'Estimation en ligne en quelques minutes, déduite de votre achat.',
              to: '/reprise-voiture',
            },
          ],
        },
      ],
    },
    {
      id: 'recevoir',
      title: 'Pour recevoir votre véhicule',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Livraison à domicile',
              text: 'Sur camion plateau, partout en France métropolitaine, au jour convenu.',
              to: '/services/livraison-domicile',
            },
            {
              title: 'Reconditionnement',
              text: 'Chaque occasion contrôlée, réparée et préparée avant la vente.',
              to: '/services/reconditionnement-vehicules',
            },
            {
              title: 'Rendez-vous en ligne',
              text: 'Essai, retrait ou expertise : choisissez votre créneau à Écommoy.',
              to: '/services/prise-rendez-vous-en-ligne',
            },
          ],
        },
      ],
    },
    {
      id: 'equiper',
      title: 'Pour équiper et protéger',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Aménagement d’utilitaires',
              text: 'Habillage, rayonnages, galerie, attelage : posés avant la livraison.',
              to: '/services/amenagement-utilitaires',
            },
            {
              title: 'Kit fourgon aménagé',
              text: 'Un fourgon équipé pour les loisirs, homologué et réversible.',
              to: '/services/amenagement-utilitaires/kit-fourgon-amenage',
            },
            {
              title: 'Protection de la peinture',
              text: 'Un traitement de carrosserie appliqué avant la remise des clés.',
              to: '/services/protection-peinture-wax-pro',
            },
            {
              title: 'Complémentaire auto',
              text: 'Des garanties qui complètent votre assurance : franchise, valeur à neuf, assistance.',
              to: '/services/complementaire-auto-roole',
            },
          ],
        },
      ],
    },
    {
      id: 'apres',
      title: 'Après l’achat',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'L’atelier après-vente',
              text: 'Entretien et réparations toutes marques, garantie constructeur préservée.',
              to: '/services/l-atelier-sav',
            },
            {
              title: 'Extension de garantie',
              text: 'Jusqu’à 36 mois de plus contre les pannes mécaniques et électroniques.',
              to: '/financement/extension-garantie',
            },
            {
              title: 'Nos engagements',
              text: 'Prix affiché, délais tenus, interlocuteur unique : ce que nous vous promettons.',
              to: '/services/nos-engagements',
            },
          ],
        },
      ],
    },
  ],
};
