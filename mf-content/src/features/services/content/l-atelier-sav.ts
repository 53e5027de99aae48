import type { ArticleContent } from '../../../shared/content/types';

export const lAtelierSav: ArticleContent = {
  kind: 'article',
  path: '/services/l-atelier-sav',
  title: 'L’atelier après-vente',
  description:
    'Entretien, révisions constructeur, réparations, pneumatiques et véhicules électriques : notre atelier d’Écommoy entretient votre véhicule, garantie constructeur préservée.',
  kicker: 'Après l’achat',
  heading: 'L’atelier après-vente d’Écommoy',
  lead: 'Notre atelier entretient et répare les véhicules de toutes marques, que vous les ayez achetés chez nous ou non. Les révisions suivent le programme du constructeur : votre garantie est préservée.',
  actions: [
    { label: 'Prendre rendez-vous à l’atelier', to: '/services/prise-rendez-vous-en-ligne' },
    { label: 'Nous appeler', to: '/a-propos/contactez-nous?objet=sav' },
  ],
  sections: [
    {
      id: 'prestations',
      title: 'Nos prestations',
      blocks: [
        {
          kind: 'list',
          items: [
            'Révisions selon le carnet du constructeur, avec pièces d’origine ou de qualité équivalente',
            'Freinage, distribution, embrayage, climatisation',
            'Pneumatiques, géométrie',
            'Diagnostic électronique et mises à jour',
            'Véhicules électriques et hybrides : techniciens habilités aux interventions haute tension',
            'Préparation au contrôle technique',
          ],
        },
      ],
    },
    {
      id: 'garantie',
      title: 'Et la garantie constructeur ?',
      blocks: [
        {
          kind: 'text',
          text: 'Depuis le règlement européen sur la distribution automobile, vous pouvez faire entretenir votre véhicule dans le garage de votre choix sans perdre la garantie constructeur, à condition de respecter le programme d’entretien et d’utiliser des pièces de qualité équivalente. Chaque intervention est inscrite sur votre carnet d’entretien.',
        },
      ],
    },
    {
      id: 'pratique',
      title: 'En pratique',
      blocks: [
        {
          kind: 'list',
          items: [
            'Devis remis et accepté avant tout travail',
            'Véhicule de courtoisie sur réservation',
            'Atelier ouvert du lundi au samedi',
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Extension de garantie', to: '/financement/extension-garantie' },
    { label: 'Nos engagements', to: '/services/nos-engagements' },
  ],
};
