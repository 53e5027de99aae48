import type { RouteObject } from '@ga/core';
import type { ArticleContent, LegalContent } from './content/types';

/** A content page: its template and its content load together, lazily (one chunk per page). */
const article = (path: string, load: () => Promise<ArticleContent>): RouteObject => ({
  path,
  lazy: async () => {
    const [{ ArticleTemplate }, page] = await Promise.all([import('./templates/article-template'), load()]);
    return { Component: () => <ArticleTemplate page={page} /> };
  },
});
const legal = (path: string, load: () => Promise<LegalContent>): RouteObject => ({
  path,
  lazy: async () => {
    const [{ LegalTemplate }, page] = await Promise.all([import('./templates/legal-template'), load()]);
    return { Component: () => <LegalTemplate page={page} /> };
  },
});
/** A page component of a feature, loaded with its route. */
const page = (path: string, load: () => Promise<{ Component: RouteObject['Component'] }>, extra: Partial<RouteObject> = {}): RouteObject => ({ path, lazy: load, ...extra } as RouteObject);
const faqCategory = (slug: string): RouteObject => ({
  path: `/a-propos/faq/${slug}`,
  lazy: async () => {
    const [{ FaqCategoryPage }, { FAQ_CATEGORIES }] = await Promise.all([import(/* webpackChunkName: "page-faq" */ './features/faq/pages/faq-pages'), import('./features/faq/content')]);
    const category = FAQ_CATEGORIES.find((c) => c.slug === slug)!;
    return { Component: () => <FaqCategoryPage category={category} /> };
  },
});

/**
 * Routes of the editorial area (docs/spec-notes.md §2: about, FAQ, partners, services, legal pages, site map,
 * the Tesla range, form pages, financing pages). Editorial pages are content as data rendered by a
 * template of their kind (src/content/types.ts, src/templates/); the others land with the content
 * issue.
 */
const FAQ = ['acheter-une-voiture', 'en-savoir-plus', 'financer', 'les-vehicules', 'livraison-a-domicile', 'livraison-en-centre', 'vendre-ma-voiture'];

