import type { ArticleContent } from '../../../shared/content/types';

export const complementaireAuto: ArticleContent = {
  kind: 'article',
  path: '/services/complementaire-auto-roole',
  title: 'Complémentaire auto',
  description:
    'Une complémentaire à votre assurance auto : franchise remboursée, valeur à neuf, assistance, protection du conducteur. Ce qu’elle couvre et comment y souscrire.',
  kicker: 'Services',
  heading: 'La complémentaire auto : ce que votre assurance ne couvre pas',
  lead: 'Votre assurance auto laisse souvent une franchise à votre charge et rembourse votre véhicule à sa valeur du jour. Une complémentaire comble ces écarts, quelle que soit votre compagnie d’assurance.',
  actions: [{ label: 'En parler à un conseiller', to: '/a-propos/contactez-nous?objet=financement' }],
  sections: [
    {
      id: 'garanties',
      title: 'Les garanties possibles',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Franchise remboursée',
              text: 'La franchise laissée à votre charge après un sinistre est remboursée, dans la limite du contrat.',
            },
            {
              title: 'Valeur à neuf',
              text: 'En cas de vol ou de destruction dans les premières années, une indemnité complète l’écart entre la valeur du jour et le prix d’achat.',
            },
            { title: 'Assistance étendue', text: 'Dépannage dès le domicile, véhicule de remplacement, rapatriement.' },
            {
              title: 'Protection du conducteur',
              text: 'Les dommages corporels du conducteur responsable, que l’assurance au tiers ne couvre pas.',
            },
          ],
        },
      ],
    },
    {
      id: 'souscrire',
      title: 'Comment souscrire ?',
      blocks: [
        {
          kind: 'text',
          text: 'La complémentaire est proposée au moment de la commande, par l’intermédiaire d’un partenaire assureur. Elle s’ajoute à votre assurance auto obligatoire, qu’elle ne remplace pas. Les garanties exactes, les exclusions et le prix figurent dans le document d’information remis avant toute souscription.',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Intermédiaire en assurance',
          text: 'Nous intervenons comme intermédiaire ; notre numéro d’immatriculation à l’ORIAS figure dans les [mentions légales](/mentions-legales).',
        },
      ],
    },
  ],
  related: [
    { label: 'Extension de garantie', to: '/financement/extension-garantie' },
    { label: 'Nos partenaires', to: '/a-propos/partenaires' },
  ],
};
