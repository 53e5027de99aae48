/**
 * Title and description of each page of the page table (pages.ts), as the page sets them
 * (usePageHead): read by the route manifest only, at build time, so that they add nothing to the
 * routes chunk. route-manifest.test.ts checks them against the pages.
 */
import type { PageHead } from '@ga/contracts';

export const PAGE_HEADS: Record<string, PageHead> = {
  '/connexion': {
    title: 'Connexion à votre espace client',
    description: 'Connectez-vous pour retrouver vos favoris, devis, réservations et demandes de financement.',
  },
  '/connexion/lien': {
    title: 'Connexion par lien',
    description: 'Connexion à votre espace client avec le lien reçu par e-mail.',
  },
  '/inscription': {
    title: 'Créer un compte',
    description:
      'Créez votre espace client particulier ou professionnel : favoris, devis, réservations et financements en un seul endroit.',
  },
  '/mot-de-passe-oublie': {
    title: 'Mot de passe oublié',
    description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.',
  },
  '/mot-de-passe-oublie/reinitialisation': {
    title: 'Nouveau mot de passe',
    description: 'Choisissez un nouveau mot de passe pour votre espace client.',
  },
  '/mon-compte/confirmer-email': {
    title: 'Confirmation de votre adresse e-mail',
    description: 'Confirmation de l’adresse e-mail de votre espace client.',
  },
  '/mon-compte/alertes/desinscription': {
    title: 'Ne plus recevoir une alerte',
    description: 'Arrêter les e-mails d’une alerte.',
  },
  '/mon-compte/favoris/desinscription': {
    title: 'Ne plus recevoir d’e-mail sur mes favoris',
    description: 'Arrêter les e-mails sur vos favoris.',
  },
  '/mon-compte': {
    title: 'Mon compte',
    description: 'Vos informations personnelles, votre mot de passe et vos préférences.',
  },
  '/mon-compte/mes-alertes': {
    title: 'Mes alertes',
    description: 'Vos recherches enregistrées et leurs alertes par e-mail.',
  },
  '/mon-compte/mes-devis': {
    title: 'Mes devis',
    description: 'Vos devis numérotés : détail HT, TVA et TTC, statut et validité.',
  },
  '/mon-compte/mes-favoris': {
    title: 'Mes favoris',
    description: 'Les véhicules que vous avez ajoutés à vos favoris.',
  },
  '/mon-compte/mes-financements': {
    title: 'Mes financements',
    description: 'Vos demandes de financement : crédit, LOA, LLD et crédit-bail.',
  },
  '/mon-compte/mes-reprises': { title: 'Mes reprises', description: 'Vos demandes de reprise et leurs estimations.' },
  '/mon-compte/mes-rendez-vous': {
    title: 'Mes rendez-vous',
    description: 'Vos rendez-vous à Écommoy : essais, retraits, atelier et expertises de reprise.',
  },
  '/mon-compte/mes-reservations': {
    title: 'Mes réservations',
    description: 'Vos véhicules réservés : suivi, modification et annulation.',
  },
};
