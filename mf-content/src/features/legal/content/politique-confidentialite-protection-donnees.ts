import type { LegalContent } from '../../../shared/content/types';

export const politiqueConfidentialite: LegalContent = {
  kind: 'legal',
  path: '/politique-confidentialite-protection-donnees',
  title: 'Politique de confidentialité et protection des données',
  description:
    'Quelles données Glinche Automobiles collecte, pourquoi, combien de temps elles sont gardées, avec qui elles sont partagées et comment exercer vos droits RGPD.',
  heading: 'Politique de confidentialité',
  lead: 'Ce que nous faisons de vos données personnelles, combien de temps nous les gardons et comment exercer vos droits.',
  updated: '2026-11-27',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      blocks: [
        {
          kind: 'text',
          text: 'Glinche Automobiles, Route du Mans, 72220 Écommoy, est responsable des traitements décrits ici. Pour toute question sur vos données, écrivez-nous par le [formulaire de contact](/a-propos/contactez-nous) en choisissant « Données personnelles ».',
        },
      ],
    },
    {
      id: 'donnees-et-finalites',
      title: 'Données collectées et finalités',
      blocks: [
        {
          kind: 'table',
          caption: 'Pourquoi nous traitons vos données',
          head: ['Traitement', 'Données', 'Base légale'],
          rows: [
            ['Compte client', 'Nom, e-mail, téléphone, adresse, société et SIRET pour les professionnels', 'Contrat'],
            [
              'Devis, réservations, financements, reprises',
              'Véhicule, choix de livraison, code promo et simulation de financement choisis, informations du dossier, photos du véhicule à reprendre',
              'Contrat et mesures précontractuelles',
            ],
            [
              'Demandes de rappel et de contact',
              'Nom, téléphone, e-mail, message',
              'Mesures précontractuelles, intérêt légitime',
            ],
            ['Lettre d’information', 'E-mail', 'Consentement'],
            [
              'Alertes de recherche et e-mail sur vos favoris (baisse de prix, réservation, vente)',
              'E-mail, recherches enregistrées, favoris',
              'Consentement (désinscription en un clic dans chaque e-mail)',
            ],
            ['Sécurité du site', 'Adresse IP, journaux de connexion', 'Intérêt légitime'],
            [
              'Mesure d’audience et publicités',
              'Identifiants de cookies',
              'Consentement (voir la [politique cookies](/politique-utilisation-cookies))',
            ],
          ],
        },
      ],
    },
    {
      id: 'durees',
      title: 'Durées de conservation',
      blocks: [
        {
          kind: 'list',
          items: [
            'Compte client : tant qu’il est actif ; vous pouvez le supprimer à tout moment depuis « Mon compte ».',
            'Vos demandes (reprises et leurs photos, rappels, réservations, rendez-vous, messages, demandes de financement ou de partenariat) : supprimées avec votre compte, ou 3 ans après notre dernier échange à leur sujet, par une tâche automatique qui passe chaque nuit.',
            'Journal des actions de nos conseillers (qui a consulté ou traité votre demande, et quand) : 1 an. Si vous supprimez votre compte, ses entrées restent, sans votre adresse IP ni les motifs que vous avez écrits.',
            'Devis : gardés comme pièces numérotées, détachés de votre compte et anonymisés quand vous le supprimez.',
            'Factures et bons de commande : 10 ans, comme l’impose le Code de commerce.',
            'Cookies de mesure d’audience : 13 mois au plus ; votre choix sur les cookies : 12 mois.',
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Destinataires',
      blocks: [
        {
          kind: 'text',
          text: 'Vos données sont traitées par nos équipes et, pour ce qui les concerne, par nos prestataires (hébergement, envoi d’e-mails, transport des véhicules) et par l’organisme prêteur ou l’assureur que vous choisissez. Elles ne sont jamais vendues. Elles sont hébergées dans l’Union européenne.',
        },
      ],
    },
    {
      id: 'droits',
      title: 'Vos droits',
      blocks: [
        {
          kind: 'text',
          text: 'Vous avez un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, et vous pouvez retirer votre consentement à tout moment. Vous pouvez aussi définir des directives sur le sort de vos données après votre décès.',
        },
        {
          kind: 'text',
          text: 'Beaucoup se fait en autonomie dans « Mon compte » : modifier votre profil, vous désabonner de la lettre d’information, supprimer votre compte. Pour le reste, écrivez-nous ; nous répondons dans un délai d’un mois. Vous pouvez introduire une réclamation auprès de la CNIL (cnil.fr).',
        },
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        {
          kind: 'text',
          text: 'Mots de passe chiffrés, connexions chiffrées, limitation des tentatives de connexion, photos de reprise visibles par vous seul et débarrassées de leur position GPS : nous protégeons vos données selon l’état de l’art.',
        },
      ],
    },
  ],
};
