import type { ArticleContent } from '../../../shared/content/types';

export const achatVehiculesElectrique: ArticleContent = {
  kind: 'article',
  path: '/a-propos/services-aux-societes/achat-vehicules-electrique',
  title: 'Véhicules électriques de société : ce qu’il faut savoir',
  description:
    'Voitures et utilitaires électriques en entreprise : taxes annuelles, amortissement, avantage en nature, recharge au bureau et à domicile. Le point avant d’acheter.',
  kicker: 'Services aux sociétés',
  heading: 'Passer les véhicules de la société à l’électrique',
  lead: 'Moins de taxes, un amortissement plus favorable, un coût d’usage plus bas : pour beaucoup de sociétés, l’électrique est devenu le choix le plus économique. Encore faut-il qu’il colle aux usages.',
  actions: [
    { label: 'Voir les véhicules électriques', to: '/achat-par-energie/electrique' },
    { label: 'Parler à un conseiller', to: '/a-propos/contactez-nous?objet=professionnel' },
  ],
  sections: [
    {
      id: 'fiscalite',
      title: 'Ce que l’électrique change pour la société',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Taxes annuelles** : les voitures électriques sont exonérées des deux taxes annuelles sur les véhicules de tourisme utilisés par les sociétés (voir [notre guide sur l’ex-TVS](/a-propos/services-aux-societes/tout-savoir-sur-tvs)).',
            '**Amortissement** : le plafond d’amortissement déductible est plus élevé pour les véhicules qui émettent très peu de CO2 que pour les thermiques.',
            '**Avantage en nature** : pour un salarié qui utilise le véhicule à titre privé, l’avantage en nature d’une voiture électrique bénéficie d’un abattement, dans les limites fixées par l’Urssaf.',
            '**Énergie** : la TVA sur l’électricité utilisée pour recharger les véhicules de la société est récupérable.',
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Des règles qui évoluent',
          text: 'Plafonds, abattements et exonérations sont revus régulièrement par la loi de finances : vérifiez les montants de l’année avec votre expert-comptable ou sur impots.gouv.fr et urssaf.fr avant de décider.',
        },
      ],
    },
    {
      id: 'usages',
      title: 'L’électrique convient-il à vos usages ?',
      blocks: [
        {
          kind: 'text',
          text: 'Les trajets réguliers, prévisibles et de moins de 250 km par jour sont les plus simples à électrifier : tournées de livraison, interventions chez les clients, déplacements de commerciaux en région. Les très longs trajets quotidiens demandent plus d’organisation (recharge rapide, pauses).',
        },
        {
          kind: 'table',
          caption: 'Repères d’usage (ordre de grandeur, selon modèle et saison)',
          head: ['Usage', 'Kilométrage par jour', 'Recharge'],
          rows: [
            ['Tournée urbaine', 'moins de 150 km', 'La nuit au dépôt'],
            ['Artisan, interventions', '100 à 250 km', 'Au dépôt ou à domicile'],
            ['Commercial itinérant', 'plus de 300 km', 'Recharge rapide en journée'],
          ],
        },
      ],
    },
    {
      id: 'recharge',
      title: 'La recharge au bureau et à domicile',
      blocks: [
        {
          kind: 'text',
          text: 'Une borne sur le parking de la société permet de recharger la nuit au meilleur coût. Le programme Advenir peut prendre en charge une partie de l’installation de bornes pour les entreprises ; l’installateur doit être qualifié pour les infrastructures de recharge.',
        },
        {
          kind: 'text',
          text: 'Pour les salariés qui rentrent avec le véhicule, une borne à domicile prise en charge par l’employeur est possible : le coût de l’électricité peut alors être remboursé au salarié.',
        },
      ],
    },
    {
      id: 'accompagnement',
      title: 'Notre accompagnement',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Analyse des trajets',
              text: 'Nous partons de vos kilométrages réels pour proposer les modèles adaptés.',
            },
            {
              title: 'Coût total comparé',
              text: 'Achat ou location, taxes, énergie et entretien : comparaison avec votre véhicule actuel.',
            },
            { title: 'Essai', text: 'Essayez le véhicule sur vos trajets avant de décider.' },
            {
              title: 'Livraison et prise en main',
              text: 'Explications sur la recharge et l’autonomie à la remise des clés.',
            },
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Tout savoir sur l’ex-TVS', to: '/a-propos/services-aux-societes/tout-savoir-sur-tvs' },
    { label: 'TVA récupérable et financement', to: '/a-propos/services-aux-societes/tva-recuperable-et-financement' },
    { label: 'Essayer une Tesla', to: '/gamme-tesla/essai-tesla' },
  ],
};
