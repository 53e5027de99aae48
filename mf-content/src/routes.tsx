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
const COMPANY = ['achat-vehicules-electrique', 'tout-savoir-sur-tvs', 'tva-recuperable-et-financement'];

export const routes: RouteObject[] = [
  article('/a-propos', async () => (await import('./features/about/content/a-propos')).aPropos),
  pendingRoute('/a-propos/contactez-nous', 'Contactez-nous'),
  article('/a-propos/glincheland', async () => (await import('./features/about/content/glincheland')).glincheland),
  pendingRoute('/a-propos/l-equipe', 'L’équipe'),
  article('/a-propos/mandataire-automobile', async () => (await import('./features/about/content/mandataire-automobile')).mandataireAutomobile),
  article('/a-propos/notre-histoire', async () => (await import('./features/about/content/notre-histoire')).notreHistoire),
  pendingRoute('/a-propos/revue-de-presse', 'Revue de presse'),
  pendingRoute('/a-propos/services-aux-professionnels', 'Services aux professionnels'),
  { path: '/a-propos/faq', lazy: async () => ({ Component: (await import('./features/faq/pages/faq-pages')).FaqHubPage }) },
  ...FAQ.map(faqCategory),
  pendingRoute('/a-propos/partenaires', 'Nos partenaires'),
  pendingRoute('/a-propos/partenaires/:slug', 'Partenaire'),
  pendingRoute('/a-propos/services-aux-societes', 'Services aux sociétés'),
  ...COMPANY.map((slug) => pendingRoute(`/a-propos/services-aux-societes/${slug}`, 'Services aux sociétés')),
  legal('/conditions-generales-vente', async () => (await import('./features/legal/content/conditions-generales-vente')).conditionsGeneralesVente),
  legal('/mentions-legales', async () => (await import('./features/legal/content/mentions-legales')).mentionsLegales),
  pendingRoute('/plan-du-site', 'Plan du site'),
  legal('/politique-confidentialite-protection-donnees', async () => (await import('./features/legal/content/politique-confidentialite')).politiqueConfidentialite),
  { path: '/politique-utilisation-cookies', lazy: async () => ({ Component: (await import('./features/legal/pages/cookie-policy-page')).CookiePolicyPage }) },
  { ...pendingRoute('/formulaire/:slug', 'Formulaire'), handle: { layout: 'form' } },
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
