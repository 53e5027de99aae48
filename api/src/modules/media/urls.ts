/** Absolute URLs of the images the API draws itself. */
export const vehicleImageUrl = (base: string, vehicleId: number, frame: number) => `${base}/media/vehicles/${vehicleId}/${frame}.svg`;
export const illustrationUrl = (base: string, name: string) => `${base}/media/illustrations/${name}.svg`;
/** Frame `index` (0-based) of a vehicle's 360° view. */
export const turntableFrameUrl = (base: string, vehicleId: number, index: number) => `${base}/media/vehicles/${vehicleId}/360/${index}.svg`;