export const routes: RouteObject[] = [
  article('/a-propos', async () => (await import('./features/about/content/a-propos')).aPropos),
  page('/a-propos/contactez-nous', async () => ({ Component: (await import('./features/contact/pages/contact-page')).ContactPage })),
  article('/a-propos/glincheland', async () => (await import('./features/about/content/glincheland')).glincheland),
  page('/a-propos/l-equipe', async () => ({ Component: (await import('./features/team/team-page')).TeamPage })),
  article('/a-propos/mandataire-automobile', async () => (await import('./features/about/content/mandataire-automobile')).mandataireAutomobile),
  article('/a-propos/notre-histoire', async () => (await import('./features/about/content/notre-histoire')).notreHistoire),
  page('/a-propos/revue-de-presse', async () => ({ Component: (await import('./features/press/press-page')).PressPage })),
  article('/a-propos/services-aux-professionnels', async () => (await import('./features/business/content/services-aux-professionnels')).servicesAuxProfessionnels),
  page('/a-propos/newsletter/confirmation', async () => ({ Component: (await import('./features/newsletter/pages/newsletter-link-pages')).NewsletterConfirmPage })),
  page('/a-propos/newsletter/desinscription', async () => ({ Component: (await import('./features/newsletter/pages/newsletter-link-pages')).NewsletterUnsubscribePage })),
  { path: '/a-propos/faq', lazy: async () => ({ Component: (await import(/* webpackChunkName: "page-faq" */ './features/faq/pages/faq-pages')).FaqHubPage }) },
  ...FAQ.map(faqCategory),
  page('/a-propos/partenaires', async () => ({ Component: (await import('./features/partners/pages/partners-page')).PartnersPage })),
  page('/a-propos/partenaires/:slug', async () => ({ Component: (await import('./features/partners/pages/partner-page')).PartnerPage })),
  article('/a-propos/services-aux-societes', async () => (await import('./features/business/content/services-aux-societes')).servicesAuxSocietes),
  article('/a-propos/services-aux-societes/achat-vehicules-electrique', async () => (await import('./features/business/content/achat-vehicules-electrique')).achatVehiculesElectrique),
  article('/a-propos/services-aux-societes/tout-savoir-sur-tvs', async () => (await import('./features/business/content/tout-savoir-sur-tvs')).toutSavoirSurTvs),
  article('/a-propos/services-aux-societes/tva-recuperable-et-financement', async () => (await import('./features/business/content/tva-recuperable-et-financement')).tvaRecuperableEtFinancement),
  legal('/conditions-generales-vente', async () => (await import('./features/legal/content/conditions-generales-vente')).conditionsGeneralesVente),
  legal('/mentions-legales', async () => (await import('./features/legal/content/mentions-legales')).mentionsLegales),
  legal('/accessibilite', async () => (await import('./features/legal/content/declaration-accessibilite')).declarationAccessibilite),
  page('/plan-du-site', async () => ({ Component: (await import('./features/site-map/site-map-page')).SiteMapPage })),
  legal('/politique-confidentialite-protection-donnees', async () => (await import('./features/legal/content/politique-confidentialite')).politiqueConfidentialite),
  { path: '/politique-utilisation-cookies', lazy: async () => ({ Component: (await import('./features/legal/pages/cookie-policy-page')).CookiePolicyPage }) },
  page('/formulaire/:slug', async () => ({ Component: (await import('./features/form-pages/pages/form-page')).FormPagePage }), { handle: { layout: 'form' } }),
  {
    path: '/financement',
    lazy: async () => {
      const [{ FinancingHubPage }, { financement }] = await Promise.all([import('./features/financing/pages/financing-pages'), import('./features/financing/content/financement')]);
      return { Component: () => <FinancingHubPage page={financement} /> };
    },
  },
  {
    path: '/financement/achat-voiture-credit',
    lazy: async () => {
      const [{ FinancingKindPage }, { achatVoitureCredit }] = await Promise.all([import('./features/financing/pages/financing-pages'), import('./features/financing/content/achat-voiture-credit')]);
      return { Component: () => <FinancingKindPage page={achatVoitureCredit} kind="credit" /> };
    },
  },
  article('/financement/credit-bail-voiture-professionnel', async () => (await import('./features/financing/content/credit-bail')).creditBail),
  article('/financement/extension-garantie', async () => (await import('./features/financing/content/extension-garantie')).extensionGarantie),
  {
    path: '/financement/loa',
    lazy: async () => {
      const [{ FinancingKindPage }, { loa }] = await Promise.all([import('./features/financing/pages/financing-pages'), import('./features/financing/content/loa')]);
      return { Component: () => <FinancingKindPage page={loa} kind="loa" /> };
    },
  },
  page('/gamme-tesla', async () => ({ Component: (await import('./features/tesla/pages/tesla-range-page')).TeslaRangePage })),
  page('/gamme-tesla/essai-tesla', async () => ({ Component: (await import('./features/tesla/pages/test-drive-pages')).TestDrivePage })),
  ...(['model-3', 'model-y'] as const).flatMap((m): RouteObject[] => [
    { path: `/gamme-tesla/${m}`, lazy: async () => { const { TeslaModelPage } = await import('./features/tesla/pages/tesla-model-page'); return { Component: () => <TeslaModelPage slug={`tesla-${m}`} /> }; } },
    { path: `/gamme-tesla/${m}/Formulaire`, lazy: async () => { const { TestDriveFormPage } = await import('./features/tesla/pages/test-drive-pages'); return { Component: () => <TestDriveFormPage slug={`tesla-${m}`} /> }; } },
  ]),
  page('/gamme-tesla/EtiquetteAIcon', async () => ({ Component: (await import('./features/tesla/pages/energy-label-page')).EnergyLabelPage })),
  article('/services', async () => (await import('./features/services/content/services')).services),
  article('/services/achats-a-distance', async () => (await import('./features/services/content/achats-a-distance')).achatsADistance),
  article('/services/aides-a-l-achat', async () => (await import('./features/services/content/aides-a-l-achat')).aidesALAchat),
  article('/services/amenagement-utilitaires', async () => (await import('./features/services/content/amenagement-utilitaires')).amenagementUtilitaires),
  article('/services/amenagement-utilitaires/kit-fourgon-amenage', async () => (await import('./features/services/content/kit-fourgon-amenage')).kitFourgonAmenage),
  article('/services/complementaire-auto-roole', async () => (await import('./features/services/content/complementaire-auto')).complementaireAuto),
  article('/services/l-atelier-sav', async () => (await import('./features/services/content/l-atelier-sav')).lAtelierSav),
  {
    path: '/services/livraison-domicile',
    lazy: async () => {
      const [{ DeliveryHubPage }, { livraisonDomicile }] = await Promise.all([import('./features/delivery/pages/delivery-hub-page'), import('./features/services/content/livraison-domicile')]);
      return { Component: () => <DeliveryHubPage page={livraisonDomicile} /> };
    },
  },
  page('/services/livraison-domicile/:slug', async () => ({ Component: (await import('./features/delivery/pages/department-delivery-page')).DepartmentDeliveryPage })),
  article('/services/nos-engagements', async () => (await import('./features/services/content/nos-engagements')).nosEngagements),
  page('/services/prise-rendez-vous-en-ligne', async () => ({ Component: (await import('./features/appointments/pages/appointment-page')).AppointmentPage })),
  page('/services/prise-rendez-vous-en-ligne/confirmation', async () => ({ Component: (await import('./features/appointments/pages/appointment-link-pages')).AppointmentConfirmPage })),
  page('/services/prise-rendez-vous-en-ligne/annulation', async () => ({ Component: (await import('./features/appointments/pages/appointment-link-pages')).AppointmentCancelPage })),
  article('/services/protection-peinture-wax-pro', async () => (await import('./features/services/content/protection-peinture')).protectionPeinture),
  article('/services/reconditionnement-vehicules', async () => (await import('./features/services/content/reconditionnement-vehicules')).reconditionnementVehicules),
  article('/services/vehicule-disponible-24h', async () => (await import('./features/services/content/vehicule-disponible-24h')).vehiculeDisponible24h),
];
