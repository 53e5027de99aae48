import type { RouteManifest } from '@ga/contracts';

/** The order of the groups; a group a manifest adds later comes after them. */
export const SECTIONS = [
  'Acheter un véhicule',
  'Financement',
  'Vendre ou faire reprendre',
  'Nos services',
  'La gamme Tesla',
  'Professionnels et sociétés',
  'Glinche Automobiles',
  'Aide et questions fréquentes',
  'Informations légales',
];

export interface SiteMapSection {
  section: string;
  links: { path: string; label: string }[];
}

/**
 * The groups of /plan-du-site from the live route manifests: their listed public pages, by
 * section, labelled with their title. Pages of a visitor's own space (public: false) never show.
 */
export function siteMapSections(manifests: RouteManifest[]): SiteMapSection[] {
  const entries = manifests.flatMap((m) => m.routes.filter((r) => r.listed !== false && r.public !== false));
  const sections = [...new Set([...SECTIONS, ...entries.map((e) => e.section)])].filter((s) =>
    entries.some((e) => e.section === s),
  );
  return sections.map((section) => ({
    section,
    links: entries.filter((e) => e.section === section).map((e) => ({ path: e.path, label: e.title })),
  }));
}
