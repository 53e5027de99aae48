import type { FaqCategory } from '../../../shared/content/types';

export const enSavoirPlus: FaqCategory = {
  slug: 'en-savoir-plus',
  title: 'En savoir plus sur Glinche Automobiles',
  description:
    'Qui est Glinche Automobiles, mandataire auto à Écommoy depuis 1966 : horaires, contact, garanties et protection de vos données.',
  lead: 'Qui nous sommes, comment nous joindre et ce que nous faisons de vos données.',
  items: [
    {
      id: 'qui-etes-vous',
      question: 'Qui est Glinche Automobiles ?',
      answer: [
        'Une entreprise familiale de la Sarthe, installée à Écommoy depuis 1966. Nous vendons environ 4 000 voitures d’occasion par an et gardons en stock plus d’un millier de voitures et d’utilitaires, neufs, 0 km et d’occasion : leur nombre du jour est en tête de [la liste des véhicules](/achat). [Notre histoire](/a-propos/notre-histoire).',
      ],
    },
    {
      id: 'horaires',
      question: 'Quand puis-je vous joindre ?',
      answer: [
        'Du lundi au samedi, de 9 h à 19 h, au 02 43 00 00 00, ou par le [formulaire de contact](/a-propos/contactez-nous). Vous pouvez aussi demander à être rappelé depuis la fiche d’un véhicule.',
      ],
    },
    {
      id: 'visiter',
      question: 'Puis-je venir voir les véhicules ?',
      answer: [
        'Oui, sur rendez-vous, à Écommoy (Route du Mans). Prenez rendez-vous en ligne : le véhicule est préparé pour votre visite et un conseiller vous attend.',
      ],
    },
    {
      id: 'donnees-personnelles',
      question: 'Que faites-vous de mes données ?',
      answer: [
        'Elles servent à traiter vos demandes (devis, réservations, reprises, financements) et ne sont jamais revendues. Vous pouvez les consulter, les corriger ou supprimer votre compte à tout moment. Tout est détaillé dans notre [politique de confidentialité](/politique-confidentialite-protection-donnees).',
      ],
    },
    {
      id: 'cookies',
      question: 'Pourquoi me demandez-vous d’accepter des cookies ?',
      answer: [
        'Seuls les cookies nécessaires au site sont déposés sans votre accord. Les mesures d’audience et les services tiers attendent votre choix, que vous pouvez changer à tout moment avec « Gérer les cookies » en bas de chaque page. [Notre politique cookies](/politique-utilisation-cookies).',
      ],
    },
  ],
};
