import type { FaqCategory } from '../../../shared/content/types';

export const vendreMaVoiture: FaqCategory = {
  slug: 'vendre-ma-voiture',
  title: 'Vendre ou faire reprendre ma voiture',
  description:
    'Reprise de votre voiture : estimation immédiate en ligne, validité 7 jours, expertise gratuite, documents et déduction du prix de votre achat.',
  lead: 'Estimation immédiate, expertise gratuite, reprise déduite de votre achat.',
  items: [
    {
      id: 'estimation',
      question: 'Comment estimer la reprise de ma voiture ?',
      answer: [
        'Remplissez le [formulaire de reprise](/reprise-voiture) : immatriculation, état, équipements et photos. Vous obtenez tout de suite une fourchette de prix, chaque ajustement expliqué, sous réserve d’expertise du véhicule.',
      ],
    },
    {
      id: 'validite',
      question: 'Combien de temps l’estimation est-elle valable ?',
      answer: [
        '**7 jours**. Passé ce délai, vous pouvez l’actualiser depuis votre devis de reprise tant que la demande est ouverte : elle est recalculée aux valeurs du jour.',
      ],
    },
    {
      id: 'expertise',
      question: 'Comment se passe l’expertise ?',
      answer: [
        'Un expert vérifie le véhicule à Écommoy ou lors de la livraison de votre prochain véhicule : carrosserie, intérieur, mécanique, kilométrage et entretien. Il vous fait ensuite une offre ferme.',
      ],
    },
    {
      id: 'sans-achat',
      question: 'Faut-il acheter chez vous pour faire reprendre sa voiture ?',
      answer: [
        'La reprise est pensée pour être déduite d’un achat chez nous : c’est ainsi qu’elle vous fait gagner le plus. Parlez-en à votre conseiller si votre projet est différent.',
      ],
    },
    {
      id: 'documents-reprise',
      question: 'Quels documents faut-il pour la reprise ?',
      answer: [
        'La carte grise à votre nom, un certificat de situation administrative (non-gage) de moins de 15 jours, le carnet ou les factures d’entretien et tous les doubles de clés. Si un crédit est en cours sur le véhicule, prévenez-nous : nous voyons avec l’organisme comment le solder.',
      ],
    },
  ],
};
