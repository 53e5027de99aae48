/**
 * Titles and descriptions of the catalogue's listing pages: one source for the pages and for the
 * route manifest the site server reads (src/route-manifest.ts).
 */
export const ALL_STOCK_HEAD = {
  title: 'Tous nos véhicules en stock',
  description: 'Voitures et utilitaires neufs, 0 km et d’occasion, livrés partout en France.',
};

export const energyHead = (label: string) => ({
  title: `Véhicules ${label}`,
  description: `Nos véhicules ${label.toLowerCase()} neufs, 0 km et d’occasion.`,
});

/** /achat/{category}/{type?}: « Voitures neuves et d’occasion », « Utilitaires : Fourgon » (agreed in gender). */
export function categoryHead(category: string, typeLabel?: string) {
  const vans = category === 'utilitaires';
  const label = vans ? 'Utilitaires' : 'Voitures';
  const title = typeLabel ? `${label} : ${typeLabel}` : `${label} ${vans ? 'neufs' : 'neuves'} et d’occasion`;
  return { title, description: `${title} en stock, ${vans ? 'livrés' : 'livrées'} partout en France.` };
}
