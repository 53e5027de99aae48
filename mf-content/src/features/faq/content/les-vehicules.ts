import type { FaqCategory } from '../../../shared/content/types';

export const lesVehicules: FaqCategory = {
  slug: 'les-vehicules',
  title: 'Les véhicules',
  description:
    'Neuf, 0 km, occasion : ce que signifient nos catégories, l’origine des véhicules, les garanties constructeur et la préparation avant livraison.',
  lead: 'Neuf, 0 km ou occasion, d’où viennent nos véhicules et comment ils sont préparés.',
  items: [
    {
      id: 'neuf-0km-occasion',
      question: 'Quelle différence entre neuf, 0 km et occasion ?',
      answer: [
        'Un véhicule **neuf** est commandé ou en stock, jamais immatriculé. Un **0 km** a été immatriculé une première fois (souvent par un distributeur) mais n’a pratiquement pas roulé : il coûte moins cher qu’un neuf et garde la garantie constructeur restante. Un véhicule d’**occasion** a déjà roulé ; son kilométrage et son historique figurent sur sa fiche.',
      ],
    },
    {
      id: 'origine',
      question: 'D’où viennent vos véhicules ?',
      answer: [
        'Des réseaux de distribution des constructeurs en France et dans l’Union européenne. Les véhicules importés sont des modèles de série conformes aux normes européennes, livrés avec leur certificat de conformité et immatriculés en France par nos soins.',
      ],
    },
    {
      id: 'garantie-constructeur',
      question: 'Ai-je la garantie du constructeur ?',
      answer: [
        'Oui. La garantie constructeur court à partir de la première immatriculation et s’applique dans tout le réseau de la marque en France. Vous pouvez l’allonger avec une [extension de garantie](/financement/extension-garantie).',
      ],
    },
    {
      id: 'preparation',
      question: 'Comment les occasions sont-elles préparées ?',
      answer: [
        'Chaque occasion passe par notre [atelier de reconditionnement](/services/reconditionnement-vehicules) : contrôle des organes de sécurité, entretien à jour, remise en état esthétique si besoin et nettoyage complet avant la livraison.',
      ],
    },
    {
      id: 'photos-360',
      question: 'Les photos correspondent-elles au véhicule ?',
      answer: [
        'Oui pour nos occasions, photographiées dans nos locaux, vue à 360° comprise quand elle est proposée. Pour un véhicule neuf en commande, les visuels illustrent le modèle et sa couleur.',
      ],
    },
  ],
};
