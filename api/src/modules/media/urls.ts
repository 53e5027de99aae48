/** Absolute URLs of the images the API draws itself: photos and illustrations as WebP (raster.ts). */
export const vehicleImageUrl = (base: string, vehicleId: number, frame: number) =>
  `${base}/media/vehicles/${vehicleId}/${frame}.webp`;
export const illustrationUrl = (base: string, name: string) => `${base}/media/illustrations/${name}.webp`;
/** Frame `index` (0-based) of a vehicle's 360° view. */
export const turntableFrameUrl = (base: string, vehicleId: number, index: number) =>
  `${base}/media/vehicles/${vehicleId}/360/${index}.svg`;
