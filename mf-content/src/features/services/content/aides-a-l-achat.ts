import type { ArticleContent } from '../../../shared/content/types';

export const aidesALAchat: ArticleContent = {
  kind: 'article',
  path: '/services/aides-a-l-achat',
  title: 'Aides à l’achat d’un véhicule',
  description:
    'Prime à la conversion, aides des collectivités, leasing social, prime CEE pour l’électrique : les aides à l’achat d’une voiture et comment nous vous aidons à les obtenir.',
  kicker: 'Services',
  heading: 'Les aides à l’achat d’un véhicule propre',
  lead: 'Selon votre situation, votre lieu de vie et le véhicule choisi, l’État, les collectivités ou les fournisseurs d’énergie peuvent réduire la facture. Nous vérifions avec vous ce à quoi vous avez droit.',
  actions: [
    { label: 'Véhicules éligibles à la prime', to: '/achat/prime-a-la-conversion' },
    { label: 'Véhicules électriques', to: '/achat-par-energie/electrique' },
  ],
  sections: [
    {
      id: 'aides',
      title: 'Les principales aides',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Prime à la conversion',
              text: 'Contre la mise au rebut d’un vieux véhicule, pour l’achat d’un véhicule peu émetteur, sous conditions de ressources et de véhicule.',
            },
            {
              title: 'Prime « coup de pouce » véhicules électriques',
              text: 'Financée par les certificats d’économies d’énergie (CEE), pour l’achat ou la location d’une voiture électrique neuve éligible.',
            },
            {
              title: 'Aides locales',
              text: 'Certaines régions, métropoles et communes ajoutent leur propre aide, notamment dans les zones à faibles émissions.',
            },
            {
              title: 'Leasing social',
              text: 'Une location longue durée de voiture électrique à loyer réduit, réservée aux ménages modestes qui roulent beaucoup pour travailler, lors des périodes d’ouverture fixées par l’État.',
            },
          ],
        },
      ],
    },
    {
      id: 'conditions',
      title: 'Des conditions qui changent souvent',
      blocks: [
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Vérifiez les montants du moment',
          text: 'Montants, plafonds de ressources et véhicules éligibles sont modifiés régulièrement par décret. Les conditions officielles sont publiées sur le site du ministère chargé de l’écologie et sur service-public.fr.',
        },
        {
          kind: 'text',
          text: 'Un véhicule n’est éligible qu’à certaines conditions (prix, émissions, score environnemental pour les électriques) : la fiche de chaque véhicule de notre stock indique s’il peut en bénéficier.',
        },
      ],
    },
    {
      id: 'notre-aide',
      title: 'Comment nous vous aidons',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nous vérifions l’éligibilité du véhicule et de votre situation avant la commande',
            'Nous avançons la prime à la conversion quand c’est possible : elle est déduite du prix sur la facture',
            'Nous organisons la destruction de l’ancien véhicule par un centre agréé',
            'Nous vous remettons les pièces à joindre pour les aides locales',
          ],
        },
      ],
    },
  ],
  related: [
    { label: 'Passer à l’électrique en entreprise', to: '/a-propos/services-aux-societes/achat-vehicules-electrique' },
    { label: 'Financer votre véhicule', to: '/financement' },
  ],
};
