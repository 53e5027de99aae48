import type { ArticleContent } from '../../../shared/content/types';

export const financement: ArticleContent = {
  kind: 'article',
  path: '/financement',
  title: 'Financement de votre véhicule : crédit, LOA, LLD',
  description:
    'Crédit auto, location avec option d’achat, location longue durée et crédit-bail : comparez les formules et simulez votre mensualité, mentions légales comprises.',
  kicker: 'Financement',
  heading: 'Financer votre véhicule',
  lead: 'Crédit auto, LOA, LLD ou crédit-bail : chaque formule a sa logique. Simulez votre mensualité ci-dessous, puis demandez une offre depuis la fiche du véhicule choisi.',
  actions: [
    { label: 'Voir les offres de leasing', to: '/financement/leasing-voitures' },
    { label: 'Véhicules en stock', to: '/achat' },
  ],
  sections: [
    {
      id: 'choisir',
      title: 'Quelle formule choisir ?',
      blocks: [
        {
          kind: 'table',
          caption: 'Les formules de financement comparées',
          head: ['', 'Crédit auto', 'LOA', 'LLD'],
          rows: [
            ['Propriétaire du véhicule', 'Dès la livraison', 'Si vous levez l’option d’achat', 'Jamais'],
            ['Apport', 'Facultatif', 'Premier loyer facultatif', 'Facultatif'],
            ['Kilométrage', 'Libre', 'Forfait annuel', 'Forfait annuel'],
            ['En fin de contrat', 'Le véhicule est à vous', 'Vous le rendez ou l’achetez', 'Vous le rendez'],
          ],
        },
      ],
    },
    {
      id: 'demande',
      title: 'Comment faire une demande ?',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Simulez',
              text: 'Ici pour un prix quelconque, ou sur la fiche d’un véhicule avec ses propres offres.',
            },
            { title: 'Demandez', text: 'Depuis la fiche du véhicule : votre demande est suivie dans « Mon compte ».' },
            {
              title: 'Recevez l’offre',
              text: 'L’organisme prêteur étudie le dossier ; l’offre de contrat vous est adressée avec toutes ses conditions.',
            },
            { title: 'Signez', text: 'Électroniquement ; vous disposez ensuite de 14 jours pour vous rétracter.' },
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Achat de voiture à crédit', to: '/financement/achat-voiture-credit' },
    { label: 'La LOA expliquée', to: '/financement/loa' },
    { label: 'Crédit-bail professionnel', to: '/financement/credit-bail-voiture-professionnel' },
    { label: 'Extension de garantie', to: '/financement/extension-garantie' },
  ],
};
