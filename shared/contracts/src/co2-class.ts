/**
 * CO2 class of the French energy label for cars (A to G, from the WLTP emissions in g/km), shown on
 * every vehicle ad with one of the mobility messages the law requires (décret 2021-1841).
 */
export const CO2_CLASSES = [
  { letter: 'A', max: 100, colour: '#00a651' },
  { letter: 'B', max: 120, colour: '#50b848' },
  { letter: 'C', max: 140, colour: '#bed630' },
  { letter: 'D', max: 160, colour: '#fff200' },
  { letter: 'E', max: 200, colour: '#fdb913' },
  { letter: 'F', max: 250, colour: '#f37021' },
  { letter: 'G', max: Infinity, colour: '#ed1c24' },
] as const;

export function co2Class(gramsPerKm: number) {
  return CO2_CLASSES.find((c) => gramsPerKm <= c.max)!;
}

export const MOBILITY_MESSAGES = [
  'Pour les trajets courts, privilégiez la marche ou le vélo. #SeDéplacerMoinsPolluer',
  'Pensez à covoiturer. #SeDéplacerMoinsPolluer',
  'Au quotidien, prenez les transports en commun. #SeDéplacerMoinsPolluer',
] as const;

/** One message per vehicle, stable for a given vehicle so the page does not change on reload. */
export const mobilityMessage = (vehicleId: number) => MOBILITY_MESSAGES[vehicleId % MOBILITY_MESSAGES.length]!;
