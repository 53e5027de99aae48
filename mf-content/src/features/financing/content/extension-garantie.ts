import type { ArticleContent } from '../../../shared/content/types';

export const extensionGarantie: ArticleContent = {
  kind: 'article',
  path: '/financement/extension-garantie',
  title: 'Extension de garantie',
  description:
    'Prolongez la garantie de votre véhicule de 12 à 36 mois : pannes mécaniques, électriques et électroniques, pièces et main-d’œuvre, assistance.',
  kicker: 'Après l’achat',
  heading: 'L’extension de garantie',
  lead: 'Quand la garantie constructeur s’arrête, une réparation de boîte de vitesses ou d’électronique peut coûter cher. L’extension de garantie prend le relais, de 12 à 36 mois selon l’âge et le kilométrage du véhicule.',
  actions: [{ label: 'En parler à un conseiller', to: '/a-propos/contactez-nous?objet=sav' }],
  sections: [
    {
      id: 'couverture',
      title: 'Ce qui est couvert',
      blocks: [
        {
          kind: 'list',
          items: [
            'Moteur, boîte de vitesses, transmission',
            'Circuits électriques et électroniques, calculateurs',
            'Climatisation, direction, freinage (hors pièces d’usure)',
            'Pièces et main-d’œuvre, dans le réseau de garages agréés',
            'Assistance et dépannage',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Ce qui ne l’est pas',
          text: 'Les pièces d’usure (plaquettes, disques, embrayage, pneus), l’entretien courant et les dommages dus à un accident. Le détail figure dans la notice d’information remise avant la souscription.',
        },
      ],
    },
    {
      id: 'quand',
      title: 'Quand la souscrire ?',
      blocks: [
        {
          kind: 'text',
          text: 'À l’achat du véhicule, ou avant la fin de la garantie constructeur. Pour une occasion, elle complète la garantie légale de conformité. Elle reste attachée au véhicule : en cas de revente, elle passe au nouveau propriétaire, ce qui facilite la vente.',
        },
      ],
    },
  ],
  related: [
    { label: 'L’atelier après-vente', to: '/services/l-atelier-sav' },
    { label: 'Complémentaire auto', to: '/services/complementaire-auto-roole' },
  ],
};
