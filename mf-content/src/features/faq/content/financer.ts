import type { FaqCategory } from '../../../shared/content/types';

export const financer: FaqCategory = {
  slug: 'financer',
  title: 'Financer son véhicule',
  description:
    'Crédit auto, LOA, crédit-bail : comment financer votre voiture chez Glinche Automobiles, délais de réponse, apport et assurance emprunteur.',
  lead: 'Crédit classique, location avec option d’achat ou crédit-bail : les réponses avant de vous engager.',
  items: [
    {
      id: 'solutions',
      question: 'Quelles solutions de financement proposez-vous ?',
      answer: [
        'Le [crédit auto](/financement/achat-voiture-credit), la [location avec option d’achat (LOA)](/financement/loa) et, pour les professionnels, le [crédit-bail](/financement/credit-bail-voiture-professionnel). Chaque fiche de véhicule affiche une mensualité indicative et son exemple représentatif.',
      ],
    },
    {
      id: 'reponse',
      question: 'En combien de temps ai-je une réponse ?',
      answer: [
        'Une réponse de principe est généralement donnée sous 48 heures ouvrées une fois le dossier complet (pièce d’identité, justificatif de domicile, revenus). La réponse définitive appartient à l’organisme prêteur.',
      ],
    },
    {
      id: 'apport',
      question: 'Faut-il un apport ?',
      answer: [
        'Non, ce n’est pas obligatoire. Un apport, ou la valeur de votre [reprise](/reprise-voiture), réduit le montant emprunté et donc vos mensualités.',
      ],
    },
    {
      id: 'engagement',
      question: 'Un crédit vous engage : quels sont mes droits ?',
      answer: [
        'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager. Vous disposez d’un délai de rétractation de **14 jours** à compter de la signature de l’offre de crédit.',
      ],
    },
    {
      id: 'assurance',
      question: 'L’assurance emprunteur est-elle obligatoire ?',
      answer: [
        'Elle peut être demandée par le prêteur. Vous restez libre de choisir une assurance équivalente auprès de l’assureur de votre choix.',
      ],
    },
  ],
};
