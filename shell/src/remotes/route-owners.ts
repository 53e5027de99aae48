// Which remote owns which URL prefix (docs/architecture.md "Route ownership"). The shell knows only
// this table; each remote exposes the routes of its own subtree. Most specific prefix wins.
// The staff area (mf-staff, docs/staff.md) is owned here like any remote, but no public page links
// to it, preloads it or lists it: its route manifest is empty (mf-staff/src/route-manifest.ts).
export type RemoteName = 'mf-catalogue' | 'mf-account' | 'mf-tradein' | 'mf-content' | 'mf-staff';

export const REMOTES: readonly RemoteName[] = ['mf-catalogue', 'mf-account', 'mf-tradein', 'mf-content', 'mf-staff'];

/** A prefix ending in '-' matches the start of a segment (e.g. /financement/leasing-utilitaires). */
const OWNERS: ReadonlyArray<[prefix: string, remote: RemoteName]> = [
  ['/achat', 'mf-catalogue'],
  ['/achat-par-energie', 'mf-catalogue'],
  ['/achat-par-marque', 'mf-catalogue'],
  ['/achat-par-modele', 'mf-catalogue'],
  ['/achat-utilitaire', 'mf-catalogue'],
  ['/financement/leasing-', 'mf-catalogue'],
  ['/evenement', 'mf-catalogue'],
  ['/promotion', 'mf-catalogue'],
  ['/connexion', 'mf-account'],
  ['/inscription', 'mf-account'],
  ['/mot-de-passe-oublie', 'mf-account'],
  ['/mon-compte', 'mf-account'],
  ['/reprise-voiture', 'mf-tradein'],
  ['/devis-reprise', 'mf-tradein'],
  ['/a-propos', 'mf-content'],
  ['/services', 'mf-content'],
  ['/financement', 'mf-content'],
  ['/gamme-tesla', 'mf-content'],
  ['/formulaire', 'mf-content'],
  ['/conditions-generales-vente', 'mf-content'],
  ['/mentions-legales', 'mf-content'],
  ['/accessibilite', 'mf-content'],
  ['/plan-du-site', 'mf-content'],
  ['/politique-confidentialite-protection-donnees', 'mf-content'],
  ['/politique-utilisation-cookies', 'mf-content'],
  ['/espace-conseiller', 'mf-staff'],
];

const BY_SPECIFICITY = [...OWNERS].sort((a, b) => b[0].length - a[0].length);

function matches(prefix: string, path: string): boolean {
  if (prefix.endsWith('-')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function ownerOf(pathname: string): RemoteName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_SPECIFICITY.find(([prefix]) => matches(prefix, path))?.[1];
}

/** MF container name of a remote: mf-catalogue → mf_catalogue. */
export const containerOf = (remote: RemoteName) => remote.replace(/-/g, '_');
