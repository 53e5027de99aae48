/**
 * DEMO DATA: delivery types and their price per department (euros TTC; null = on quote).
 */
export const DELIVERY_TYPES = [
  { slug: 'retrait-centre-ecommoy', name: 'Retrait dans notre centre d’Écommoy (72)', description: 'Remise des clés sur rendez-vous dans notre centre de livraison, avec présentation du véhicule.', at_home: false, delay_days: 0 },
  { slug: 'livraison-domicile', name: 'Livraison à domicile', description: 'Livraison par camion plateau à l’adresse de votre choix, partout en France métropolitaine.', at_home: true, delay_days: 10 },
  { slug: 'livraison-centre-partenaire', name: 'Retrait dans un centre partenaire', description: 'Retrait dans l’un de nos centres partenaires proches de chez vous.', at_home: false, delay_days: 7 },
] as const;

/** Distance band from Écommoy (Sarthe) of each metropolitan department. */
const NEAR = ['72', '53', '61', '49', '37', '41', '28', '35', '44', '27', '14', '45', '86', '79', '85'];
const FAR = ['2A', '2B', '06', '04', '05', '83', '13', '84', '66', '11', '34', '30', '64', '65', '09', '31', '67', '68', '90', '25', '39', '01', '73', '74', '38', '26', '07', '48', '12', '15', '43', '63', '57', '54', '88', '70', '52', '55'];

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
