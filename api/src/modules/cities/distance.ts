/**
 * Distance as the crow flies from our centre in Écommoy (Sarthe), rounded to 5 km.
 */

/** Écommoy (72220), town hall, WGS 84. */
export const ECOMMOY = { lat: 47.829, lon: 0.273 } as const;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceFromEcommoyKm(lat: number, lon: number): number {
  const dLat = rad(lat - ECOMMOY.lat);
  const dLon = rad(lon - ECOMMOY.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(ECOMMOY.lat)) * Math.cos(rad(lat)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
  return Math.round(km / 5) * 5;
}
