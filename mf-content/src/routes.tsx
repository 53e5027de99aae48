import type { RouteObject } from 'react-router';
import { pendingRoute } from '@ga/core';
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
    const [{ FaqCategoryPage }, { FAQ_CATEGORIES }] = await Promise.all([import('./features/faq/pages/faq-pages'), import('./features/faq/content')]);
    const category = FAQ_CATEGORIES.find((c) => c.slug === slug)!;
    return { Component: () => <FaqCategoryPage category={category} /> };
  },
});

/**
 * Routes of the editorial area (SPEC.md §2: about, FAQ, partners, services, legal pages, site map,
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
  { path: '/a-propos/faq', lazy: async () => ({ Component: (await import('./features/faq/pages/faq-pages')).FaqHubPage }) },
  ...FAQ.map(faqCategory),
  page('/a-propos/partenaires', async () => ({ Component: (await import('./features/partners/pages/partners-page')).PartnersPage })),
  page('/a-propos/partenaires/:slug', async () => ({ Component: (await import('./features/partners/pages/partner-page')).PartnerPage })),
  article('/a-propos/services-aux-societes', async () => (await import('./features/business/content/services-aux-societes')).servicesAuxSocietes),
  article('/a-propos/services-aux-societes/achat-vehicules-electrique', async () => (await import('./features/business/content/achat-vehicules-electrique')).achatVehiculesElectrique),
  article('/a-propos/services-aux-societes/tout-savoir-sur-tvs', async () => (await import('./features/business/content/tout-savoir-sur-tvs')).toutSavoirSurTvs),
  article('/a-propos/services-aux-societes/tva-recuperable-et-financement', async () => (await import('./features/business/content/tva-recuperable-et-financement')).tvaRecuperableEtFinancement),
  legal('/conditions-generales-vente', async () => (await import('./features/legal/content/conditions-generales-vente')).conditionsGeneralesVente),
  legal('/mentions-legales', async () => (await import('./features/legal/content/mentions-legales')).mentionsLegales),
  pendingRoute('/plan-du-site', 'Plan du site'),
  legal('/politique-confidentialite-protection-donnees', async () => (await import('./features/legal/content/politique-confidentialite')).politiqueConfidentialite),
  { path: '/politique-utilisation-cookies', lazy: async () => ({ Component: (await import('./features/legal/pages/cookie-policy-page')).CookiePolicyPage }) },
  page('/formulaire/:slug', async () => ({ Component: (await import('./features/form-pages/pages/form-page')).FormPagePage }), { handle: { layout: 'form' } }),
  pendingRoute('/financement', 'Financement'),
  pendingRoute('/financement/achat-voiture-credit', 'Achat de voiture à crédit'),
  pendingRoute('/financement/credit-bail-voiture-professionnel', 'Crédit-bail pour les professionnels'),
  pendingRoute('/financement/extension-garantie', 'Extension de garantie'),
  pendingRoute('/financement/loa', 'Location avec option d’achat (LOA)'),
  pendingRoute('/gamme-tesla', 'La gamme Tesla'),
  pendingRoute('/gamme-tesla/essai-tesla', 'Essayer une Tesla'),
  pendingRoute('/gamme-tesla/model-3', 'Tesla Model 3'),
  pendingRoute('/gamme-tesla/model-3/Formulaire', 'Tesla Model 3 : demande d’essai'),
  pendingRoute('/gamme-tesla/model-y', 'Tesla Model Y'),
  pendingRoute('/gamme-tesla/model-y/Formulaire', 'Tesla Model Y : demande d’essai'),
  pendingRoute('/gamme-tesla/EtiquetteAIcon', 'Étiquette énergie'),
  pendingRoute('/services', 'Nos services'),
  ...[
    ['achats-a-distance', 'Achat à distance'],
    ['aides-a-l-achat', 'Aides à l’achat'],
    ['amenagement-utilitaires', 'Aménagement d’utilitaires'],
    ['amenagement-utilitaires/kit-fourgon-amenage', 'Kit fourgon aménagé'],
    ['complementaire-auto-roole', 'Complémentaire auto'],
    ['l-atelier-sav', 'L’atelier après-vente'],
    ['livraison-domicile', 'Livraison à domicile'],
    ['livraison-domicile/:slug', 'Livraison à domicile'],
    ['nos-engagements', 'Nos engagements'],
    ['prise-rendez-vous-en-ligne', 'Prise de rendez-vous en ligne'],
    ['protection-peinture-wax-pro', 'Protection peinture'],
    ['reconditionnement-vehicules', 'Reconditionnement des véhicules'],
    ['vehicule-disponible-24h', 'Véhicule disponible en 24 h'],
  ].map(([slug, title]) => pendingRoute(`/services/${slug}`, title as string)),
];
