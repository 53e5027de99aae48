import type { Language } from './consent-categories';

export const CONSENT_TEXTS: Record<Language, Record<string, string>> = {
  fr: {
    title: 'Vos cookies, votre choix',
    body: 'Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord, des cookies de mesure d’audience et de publicité, et la mémoire des véhicules que vous avez consultés (personnalisation). Vous pouvez changer d’avis à tout moment depuis le lien « Gérer les cookies » en bas de page.',
    acceptAll: 'Tout accepter',
    refuseAll: 'Tout refuser',
    customise: 'Personnaliser',
    save: 'Enregistrer mes choix',
    close: 'Fermer sans accepter',
    policy: 'Politique cookies',
    switchLanguage: 'English',
    switchLanguageLabel: 'Read in English',
    necessary: 'Cookies nécessaires (toujours actifs)',
    necessaryText: 'Session, sécurité, mémorisation de vos choix de cookies.',
    dialogLabel: 'Gestion des cookies',
  },
  en: {
    title: 'Your cookies, your choice',
    body: 'We use cookies that the site needs to work and, with your consent, audience measurement and advertising cookies, and the memory of the vehicles you viewed (personalisation). You can change your mind at any time with the “Manage cookies” link at the bottom of the page.',
    acceptAll: 'Accept all',
    refuseAll: 'Refuse all',
    customise: 'Customise',
    save: 'Save my choices',
    close: 'Close without accepting',
    policy: 'Cookie policy',
    switchLanguage: 'Français',
    switchLanguageLabel: 'Lire en français',
    necessary: 'Necessary cookies (always on)',
    necessaryText: 'Session, security, remembering your cookie choices.',
    dialogLabel: 'Cookie settings',
  },
};
