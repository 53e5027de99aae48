/**
 * The page table of mf-content: every page of the editorial area, once (docs/spec-notes.md §2:
 * about, FAQ, partners, services, legal pages, site map, the Tesla range, form pages, financing
 * pages). routes.tsx and the route manifest (route-manifest.ts) are built from it. A new content
 * page is its content file (features/<area>/content/<slug>.ts, which holds its path, title and
 * description) and one line here that imports it lazily.
 *
 * `ssr` (server rendering, PageTableEntry): true for the pages that read content the same for every
 * visitor; false for forms (contact, appointment, test drive, form pages) and for the pages opened
 * from an e-mail link, whose first view depends on a token.
 */
import type { OfferKind } from '@ga/contracts';
import type { ArticleContent } from './shared/content/types';
import { FAQ_THEMES } from './features/faq/content/themes';
import { article, component, contentComponent, faqTheme, legal, withProps } from './page-kinds';

/**
 * A page component described in the manifest: its head is in shared/page-heads.ts, which the page
 * reads, so that its text stays out of the routes chunk (the area's first download).
 */
const OWN_HEAD = 'content';
/** A form: rendered empty on the server like any public page, filled in the browser. */
const FORM = {} as const;
/** Opened from an e-mail: a token in the address, nothing to describe nor to list. */
const LINK = { listed: false, ssr: false } as const;

const financingKind = (kind: OfferKind) => async (page: ArticleContent) =>
  withProps((await import('./features/financing/pages/financing-pages')).FinancingKindPage, { page, kind });

