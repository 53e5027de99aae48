import type { LegalContent } from '../../../shared/content/types';

/** Registration numbers are DEMO values (marked as such on the page), not a real company's. */
export const mentionsLegales: LegalContent = {
  kind: 'legal',
  path: '/mentions-legales',
  title: 'Mentions légales',
  description:
    'Mentions légales du site Glinche Automobiles : éditeur, immatriculations, intermédiation en crédit et en assurance, hébergeur, propriété intellectuelle.',
  heading: 'Mentions légales',
  lead: 'Qui édite ce site, qui l’héberge, et à quel titre nous présentons des offres de crédit et d’assurance.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Site de démonstration',
          text: 'Les numéros d’immatriculation ci-dessous sont des valeurs de démonstration : ils ne désignent aucune entreprise réelle.',
        },
        {
          kind: 'table',
          caption: 'Identité de l’éditeur',
          head: ['Rubrique', 'Information'],
          rows: [
            ['Dénomination', 'Glinche Automobiles'],
            ['Forme', 'Société par actions simplifiée (SAS)'],
            ['Siège', 'Route du Mans, 72220 Écommoy'],
            ['Immatriculation', 'RCS Le Mans 000 000 000 (valeur de démonstration)'],
            ['TVA intracommunautaire', 'FR00 000000000 (valeur de démonstration)'],
            ['Téléphone', '02 43 00 00 00, du lundi au samedi, de 9 h à 19 h'],
            ['Directeur de la publication', 'Le représentant légal de la société'],
          ],
        },
      ],
    },
    {
      id: 'intermediation',
      title: 'Intermédiaire en crédit et en assurance',
      blocks: [
        {
          kind: 'text',
          text: 'Glinche Automobiles intervient en qualité de mandataire non exclusif en opérations de banque et en services de paiement, et d’intermédiaire en assurance, immatriculé à l’ORIAS (registre des intermédiaires en assurance, banque et finance) sous le numéro 00 000 000 (valeur de démonstration), vérifiable sur orias.fr.',
        },
        {
          kind: 'text',
          text: 'Nous apportons notre concours à la réalisation d’opérations de crédit sans agir en qualité de prêteur. Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager.',
        },
      ],
    },
    {
      id: 'hebergeur',
      title: 'Hébergement',
      blocks: [
        {
          kind: 'text',
          text: 'Le site est hébergé par un prestataire situé dans l’Union européenne (coordonnées de démonstration : Exemple Hébergement, 1 rue de l’Exemple, 75000 Paris).',
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'text',
          text: 'Les textes, visuels et éléments graphiques du site appartiennent à Glinche Automobiles ou sont utilisés avec l’accord de leurs auteurs. Les marques et logos des constructeurs appartiennent à leurs titulaires et ne sont cités que pour désigner les véhicules proposés.',
        },
      ],
    },
    {
      id: 'donnees',
      title: 'Données personnelles et cookies',
      blocks: [
        {
          kind: 'text',
          text: 'Le traitement de vos données est décrit dans notre [politique de confidentialité](/politique-confidentialite-protection-donnees), et l’usage des cookies dans notre [politique cookies](/politique-utilisation-cookies).',
        },
      ],
    },
  ],
};
