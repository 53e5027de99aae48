import type { ArticleContent } from '../../../shared/content/types';

export const servicesAuxProfessionnels: ArticleContent = {
  kind: 'article',
  path: '/a-propos/services-aux-professionnels',
  title: 'Services aux professionnels',
  description:
    'Artisans, commerçants, professions libérales, sociétés : prix HT, utilitaires aménagés, compte professionnel, flottes et partenariats avec un conseiller dédié.',
  kicker: 'Professionnels',
  heading: 'Professionnels : des véhicules prêts à travailler, au prix HT',
  lead: 'Artisans, commerçants, professions libérales et sociétés : nous équipons votre activité, du premier utilitaire à la flotte complète, avec un conseiller qui connaît vos contraintes.',
  actions: [
    { label: 'Faire une demande professionnelle', to: '/mon-compte#demande-professionnelle' },
    { label: 'Voir les utilitaires', to: '/achat/utilitaires' },
  ],
  sections: [
    {
      id: 'offre',
      title: 'Ce que nous proposons aux professionnels',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Prix HT affichés',
              text: 'Avec un compte professionnel, les prix, devis et mensualités s’affichent hors taxes : vous comparez ce que vous payez vraiment.',
              to: '/inscription',
            },
            {
              title: 'Utilitaires aménagés',
              text: 'Habillage, rayonnages, galerie, attelage : l’aménagement est posé avant la livraison.',
              to: '/services/amenagement-utilitaires',
            },
            {
              title: 'Financement professionnel',
              text: 'Crédit-bail, LOA et location longue durée, avec un interlocuteur qui connaît la fiscalité des véhicules.',
              to: '/financement/credit-bail-voiture-professionnel',
            },
            {
              title: 'Reprise de votre parc',
              text: 'Nous reprenons vos véhicules au fil des livraisons, avec une offre globale.',
              to: '/formulaire/reprise-flotte',
            },
          ],
        },
      ],
    },
    {
      id: 'compte-pro',
      title: 'Le compte professionnel',
      blocks: [
        {
          kind: 'text',
          text: 'À l’inscription, cochez « compte professionnel » et indiquez la raison sociale, le SIRET et le secteur d’activité de votre entreprise. Nos équipes vérifient la société (SIRET, extrait Kbis) : une fois vérifiée, les codes des organisations partenaires de votre secteur vous sont ouverts.',
        },
        {
          kind: 'list',
          items: [
            'Prix et devis hors taxes, TVA détaillée',
            'Factures au nom de la société',
            'Un conseiller professionnels attitré',
            'Vos devis, réservations et financements suivis dans « Mon compte »',
          ],
        },
      ],
    },
    {
      id: 'flottes-partenariats',
      title: 'Flottes et partenariats',
      blocks: [
        {
          kind: 'text',
          text: 'Vous équipez une équipe de plusieurs véhicules, ou vous souhaitez devenir partenaire (comité social et économique, réseau de professionnels, apporteur d’affaires) ? Faites votre demande depuis votre espace : elle arrive directement chez nos conseillers professionnels, qui vous rappellent sous 48 heures ouvrées.',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Où faire la demande ?',
          text: 'Dans [Mon compte](/mon-compte#demande-professionnelle), rubrique « Demande professionnelle ». Il faut être connecté : la demande est ainsi rattachée à votre société et vous en suivez le statut.',
        },
      ],
    },
    {
      id: 'fiscalite',
      title: 'Fiscalité des véhicules de société',
      blocks: [
        {
          kind: 'text',
          text: 'Taxes annuelles sur les véhicules de tourisme, TVA récupérable, avantages des véhicules électriques : nos pages [Services aux sociétés](/a-propos/services-aux-societes) résument les règles à connaître avant d’acheter.',
        },
      ],
    },
  ],
  related: [
    { label: 'Services aux sociétés', to: '/a-propos/services-aux-societes' },
    { label: 'Devis d’aménagement d’utilitaire', to: '/formulaire/devis-amenagement-utilitaire' },
    { label: 'Nos partenaires', to: '/a-propos/partenaires' },
  ],
};
