import type { ArticleContent } from '../../../shared/content/types';

export const toutSavoirSurTvs: ArticleContent = {
  kind: 'article',
  path: '/a-propos/services-aux-societes/tout-savoir-sur-tvs',
  title: 'Ex-TVS : les taxes annuelles sur les véhicules de société',
  description:
    'Depuis 2022, la taxe sur les véhicules de sociétés (TVS) est remplacée par deux taxes annuelles : CO2 et ancienneté. Qui paie, pour quels véhicules, quand déclarer.',
  kicker: 'Services aux sociétés',
  heading: 'Tout savoir sur l’ex-TVS',
  lead: 'La taxe sur les véhicules de sociétés a laissé place, depuis le 1er janvier 2022, à deux taxes annuelles. Le principe est le même : une société paie pour les véhicules de tourisme qu’elle utilise.',
  actions: [{ label: 'Comparer avec un conseiller', to: '/a-propos/contactez-nous?objet=professionnel' }],
  sections: [
    {
      id: 'deux-taxes',
      title: 'Deux taxes au lieu d’une',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Taxe annuelle sur les émissions de CO2',
              text: 'Son montant dépend des émissions de CO2 du véhicule (ou de sa puissance fiscale pour les véhicules plus anciens), selon un barème progressif.',
            },
            {
              title: 'Taxe annuelle sur les polluants atmosphériques',
              text: 'Elle dépend de la catégorie du véhicule, selon son énergie et l’âge de sa motorisation : électrique et hydrogène, essence et hybrides, diesel.',
            },
          ],
        },
        {
          kind: 'text',
          text: 'Chaque taxe est due au prorata de la durée d’utilisation du véhicule par la société pendant l’année (en jours).',
        },
      ],
    },
    {
      id: 'qui',
      title: 'Qui paie, pour quels véhicules ?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les sociétés et autres personnes morales qui utilisent des véhicules de tourisme pour leur activité économique : véhicules possédés, pris en location longue durée, ou appartenant à des salariés et dirigeants qui se font rembourser leurs frais kilométriques.',
            'Sont concernées les voitures particulières (catégorie M1) et certaines camionnettes (N1) conçues pour transporter des personnes, comme les pick-up à double cabine de cinq places et plus.',
            'Les entrepreneurs individuels ne sont pas redevables.',
            'Les utilitaires affectés au transport de marchandises n’entrent pas dans le champ de ces taxes.',
          ],
        },
      ],
    },
    {
      id: 'exonerations',
      title: 'Les principales exonérations',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les véhicules électriques et à hydrogène (catégorie la plus favorable) ne paient ni l’une ni l’autre taxe.',
            'Les véhicules destinés à la location, à la vente, à l’enseignement de la conduite, au transport public de personnes (taxis, VTC) ou aux compétitions sportives.',
            'Les véhicules accessibles en fauteuil roulant.',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Hybrides : plus d’exonération',
          text: 'L’exonération temporaire dont bénéficiaient certains véhicules hybrides a pris fin : ils paient désormais les deux taxes, selon leurs émissions.',
        },
      ],
    },
    {
      id: 'declaration',
      title: 'Quand déclarer et payer ?',
      blocks: [
        {
          kind: 'text',
          text: 'Les deux taxes sont déclarées et payées une fois par an, en janvier, pour l’année écoulée : sur l’annexe 3310-A de la déclaration de TVA pour les entreprises au régime réel normal, ou sur la déclaration annuelle CA12 pour celles au régime simplifié. Les entreprises non redevables de la TVA utilisent le formulaire n° 3517.',
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Barèmes de l’année',
          text: 'Les tarifs changent chaque année avec la loi de finances : ils sont publiés au Bulletin officiel des finances publiques et sur impots.gouv.fr. Nos conseillers vous donnent une estimation pour chaque véhicule de votre devis.',
        },
      ],
    },
  ],
  related: [
    { label: 'Passer la flotte à l’électrique', to: '/a-propos/services-aux-societes/achat-vehicules-electrique' },
    { label: 'TVA récupérable et financement', to: '/a-propos/services-aux-societes/tva-recuperable-et-financement' },
  ],
};
