import type { FaqCategory } from '../../../shared/content/types';

export const livraisonEnCentre: FaqCategory = {
  slug: 'livraison-en-centre',
  title: 'Retrait à Écommoy',
  description:
    'Venir chercher votre voiture à Écommoy (Sarthe) : rendez-vous de remise, documents à apporter, prise en main et reprise de votre ancien véhicule.',
  lead: 'Vous préférez venir chercher votre véhicule ? Voici comment se passe la remise chez nous.',
  items: [
    {
      id: 'rendez-vous',
      question: 'Comment venir chercher mon véhicule ?',
      answer: [
        'Choisissez le retrait à Écommoy au moment du devis : c’est gratuit. Quand le véhicule est prêt, un conseiller vous propose un rendez-vous de remise du lundi au samedi.',
      ],
    },
    {
      id: 'documents',
      question: 'Quels documents apporter ?',
      answer: [
        'Votre pièce d’identité, votre permis de conduire, une attestation d’assurance du nouveau véhicule et, si vous faites reprendre votre voiture, sa carte grise barrée et signée, son certificat de non-gage et ses doubles de clés.',
      ],
    },
    {
      id: 'prise-en-main',
      question: 'Aurai-je une présentation du véhicule ?',
      answer: [
        'Oui : un conseiller vous présente les commandes, l’écran et l’application du constructeur le cas échéant, et pour un véhicule électrique la recharge et ses câbles.',
      ],
    },
    {
      id: 'reprise-sur-place',
      question: 'Puis-je laisser mon ancienne voiture le même jour ?',
      answer: [
        'Oui, si sa [reprise](/reprise-voiture) a été estimée avant : l’expertise se fait sur place et le montant convenu est déduit de votre achat.',
      ],
    },
  ],
};
