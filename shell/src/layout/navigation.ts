// The site's main navigation and footer links (every target is a route of docs/spec-notes.md §2).
export interface NavLinkItem {
  label: string;
  to: string;
}

export const MAIN_NAV: NavLinkItem[] = [
  { label: 'Acheter', to: '/achat' },
  { label: 'Occasions', to: '/achat/occasion' },
  { label: 'Utilitaires', to: '/achat/utilitaires' },
  { label: 'Leasing', to: '/financement/leasing-voitures' },
  { label: 'Financement', to: '/financement' },
  { label: 'Reprise', to: '/reprise-voiture' },
  { label: 'Services', to: '/services' },
];

export const FOOTER_COLUMNS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Acheter',
    links: [
      { label: 'Tout notre stock', to: '/achat' },
      { label: 'Véhicules 0 km', to: '/achat/vehicule-0km' },
      { label: 'Nouveautés', to: '/achat/nouveautes' },
      { label: 'Offres du moment', to: '/achat/offre-du-moment' },
      { label: 'Électriques et hybrides', to: '/achat-par-energie/electrique-hybride' },
      { label: 'Prime à la conversion', to: '/achat/prime-a-la-conversion' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Livraison à domicile', to: '/services/livraison-domicile' },
      { label: 'Achat à distance', to: '/services/achats-a-distance' },
      { label: 'Reprise de votre véhicule', to: '/reprise-voiture' },
      { label: 'Financement et LOA', to: '/financement' },
      { label: 'Extension de garantie', to: '/financement/extension-garantie' },
      { label: 'Aménagement d’utilitaires', to: '/services/amenagement-utilitaires' },
    ],
  },
  {
    title: 'Glinche Automobiles',
    links: [
      { label: 'Notre histoire', to: '/a-propos/notre-histoire' },
      { label: 'Mandataire automobile', to: '/a-propos/mandataire-automobile' },
      { label: 'Professionnels et sociétés', to: '/a-propos/services-aux-professionnels' },
      { label: 'Questions fréquentes', to: '/a-propos/faq' },
      { label: 'Nous contacter', to: '/a-propos/contactez-nous' },
      { label: 'Plan du site', to: '/plan-du-site' },
    ],
  },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: 'Mentions légales', to: '/mentions-legales' },
  { label: 'Conditions générales de vente', to: '/conditions-generales-vente' },
  { label: 'Données personnelles', to: '/politique-confidentialite-protection-donnees' },
  { label: 'Cookies', to: '/politique-utilisation-cookies' },
  // The RGAA asks for the state of conformity in the link itself, on every page.
  { label: 'Accessibilité : non conforme', to: '/accessibilite' },
];
