/**
 * DEMO DATA: delivery types, their price per department (euros TTC; null = on quote) and their
 * lead time per department (`deliveryLeadTime`, days; null = on quote). `delay_days` of a type is
 * its generic lead time, used only where a department has none.
 */
export const DELIVERY_TYPES = [
  {
    slug: 'retrait-centre-ecommoy',
    name: 'Retrait dans notre centre d’Écommoy (72)',
    description: 'Remise des clés sur rendez-vous dans notre centre de livraison, avec présentation du véhicule.',
    at_home: false,
    delay_days: 0,
  },
  {
    slug: 'livraison-domicile',
    name: 'Livraison à domicile',
    description: 'Livraison par camion plateau à l’adresse de votre choix, partout en France métropolitaine.',
    at_home: true,
    delay_days: 10,
  },
  {
    slug: 'livraison-centre-partenaire',
    name: 'Retrait dans un centre partenaire',
    description: 'Retrait dans l’un de nos centres partenaires proches de chez vous.',
    at_home: false,
    delay_days: 7,
  },
] as const;

/** Distance band from Écommoy (Sarthe) of each metropolitan department. */
const NEAR = ['72', '53', '61', '49', '37', '41', '28', '35', '44', '27', '14', '45', '86', '79', '85'];
const FAR = [
  '2A',
  '2B',
  '06',
  '04',
  '05',
  '83',
  '13',
  '84',
  '66',
  '11',
  '34',
  '30',
  '64',
  '65',
  '09',
  '31',
  '67',
  '68',
  '90',
  '25',
  '39',
  '01',
  '73',
  '74',
  '38',
  '26',
  '07',
  '48',
  '12',
  '15',
  '43',
  '63',
  '57',
  '54',
  '88',
  '70',
  '52',
  '55',
];

/**
 * Far south-east (Provence, Côte d’Azur, Alpes du Sud): the longest road trips from Écommoy.
 */
const SOUTH_EAST = ['06', '04', '05', '83', '13', '84'];
/** Sarthe's neighbours (adjacent departments). */
const NEIGHBOURS = ['53', '61', '49', '37', '41', '28'];

/**
 * Lead time in days between the complete order and the handover, from the distance of the
 * department from Sarthe (72), where the vehicles are prepared (demo figures):
 * - pickup in Écommoy: 0 days everywhere (as soon as the vehicle is ready);
 * - home delivery: 3 days in Sarthe, 4 in its neighbours, 5 in the rest of the near band (Bretagne,
 *   Normandie, Centre, Poitou, Vendée), 7 for the middle of France, 10 for the far band (Alsace,
 *   Lorraine, Alpes, Massif central, Sud-Ouest, Languedoc), 12 for the far south-east;
 *   Corsica and overseas: on quote (null), like the price;
 * - partner centre: one day less than at home in the near band (the truck serves the centre on its
 *   round), 6 days in the middle, 8 in the far band, 10 in the far south-east and 12 in Corsica;
 *   overseas on quote.
 */
type Band = 'sarthe' | 'neighbour' | 'near' | 'middle' | 'far' | 'south-east' | 'corsica' | 'overseas';

function bandOf(deptCode: string): Band {
  if (deptCode.length === 3) return 'overseas';
  if (deptCode === '2A' || deptCode === '2B') return 'corsica';
  if (deptCode === '72') return 'sarthe';
  if (NEIGHBOURS.includes(deptCode)) return 'neighbour';
  if (NEAR.includes(deptCode)) return 'near';
  if (SOUTH_EAST.includes(deptCode)) return 'south-east';
  if (FAR.includes(deptCode)) return 'far';
  return 'middle';
}

const HOME_DAYS: Record<Band, number | null> = {
  sarthe: 3,
  neighbour: 4,
  near: 5,
  middle: 7,
  far: 10,
  'south-east': 12,
  corsica: null,
  overseas: null,
};
const PARTNER_DAYS: Record<Band, number | null> = {
  sarthe: 2,
  neighbour: 3,
  near: 4,
  middle: 6,
  far: 8,
  'south-east': 10,
  corsica: 12,
  overseas: null,
};

export function deliveryLeadTime(typeSlug: string, deptCode: string): number | null {
  if (typeSlug === 'retrait-centre-ecommoy') return 0;
  const band = bandOf(deptCode);
  return typeSlug === 'livraison-centre-partenaire' ? PARTNER_DAYS[band] : HOME_DAYS[band];
}

export function deliveryPrice(typeSlug: string, deptCode: string): number | null {
  const overseas = deptCode.length === 3;
  if (typeSlug === 'retrait-centre-ecommoy') return 0;
  if (overseas) return null;
  if (typeSlug === 'livraison-centre-partenaire') return NEAR.includes(deptCode) ? 0 : 190;
  if (deptCode === '2A' || deptCode === '2B') return null;
  if (NEAR.includes(deptCode)) return deptCode === '72' ? 0 : 290;
  if (FAR.includes(deptCode)) return 690;
  return 490;
}
