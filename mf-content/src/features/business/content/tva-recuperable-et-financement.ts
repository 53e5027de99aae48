import type { ArticleContent } from '../../../shared/content/types';

export const tvaRecuperableEtFinancement: ArticleContent = {
  kind: 'article',
  path: '/a-propos/services-aux-societes/tva-recuperable-et-financement',
  title: 'TVA récupérable sur les véhicules et leur financement',
  description:
    'Voiture particulière ou utilitaire, achat, crédit-bail ou location longue durée, carburant et électricité : ce que la société récupère de TVA, et ce qu’elle ne récupère pas.',
  kicker: 'Services aux sociétés',
  heading: 'TVA récupérable et financement des véhicules',
  lead: 'La règle tient en une phrase : la TVA d’un utilitaire est récupérable, celle d’une voiture particulière ne l’est pas. Les exceptions et le carburant demandent un peu plus d’attention.',
  actions: [
    { label: 'Voir les utilitaires', to: '/achat/utilitaires' },
    { label: 'Crédit-bail professionnel', to: '/financement/credit-bail-voiture-professionnel' },
  ],
  sections: [
    {
      id: 'vehicule',
      title: 'À l’achat du véhicule',
      blocks: [
        {
          kind: 'table',
          caption: 'TVA sur l’achat et les loyers',
          head: ['Véhicule', 'Achat', 'Loyers (LOA, LLD, crédit-bail)', 'Entretien et réparations'],
          rows: [
            ['Voiture particulière (VP)', 'Non récupérable', 'Non récupérable', 'Non récupérable'],
            ['Utilitaire (VU) affecté à l’activité', 'Récupérable', 'Récupérable', 'Récupérable'],
          ],
        },
        {
          kind: 'text',
          text: 'Exceptions pour les voitures : la TVA est récupérable quand le véhicule est l’outil même de l’activité, par exemple pour les auto-écoles, les taxis, les loueurs ou les négociants qui les revendent.',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Pick-up et camionnettes',
          text: 'Un véhicule utilitaire de deux ou trois places reste un utilitaire. Une camionnette à double cabine conçue pour transporter des personnes peut être traitée comme une voiture particulière : vérifiez la catégorie sur le certificat d’immatriculation.',
        },
      ],
    },
    {
      id: 'energie',
      title: 'Carburant et électricité',
      blocks: [
        {
          kind: 'table',
          caption: 'Part de TVA récupérable sur l’énergie',
          head: ['Énergie', 'Voiture particulière', 'Utilitaire'],
          rows: [
            ['Gazole et essence', '80 %', '100 %'],
            ['Électricité (recharge)', '100 %', '100 %'],
          ],
        },
      ],
    },
    {
      id: 'financement',
      title: 'Quel financement pour une société ?',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Achat comptant ou crédit',
              text: 'Le véhicule est à l’actif de la société et s’amortit ; pour une voiture, l’amortissement déductible est plafonné selon ses émissions de CO2.',
              to: '/financement/achat-voiture-credit',
            },
            {
              title: 'Crédit-bail',
              text: 'Des loyers déductibles, une option d’achat en fin de contrat ; la TVA des loyers suit la règle du véhicule.',
              to: '/financement/credit-bail-voiture-professionnel',
            },
            {
              title: 'Location longue durée',
              text: 'Un loyer fixe, entretien compris selon le contrat, sans option d’achat.',
              to: '/financement',
            },
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Informations générales',
          text: 'Ces règles résument le Code général des impôts pour les cas les plus courants. Votre expert-comptable reste la bonne personne pour votre situation.',
        },
      ],
    },
  ],
  related: [
    { label: 'Tout savoir sur l’ex-TVS', to: '/a-propos/services-aux-societes/tout-savoir-sur-tvs' },
    { label: 'Passer la flotte à l’électrique', to: '/a-propos/services-aux-societes/achat-vehicules-electrique' },
  ],
};
