import type { ArticleContent } from '../../../shared/content/types';

export const nosEngagements: ArticleContent = {
  kind: 'article',
  path: '/services/nos-engagements',
  title: 'Nos engagements',
  description:
    'Prix affiché tout compris, véhicule conforme à l’annonce, délais annoncés tenus, interlocuteur unique, réponse sous 24 heures : nos engagements envers vous.',
  kicker: 'Services',
  heading: 'Nos engagements',
  lead: 'Depuis 1966, nous vivons du bouche-à-oreille. Voici ce que nous promettons à chaque client, et ce que vous pouvez nous rappeler si nous n’y arrivons pas.',
  actions: [{ label: 'Voir les véhicules', to: '/achat' }],
  sections: [
    {
      id: 'engagements',
      title: 'Sept engagements',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Le prix affiché est le prix payé',
              text: 'TVA et préparation comprises ; la livraison et les options figurent à part sur le devis, jamais ajoutées après.',
            },
            {
              title: 'Un véhicule conforme à l’annonce',
              text: 'Équipements, kilométrage, historique : la fiche décrit le véhicule exact que vous achetez.',
            },
            {
              title: 'Des délais annoncés, puis tenus',
              text: 'La date de disponibilité est indiquée avant la commande ; en cas de retard, vous êtes prévenu(e) sans attendre.',
            },
            { title: 'Un interlocuteur unique', text: 'Le même conseiller vous suit du devis à la livraison.' },
            { title: 'Une réponse sous 24 heures ouvrées', text: 'À chaque message, du lundi au samedi.' },
            { title: 'Une reprise au prix estimé', text: 'Après expertise, et chaque écart expliqué point par point.' },
            {
              title: 'Des mentions claires sur le crédit',
              text: 'Chaque mensualité affichée avec son exemple représentatif, son TAEG et son coût total.',
            },
          ],
        },
      ],
    },
    {
      id: 'reclamation',
      title: 'Si quelque chose ne va pas',
      blocks: [
        {
          kind: 'text',
          text: 'Écrivez-nous depuis le [formulaire de contact](/a-propos/contactez-nous) en indiquant votre référence : notre responsable qualité reprend chaque réclamation. Si le désaccord persiste, vous pouvez saisir gratuitement le médiateur de la consommation indiqué dans nos [conditions générales de vente](/conditions-generales-vente).',
        },
      ],
    },
  ],
  related: [
    { label: 'Notre histoire', to: '/a-propos/notre-histoire' },
    { label: 'L’équipe', to: '/a-propos/l-equipe' },
  ],
};
