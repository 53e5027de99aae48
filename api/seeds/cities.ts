/**
 * Cities with an « achat utilitaire » landing page (/achat-utilitaire/{city}): real French cities
 * around our centre in Écommoy (Sarthe) and the larger cities of France. INSEE codes and postal
 * codes are the official ones (see localities.ts); the coordinates (town hall, WGS 84, rounded)
 * only give the distance from Écommoy shown on the page. The choice of cities is demo data.
 * Rows: [slug, name, « à » form, postal code, INSEE code, latitude, longitude]. The « à » form is the
 * name after « à » with the article contracted, as titles read it: « au Mans », « au Havre »,
 * « à La Rochelle », « à Tours » (« aux Sables-d’Olonne » for a plural article).
 */
export type CityRow = readonly [
  slug: string,
  name: string,
  atName: string,
  postalCode: string,
  insee: string,
  lat: number,
  lon: number,
];

/** Our centre: Écommoy (72220). */
export const ECOMMOY = { lat: 47.829, lon: 0.273 } as const;

export const CITIES: readonly CityRow[] = [
  ['le-mans', 'Le Mans', 'au Mans', '72000', '72181', 48.006, 0.2],
  ['la-fleche', 'La Flèche', 'à La Flèche', '72200', '72154', 47.699, -0.076],
  ['sable-sur-sarthe', 'Sablé-sur-Sarthe', 'à Sablé-sur-Sarthe', '72300', '72264', 47.84, -0.334],
  ['angers', 'Angers', 'à Angers', '49000', '49007', 47.478, -0.563],
  ['saumur', 'Saumur', 'à Saumur', '49400', '49328', 47.26, -0.077],
  ['cholet', 'Cholet', 'à Cholet', '49300', '49099', 47.06, -0.879],
  ['tours', 'Tours', 'à Tours', '37000', '37261', 47.394, 0.685],
  ['laval', 'Laval', 'à Laval', '53000', '53130', 48.071, -0.773],
  ['mayenne', 'Mayenne', 'à Mayenne', '53100', '53147', 48.303, -0.614],
  ['alencon', 'Alençon', 'à Alençon', '61000', '61001', 48.433, 0.091],
  ['blois', 'Blois', 'à Blois', '41000', '41018', 47.586, 1.336],
  ['vendome', 'Vendôme', 'à Vendôme', '41100', '41269', 47.793, 1.066],
  ['chartres', 'Chartres', 'à Chartres', '28000', '28085', 48.444, 1.489],
  ['orleans', 'Orléans', 'à Orléans', '45000', '45234', 47.903, 1.909],
  ['nantes', 'Nantes', 'à Nantes', '44000', '44109', 47.218, -1.554],
  ['saint-nazaire', 'Saint-Nazaire', 'à Saint-Nazaire', '44600', '44184', 47.274, -2.214],
  ['rennes', 'Rennes', 'à Rennes', '35000', '35238', 48.117, -1.678],
  ['caen', 'Caen', 'à Caen', '14000', '14118', 49.183, -0.371],
  ['evreux', 'Évreux', 'à Évreux', '27000', '27229', 49.027, 1.151],
  ['rouen', 'Rouen', 'à Rouen', '76000', '76540', 49.443, 1.099],
  ['le-havre', 'Le Havre', 'au Havre', '76600', '76351', 49.494, 0.108],
  ['poitiers', 'Poitiers', 'à Poitiers', '86000', '86194', 46.58, 0.34],
  ['niort', 'Niort', 'à Niort', '79000', '79191', 46.324, -0.459],
  ['la-roche-sur-yon', 'La Roche-sur-Yon', 'à La Roche-sur-Yon', '85000', '85191', 46.671, -1.426],
  ['la-rochelle', 'La Rochelle', 'à La Rochelle', '17000', '17300', 46.16, -1.151],
  ['vannes', 'Vannes', 'à Vannes', '56000', '56260', 47.658, -2.761],
  ['brest', 'Brest', 'à Brest', '29200', '29019', 48.39, -4.486],
  ['bourges', 'Bourges', 'à Bourges', '18000', '18033', 47.081, 2.399],
  ['chateauroux', 'Châteauroux', 'à Châteauroux', '36000', '36044', 46.81, 1.691],
  ['limoges', 'Limoges', 'à Limoges', '87000', '87085', 45.834, 1.261],
  ['paris', 'Paris', 'à Paris', '75001', '75056', 48.857, 2.352],
  ['amiens', 'Amiens', 'à Amiens', '80000', '80021', 49.894, 2.296],
  ['lille', 'Lille', 'à Lille', '59000', '59350', 50.629, 3.057],
  ['reims', 'Reims', 'à Reims', '51100', '51454', 49.258, 4.032],
  ['dijon', 'Dijon', 'à Dijon', '21000', '21231', 47.322, 5.042],
  ['strasbourg', 'Strasbourg', 'à Strasbourg', '67000', '67482', 48.573, 7.752],
  ['clermont-ferrand', 'Clermont-Ferrand', 'à Clermont-Ferrand', '63000', '63113', 45.777, 3.087],
  ['lyon', 'Lyon', 'à Lyon', '69001', '69123', 45.764, 4.836],
  ['bordeaux', 'Bordeaux', 'à Bordeaux', '33000', '33063', 44.838, -0.579],
  ['toulouse', 'Toulouse', 'à Toulouse', '31000', '31555', 43.605, 1.444],
  ['montpellier', 'Montpellier', 'à Montpellier', '34000', '34172', 43.611, 3.877],
  ['marseille', 'Marseille', 'à Marseille', '13001', '13055', 43.297, 5.37],
  ['nice', 'Nice', 'à Nice', '06000', '06088', 43.71, 7.262],
];
