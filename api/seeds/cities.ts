/**
 * Cities with an « achat utilitaire » landing page (/achat-utilitaire/{city}): real French cities
 * around our centre in Écommoy (Sarthe) and the larger cities of France. INSEE codes and postal
 * codes are the official ones (see localities.ts); the coordinates (town hall, WGS 84, rounded)
 * only give the distance from Écommoy shown on the page. The choice of cities is demo data.
 * Rows: [slug, name, postal code, INSEE code, latitude, longitude].
 */
export type CityRow = readonly [slug: string, name: string, postalCode: string, insee: string, lat: number, lon: number];

/** Our centre: Écommoy (72220). */
export const ECOMMOY = { lat: 47.829, lon: 0.273 } as const;

export const CITIES: readonly CityRow[] = [
  ['le-mans', 'Le Mans', '72000', '72181', 48.006, 0.2],
  ['la-fleche', 'La Flèche', '72200', '72154', 47.699, -0.076],
  ['sable-sur-sarthe', 'Sablé-sur-Sarthe', '72300', '72264', 47.84, -0.334],
  ['angers', 'Angers', '49000', '49007', 47.478, -0.563],
  ['saumur', 'Saumur', '49400', '49328', 47.26, -0.077],
  ['cholet', 'Cholet', '49300', '49099', 47.06, -0.879],
  ['tours', 'Tours', '37000', '37261', 47.394, 0.685],
  ['laval', 'Laval', '53000', '53130', 48.071, -0.773],
  ['mayenne', 'Mayenne', '53100', '53147', 48.303, -0.614],
  ['alencon', 'Alençon', '61000', '61001', 48.433, 0.091],
  ['blois', 'Blois', '41000', '41018', 47.586, 1.336],
  ['vendome', 'Vendôme', '41100', '41269', 47.793, 1.066],
  ['chartres', 'Chartres', '28000', '28085', 48.444, 1.489],
  ['orleans', 'Orléans', '45000', '45234', 47.903, 1.909],
  ['nantes', 'Nantes', '44000', '44109', 47.218, -1.554],
  ['saint-nazaire', 'Saint-Nazaire', '44600', '44184', 47.274, -2.214],
  ['rennes', 'Rennes', '35000', '35238', 48.117, -1.678],
  ['caen', 'Caen', '14000', '14118', 49.183, -0.371],
  ['evreux', 'Évreux', '27000', '27229', 49.027, 1.151],
  ['rouen', 'Rouen', '76000', '76540', 49.443, 1.099],
  ['le-havre', 'Le Havre', '76600', '76351', 49.494, 0.108],
  ['poitiers', 'Poitiers', '86000', '86194', 46.58, 0.34],
  ['niort', 'Niort', '79000', '79191', 46.324, -0.459],
  ['la-roche-sur-yon', 'La Roche-sur-Yon', '85000', '85191', 46.671, -1.426],
  ['la-rochelle', 'La Rochelle', '17000', '17300', 46.16, -1.151],
  ['vannes', 'Vannes', '56000', '56260', 47.658, -2.761],
  ['brest', 'Brest', '29200', '29019', 48.39, -4.486],
  ['bourges', 'Bourges', '18000', '18033', 47.081, 2.399],
  ['chateauroux', 'Châteauroux', '36000', '36044', 46.81, 1.691],
  ['limoges', 'Limoges', '87000', '87085', 45.834, 1.261],
  ['paris', 'Paris', '75001', '75056', 48.857, 2.352],
  ['amiens', 'Amiens', '80000', '80021', 49.894, 2.296],
  ['lille', 'Lille', '59000', '59350', 50.629, 3.057],
  ['reims', 'Reims', '51100', '51454', 49.258, 4.032],
  ['dijon', 'Dijon', '21000', '21231', 47.322, 5.042],
  ['strasbourg', 'Strasbourg', '67000', '67482', 48.573, 7.752],
  ['clermont-ferrand', 'Clermont-Ferrand', '63000', '63113', 45.777, 3.087],
  ['lyon', 'Lyon', '69001', '69123', 45.764, 4.836],
  ['bordeaux', 'Bordeaux', '33000', '33063', 44.838, -0.579],
  ['toulouse', 'Toulouse', '31000', '31555', 43.605, 1.444],
  ['montpellier', 'Montpellier', '34000', '34172', 43.611, 3.877],
  ['marseille', 'Marseille', '13001', '13055', 43.297, 5.37],
  ['nice', 'Nice', '06000', '06088', 43.71, 7.262],
];