export const PAGES = [
  article('/a-propos', () => import('./features/about/content/a-propos')),
  component(
    '/a-propos/contactez-nous',
    OWN_HEAD,
    async () => (await import('./features/contact/pages/contact-page')).ContactPage,
    FORM,
  ),
  article('/a-propos/glincheland', () => import('./features/about/content/glincheland')),
  component('/a-propos/l-equipe', OWN_HEAD, async () => (await import('./features/team/team-page')).TeamPage),
  article('/a-propos/mandataire-automobile', () => import('./features/about/content/mandataire-automobile')),
  article('/a-propos/notre-histoire', () => import('./features/about/content/notre-histoire')),
  component('/a-propos/revue-de-presse', OWN_HEAD, async () => (await import('./features/press/press-page')).PressPage),
  article(
    '/a-propos/services-aux-professionnels',
    () => import('./features/business/content/services-aux-professionnels'),
  ),
  component(
    '/a-propos/newsletter/confirmation',
    undefined,
    async () => (await import('./features/newsletter/pages/newsletter-link-pages')).NewsletterConfirmPage,
    LINK,
  ),
  component(
    '/a-propos/newsletter/desinscription',
    undefined,
    async () => (await import('./features/newsletter/pages/newsletter-link-pages')).NewsletterUnsubscribePage,
    LINK,
  ),
  component(
    '/a-propos/faq',
    OWN_HEAD,
    async () => (await import(/* webpackChunkName: "page-faq" */ './features/faq/pages/faq-pages')).FaqHubPage,
    { chunk: 'page-faq' },
  ),
  ...FAQ_THEMES.map(faqTheme),
  component(
    '/a-propos/partenaires',
    OWN_HEAD,
    async () => (await import('./features/partners/pages/partners-page')).PartnersPage,
  ),
  component(
    '/a-propos/partenaires/:slug',
    undefined,
    async () => (await import('./features/partners/pages/partner-page')).PartnerPage,
  ),
  article('/a-propos/services-aux-societes', () => import('./features/business/content/services-aux-societes')),
  article(
    '/a-propos/services-aux-societes/achat-vehicules-electrique',
    () => import('./features/business/content/achat-vehicules-electrique'),
  ),
  article(
    '/a-propos/services-aux-societes/tout-savoir-sur-tvs',
    () => import('./features/business/content/tout-savoir-sur-tvs'),
  ),
  article(
    '/a-propos/services-aux-societes/tva-recuperable-et-financement',
    () => import('./features/business/content/tva-recuperable-et-financement'),
  ),
  legal('/conditions-generales-vente', () => import('./features/legal/content/conditions-generales-vente')),
  legal('/mentions-legales', () => import('./features/legal/content/mentions-legales')),
  legal('/accessibilite', () => import('./features/legal/content/accessibilite')),
  component('/plan-du-site', OWN_HEAD, async () => (await import('./features/site-map/site-map-page')).SiteMapPage),
  legal(
    '/politique-confidentialite-protection-donnees',
    () => import('./features/legal/content/politique-confidentialite-protection-donnees'),
  ),
  // The cookie policy is the legal template plus the button that reopens the consent choices.
  {
    ...contentComponent(
      '/politique-utilisation-cookies',
      () => import('./features/legal/content/politique-utilisation-cookies'),
      async () => (await import('./features/legal/pages/cookie-policy-page')).CookiePolicyPage,
    ),
    kind: 'template' as const,
  },
  component(
    '/formulaire/:slug',
    undefined,
    async () => (await import('./features/form-pages/pages/form-page')).FormPagePage,
    { ...FORM, handle: { layout: 'form' } },
  ),
  contentComponent(
    '/financement',
    () => import('./features/financing/content/financement'),
    async (page: ArticleContent) =>
      withProps((await import('./features/financing/pages/financing-pages')).FinancingHubPage, { page }),
  ),
  contentComponent(
    '/financement/achat-voiture-credit',
    () => import('./features/financing/content/achat-voiture-credit'),
    financingKind('credit'),
  ),
  article(
    '/financement/credit-bail-voiture-professionnel',
    () => import('./features/financing/content/credit-bail-voiture-professionnel'),
  ),
  article('/financement/extension-garantie', () => import('./features/financing/content/extension-garantie')),
  contentComponent('/financement/loa', () => import('./features/financing/content/loa'), financingKind('loa')),
  component(
    '/gamme-tesla',
    OWN_HEAD,
    async () => (await import('./features/tesla/pages/tesla-range-page')).TeslaRangePage,
  ),
  component(
    '/gamme-tesla/essai-tesla',
    OWN_HEAD,
    async () => (await import('./pages/test-drive-pages')).TestDrivePage,
    FORM,
  ),
  component('/gamme-tesla/model-3', OWN_HEAD, async () =>
    withProps((await import('./features/tesla/pages/tesla-model-page')).TeslaModelPage, { slug: 'tesla-model-3' }),
  ),
  component(
    '/gamme-tesla/model-3/Formulaire',
    OWN_HEAD,
    async () => withProps((await import('./pages/test-drive-pages')).TestDriveFormPage, { slug: 'tesla-model-3' }),
    { ...FORM, listed: false },
  ),
  component('/gamme-tesla/model-y', OWN_HEAD, async () =>
    withProps((await import('./features/tesla/pages/tesla-model-page')).TeslaModelPage, { slug: 'tesla-model-y' }),
  ),
  component(
    '/gamme-tesla/model-y/Formulaire',
    OWN_HEAD,
    async () => withProps((await import('./pages/test-drive-pages')).TestDriveFormPage, { slug: 'tesla-model-y' }),
    { ...FORM, listed: false },
  ),
  component(
    '/gamme-tesla/EtiquetteAIcon',
    OWN_HEAD,
    async () => (await import('./features/tesla/pages/energy-label-page')).EnergyLabelPage,
  ),
  article('/services', () => import('./features/services/content/services')),
  article('/services/achats-a-distance', () => import('./features/services/content/achats-a-distance')),
  article('/services/aides-a-l-achat', () => import('./features/services/content/aides-a-l-achat')),
  article('/services/amenagement-utilitaires', () => import('./features/services/content/amenagement-utilitaires')),
  article(
    '/services/amenagement-utilitaires/kit-fourgon-amenage',
    () => import('./features/services/content/kit-fourgon-amenage'),
  ),
  article('/services/complementaire-auto-roole', () => import('./features/services/content/complementaire-auto-roole')),
  article('/services/l-atelier-sav', () => import('./features/services/content/l-atelier-sav')),
  contentComponent(
    '/services/livraison-domicile',
    () => import('./features/services/content/livraison-domicile'),
    async (page: ArticleContent) =>
      withProps((await import('./features/delivery/pages/delivery-hub-page')).DeliveryHubPage, { page }),
  ),
  component(
    '/services/livraison-domicile/:slug',
    undefined,
    async () => (await import('./features/delivery/pages/department-delivery-page')).DepartmentDeliveryPage,
  ),
  article('/services/nos-engagements', () => import('./features/services/content/nos-engagements')),
  component(
    '/services/prise-rendez-vous-en-ligne',
    OWN_HEAD,
    async () => (await import('./features/appointments/pages/appointment-page')).AppointmentPage,
    FORM,
  ),
  component(
    '/services/prise-rendez-vous-en-ligne/confirmation',
    undefined,
    async () => (await import('./features/appointments/pages/appointment-link-pages')).AppointmentConfirmPage,
    LINK,
  ),
  component(
    '/services/prise-rendez-vous-en-ligne/annulation',
    undefined,
    async () => (await import('./features/appointments/pages/appointment-link-pages')).AppointmentCancelPage,
    LINK,
  ),
  article(
    '/services/protection-peinture-wax-pro',
    () => import('./features/services/content/protection-peinture-wax-pro'),
  ),
  article(
    '/services/reconditionnement-vehicules',
    () => import('./features/services/content/reconditionnement-vehicules'),
  ),
  article('/services/vehicule-disponible-24h', () => import('./features/services/content/vehicule-disponible-24h')),
];
