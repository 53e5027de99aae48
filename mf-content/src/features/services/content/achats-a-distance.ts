import type { ArticleContent } from '../../../shared/content/types';

export const achatsADistance: ArticleContent = {
  kind: 'article',
  path: '/services/achats-a-distance',
  title: 'Achat de voiture à distance',
  description:
    'Achetez votre voiture sans vous déplacer : devis en ligne, signature électronique, paiement sécurisé, livraison à domicile et 14 jours pour changer d’avis.',
  kicker: 'Services',
  heading: 'Achetez votre véhicule sans vous déplacer',
  lead: 'Tout peut se faire à distance : le choix, le devis, la reprise, le financement, la signature et la livraison. Un conseiller vous suit du début à la fin, par téléphone ou par e-mail.',
  actions: [
    { label: 'Choisir un véhicule', to: '/achat' },
    { label: 'Poser une question', to: '/a-propos/contactez-nous?objet=achat' },
  ],
  sections: [
    {
      id: 'etapes',
      title: 'Comment se passe un achat à distance ?',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Le devis en ligne',
              text: 'Depuis la fiche du véhicule : options, livraison, reprise et financement. Le devis est numéroté et valable 15 jours.',
            },
            {
              title: 'La réservation',
              text: 'Le véhicule est bloqué à votre nom pendant que vous réunissez les pièces du dossier.',
            },
            {
              title: 'La commande',
              text: 'Bon de commande signé électroniquement, acompte par virement ou carte bancaire.',
            },
            {
              title: 'La livraison',
              text: 'Chez vous sur camion plateau, ou à Écommoy si vous préférez venir le chercher.',
            },
          ],
        },
      ],
    },
    {
      id: 'pieces',
      title: 'Les pièces à fournir',
      blocks: [
        {
          kind: 'list',
          items: [
            'Une pièce d’identité en cours de validité',
            'Un justificatif de domicile de moins de 3 mois',
            'Votre permis de conduire',
            'Pour une reprise : le certificat d’immatriculation barré et le certificat de situation administrative',
            'Pour une société : un extrait Kbis de moins de 3 mois',
          ],
        },
        {
          kind: 'text',
          text: 'Les documents se déposent en ligne ; nous faisons la demande de certificat d’immatriculation à votre nom.',
        },
      ],
    },
    {
      id: 'retractation',
      title: '14 jours pour changer d’avis',
      blocks: [
        {
          kind: 'callout',
          tone: 'success',
          title: 'Droit de rétractation',
          text: 'Pour un achat conclu entièrement à distance, vous disposez de **14 jours** à compter de la livraison pour vous rétracter, sans avoir à vous justifier. Les modalités et le formulaire sont dans nos [conditions générales de vente](/conditions-generales-vente).',
        },
      ],
    },
  ],
  related: [
    { label: 'Livraison à domicile', to: '/services/livraison-domicile' },
    { label: 'Questions sur l’achat', to: '/a-propos/faq/acheter-une-voiture' },
  ],
};
