import type { ArticleContent } from '../../../shared/content/types';

export const mandataireAutomobile: ArticleContent = {
  kind: 'article',
  path: '/a-propos/mandataire-automobile',
  title: 'Mandataire automobile : comment ça marche ?',
  description:
    'Ce qu’est un mandataire automobile, pourquoi ses prix sont plus bas qu’en concession, ce que couvre la garantie constructeur et comment se passe un achat.',
  kicker: 'Le métier',
  heading: 'Mandataire automobile : acheter moins cher, avec les mêmes garanties',
  lead: 'Un mandataire achète des véhicules pour ses clients auprès des distributeurs des constructeurs, en France et en Europe. Voici comment nous travaillons.',
  actions: [{ label: 'Voir les véhicules en stock', to: '/achat' }],
  sections: [
    {
      id: 'definition',
      title: 'Qu’est-ce qu’un mandataire automobile ?',
      blocks: [
        {
          kind: 'text',
          text: 'Un mandataire est un intermédiaire : il trouve le véhicule que vous voulez chez un distributeur de la marque, négocie le prix grâce à ses volumes d’achat, s’occupe des formalités (transport, immatriculation, certificat de conformité) et vous livre le véhicule.',
        },
        {
          kind: 'text',
          text: 'Chez Glinche Automobiles, une grande partie des véhicules est déjà en stock à Écommoy : vous voyez le véhicule exact que vous achetez, avec sa fiche, ses photos et sa date de disponibilité.',
        },
      ],
    },
    {
      id: 'pourquoi-moins-cher',
      title: 'Pourquoi les prix sont-ils plus bas ?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nous achetons en volume, ce qui nous donne accès à des remises de distributeur.',
            'Nous achetons aussi des véhicules de stock ou de fin de série que les réseaux doivent écouler.',
            'Nos frais de structure sont ceux d’un site unique, sans réseau de concessions.',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Le prix affiché est le prix payé',
          text: 'Le prix affiché comprend la TVA et la préparation du véhicule. La livraison à domicile et les options figurent séparément sur votre devis.',
        },
      ],
    },
    {
      id: 'garanties',
      title: 'Les garanties sont-elles les mêmes ?',
      blocks: [
        {
          kind: 'text',
          text: 'Oui. Le droit européen oblige les constructeurs à garantir leurs véhicules dans tout leur réseau, quel que soit le pays ou le vendeur. La garantie court à partir de la première immatriculation ; l’entretien peut être fait dans n’importe quel garage qui respecte le programme du constructeur.',
        },
        {
          kind: 'text',
          text: 'S’y ajoutent les garanties légales du vendeur (conformité et vices cachés), détaillées dans nos [conditions générales de vente](/conditions-generales-vente).',
        },
      ],
    },
    {
      id: 'deroulement',
      title: 'Comment se passe un achat ?',
      blocks: [
        {
          kind: 'steps',
          items: [
            { title: 'Vous choisissez', text: 'Dans notre stock ou en nous décrivant le véhicule recherché.' },
            {
              title: 'Vous recevez un devis',
              text: 'Numéroté et valable 15 jours, avec la livraison et, si besoin, le financement et la reprise.',
            },
            {
              title: 'Vous commandez',
              text: 'Signature à distance ou à Écommoy ; le véhicule est préparé et immatriculé à votre nom.',
            },
            { title: 'Vous êtes livré', text: 'Chez vous partout en France, ou sur rendez-vous à Écommoy.' },
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Questions fréquentes sur l’achat', to: '/a-propos/faq/acheter-une-voiture' },
    { label: 'Livraison à domicile', to: '/services/livraison-domicile' },
    { label: 'Financer son véhicule', to: '/financement' },
  ],
};
