import type { LegalContent } from '../../../shared/content/types';

export const conditionsGeneralesVente: LegalContent = {
  kind: 'legal',
  path: '/conditions-generales-vente',
  title: 'Conditions générales de vente',
  description:
    'Conditions générales de vente de Glinche Automobiles : commande, prix, livraison, droit de rétractation de 14 jours, garanties légales et médiation.',
  heading: 'Conditions générales de vente',
  lead: 'Les règles qui s’appliquent à l’achat d’un véhicule chez Glinche Automobiles, en ligne, à distance ou à Écommoy.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'objet',
      title: 'Objet',
      blocks: [
        {
          kind: 'text',
          text: 'Les présentes conditions s’appliquent à la vente de véhicules neufs, 0 km et d’occasion par Glinche Automobiles à des clients particuliers et professionnels. Les clauses propres aux consommateurs (rétractation, garanties légales, médiation) ne s’appliquent qu’aux particuliers.',
        },
      ],
    },
    {
      id: 'commande',
      title: 'Devis, réservation et commande',
      blocks: [
        {
          kind: 'text',
          text: 'Le devis est gratuit et valable **15 jours**. La réservation en ligne bloque le véhicule gratuitement, sans acompte ; elle est confirmée par un conseiller sous 48 heures, faute de quoi elle expire. La vente est conclue à la signature du bon de commande, qui reprend le véhicule, son prix, la livraison et le délai.',
        },
      ],
    },
    {
      id: 'prix-paiement',
      title: 'Prix et paiement',
      blocks: [
        {
          kind: 'text',
          text: 'Les prix sont indiqués en euros toutes taxes comprises (et hors taxes pour les professionnels). Les frais d’immatriculation, les options et la livraison sont détaillés sur le devis et le bon de commande. Le solde est payé par virement, chèque de banque ou financement avant la remise du véhicule.',
        },
      ],
    },
    {
      id: 'livraison',
      title: 'Livraison',
      blocks: [
        {
          kind: 'text',
          text: 'Le véhicule est livré à l’adresse choisie en France métropolitaine ou remis à Écommoy. Le délai indiqué au bon de commande est un engagement : s’il n’est pas respecté, le client particulier peut, après nous avoir enjoint de livrer dans un délai supplémentaire raisonnable, résoudre la vente (article L216-6 du Code de la consommation). Les réserves éventuelles sont notées sur le procès-verbal de livraison.',
        },
      ],
    },
    {
      id: 'retractation',
      title: 'Droit de rétractation (vente à distance)',
      blocks: [
        {
          kind: 'text',
          text: 'Lorsque la vente est conclue entièrement à distance, le client particulier dispose de **14 jours** à compter de la livraison pour se rétracter, sans avoir à se justifier (article L221-18 du Code de la consommation). Il nous en informe par une déclaration sans ambiguïté, par exemple avec le formulaire ci-dessous, par courrier ou par e-mail.',
        },
        {
          kind: 'text',
          text: 'Le véhicule est restitué dans l’état de sa livraison, les frais de retour restant à la charge du client ; une dépréciation due à une utilisation au-delà de ce qui est nécessaire pour l’essayer (kilomètres parcourus notamment) peut être retenue. Nous remboursons les sommes versées, livraison initiale comprise, dans les 14 jours suivant la récupération du véhicule.',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Formulaire de rétractation',
          text: 'À l’attention de Glinche Automobiles, Route du Mans, 72220 Écommoy : « Je vous notifie par la présente ma rétractation du contrat portant sur la vente du véhicule ci-dessous : [marque, modèle, immatriculation ou numéro de commande], commandé le […], reçu le […]. Nom et adresse du client. Date et signature (en cas d’envoi sur papier). »',
        },
      ],
    },
    {
      id: 'garantie-conformite',
      title: 'Garantie légale de conformité',
      blocks: [
        {
          kind: 'text',
          text: 'Le client particulier bénéficie de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) pendant **2 ans** à compter de la délivrance du véhicule. Les défauts qui apparaissent dans ce délai sont présumés exister au moment de la délivrance ; pour un véhicule d’occasion, cette présomption vaut pendant **12 mois**.',
        },
        {
          kind: 'text',
          text: 'Le client peut obtenir la réparation ou le remplacement du véhicule, ou à défaut une réduction du prix ou la résolution de la vente. Cette garantie s’ajoute à la garantie commerciale du constructeur éventuelle.',
        },
      ],
    },
    {
      id: 'vices-caches',
      title: 'Garantie des vices cachés',
      blocks: [
        {
          kind: 'text',
          text: 'Tout client bénéficie aussi de la garantie des vices cachés (articles 1641 et suivants du Code civil) : il peut agir dans les **2 ans** qui suivent la découverte du vice et choisir entre la résolution de la vente et une réduction du prix.',
        },
      ],
    },
    {
      id: 'reprise',
      title: 'Reprise de l’ancien véhicule',
      blocks: [
        {
          kind: 'text',
          text: 'L’estimation de reprise en ligne est indicative, valable 7 jours et donnée sous réserve d’expertise. L’offre ferme est faite après l’expertise ; acceptée, elle est déduite du prix du véhicule acheté.',
        },
      ],
    },
    {
      id: 'mediation',
      title: 'Réclamations et médiation',
      blocks: [
        {
          kind: 'text',
          text: 'Toute réclamation peut être adressée à notre service clients par le [formulaire de contact](/a-propos/contactez-nous) ou par courrier. À défaut de solution dans un délai de deux mois, le client particulier peut saisir gratuitement le médiateur de la consommation dont nous relevons (coordonnées de démonstration : Médiateur de la consommation, 1 rue de l’Exemple, 75000 Paris).',
        },
      ],
    },
  ],
};
