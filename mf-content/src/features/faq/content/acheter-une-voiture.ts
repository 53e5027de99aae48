import type { FaqCategory } from '../../../shared/content/types';

export const acheterUneVoiture: FaqCategory = {
  slug: 'acheter-une-voiture',
  title: 'Acheter une voiture',
  description:
    'Comment acheter une voiture neuve, 0 km ou d’occasion chez Glinche Automobiles : réservation, devis, paiement, remises et documents.',
  lead: 'De la recherche à la signature : comment se passe un achat chez un mandataire automobile.',
  items: [
    {
      id: 'comment-acheter',
      question: 'Comment acheter une voiture sur le site ?',
      answer: [
        'Choisissez un véhicule dans [notre stock](/achat), puis demandez un devis ou réservez-le en ligne depuis sa fiche. Un conseiller vous appelle pour vérifier avec vous le véhicule, la livraison et le financement.',
        'Vous signez le bon de commande à distance ou à Écommoy, vous réglez le solde, et le véhicule vous est livré ou remis en main propre, immatriculé à votre nom.',
      ],
    },
    {
      id: 'reserver-un-vehicule',
      question: 'Que se passe-t-il quand je réserve un véhicule ?',
      answer: [
        'La réservation bloque le véhicule à votre nom : il n’est plus proposé aux autres visiteurs. Elle est gratuite et sans acompte. Un conseiller la confirme sous **48 heures** ; sans confirmation, elle expire et le véhicule redevient disponible.',
        'Vous pouvez avoir jusqu’à trois réservations en cours et les annuler à tout moment depuis « Mon compte ». Une adresse e-mail confirmée est demandée avant une première réservation.',
      ],
    },
    {
      id: 'devis',
      question: 'Combien de temps mon devis est-il valable ?',
      answer: [
        'Un devis est valable **15 jours**. Il est numéroté, reprend le prix, les options, la livraison choisie et, le cas échéant, votre code promotionnel. Vous le retrouvez dans « Mon compte › Mes devis ».',
      ],
    },
    {
      id: 'prix-mandataire',
      question: 'Pourquoi vos prix sont-ils plus bas qu’en concession ?',
      answer: [
        'En tant que mandataire, nous achetons des véhicules en volume auprès de concessionnaires et de distributeurs en France et en Europe, et nous vous faisons profiter de ces conditions. La garantie constructeur s’applique de la même façon. [En savoir plus sur le métier de mandataire](/a-propos/mandataire-automobile).',
      ],
    },
    {
      id: 'professionnels',
      question: 'J’achète pour ma société : comment voir les prix hors taxes ?',
      answer: [
        'Créez un compte professionnel avec le nom et le SIRET de votre société : les prix s’affichent alors hors taxes en premier, TVA comprise à côté. Nos [services aux sociétés](/a-propos/services-aux-societes) détaillent la récupération de TVA et la fiscalité des véhicules de société.',
      ],
    },
    {
      id: 'paiement',
      question: 'Quels moyens de paiement acceptez-vous ?',
      answer: [
        'Virement bancaire, chèque de banque et financement (crédit, LOA ou crédit-bail). Le solde est réglé avant la remise du véhicule ; nous ne demandons jamais de paiement en espèces au-delà du plafond légal.',
      ],
    },
  ],
};
