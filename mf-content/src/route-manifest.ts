/**
 * The public routes of mf-content with their head, published with each release as `routes.json`
 * (@ga/build runs this file at build time). Built from the same content objects and page heads the
 * pages use; routes.test.ts checks that every route without a parameter is here.
 */
import type { RouteManifest, RouteManifestEntry } from '@ga/contracts';
import type { ArticleContent, LegalContent } from './content/types';
import { plainText } from './content/plain-text';
import { aPropos } from './features/about/content/a-propos';
import { glincheland } from './features/about/content/glincheland';
import { mandataireAutomobile } from './features/about/content/mandataire-automobile';
import { notreHistoire } from './features/about/content/notre-histoire';
import { achatVehiculesElectrique } from './features/business/content/achat-vehicules-electrique';
import { servicesAuxProfessionnels } from './features/business/content/services-aux-professionnels';
import { servicesAuxSocietes } from './features/business/content/services-aux-societes';
import { toutSavoirSurTvs } from './features/business/content/tout-savoir-sur-tvs';
import { tvaRecuperableEtFinancement } from './features/business/content/tva-recuperable-et-financement';
import { FAQ_CATEGORIES } from './features/faq/content';
import { achatVoitureCredit } from './features/financing/content/achat-voiture-credit';
import { creditBail } from './features/financing/content/credit-bail';
import { extensionGarantie } from './features/financing/content/extension-garantie';
import { financement } from './features/financing/content/financement';
import { loa } from './features/financing/content/loa';
import { conditionsGeneralesVente } from './features/legal/content/conditions-generales-vente';
import { mentionsLegales } from './features/legal/content/mentions-legales';
import { declarationAccessibilite } from './features/legal/content/declaration-accessibilite';
import { politiqueConfidentialite } from './features/legal/content/politique-confidentialite';
import { politiqueCookies } from './features/legal/content/politique-cookies';
import { achatsADistance } from './features/services/content/achats-a-distance';
import { aidesALAchat } from './features/services/content/aides-a-l-achat';
import { amenagementUtilitaires } from './features/services/content/amenagement-utilitaires';
import { complementaireAuto } from './features/services/content/complementaire-auto';
import { kitFourgonAmenage } from './features/services/content/kit-fourgon-amenage';
import { lAtelierSav } from './features/services/content/l-atelier-sav';
import { livraisonDomicile } from './features/services/content/livraison-domicile';
import { nosEngagements } from './features/services/content/nos-engagements';
import { protectionPeinture } from './features/services/content/protection-peinture';
import { reconditionnementVehicules } from './features/services/content/reconditionnement-vehicules';
import { services } from './features/services/content/services';
import { vehiculeDisponible24h } from './features/services/content/vehicule-disponible-24h';
import { PAGE_HEADS } from './page-heads';

/** The group a page is listed under on /plan-du-site. */
export function sectionOf(path: string): string {
  if (path.startsWith('/a-propos/faq')) return 'Aide et questions fréquentes';
  if (path.startsWith('/a-propos/services-aux-')) return 'Professionnels et sociétés';
  if (path.startsWith('/a-propos')) return 'Glinche Automobiles';
  if (path.startsWith('/services')) return 'Nos services';
  if (path.startsWith('/financement')) return 'Financement';
  if (path.startsWith('/gamme-tesla')) return 'La gamme Tesla';
  return 'Informations légales';
}

const PAGES: (ArticleContent | LegalContent)[] = [
  aPropos, glincheland, mandataireAutomobile, notreHistoire,
  servicesAuxProfessionnels, servicesAuxSocietes, achatVehiculesElectrique, toutSavoirSurTvs, tvaRecuperableEtFinancement,
  services, achatsADistance, aidesALAchat, amenagementUtilitaires, kitFourgonAmenage, complementaireAuto, lAtelierSav, livraisonDomicile, nosEngagements, protectionPeinture, reconditionnementVehicules, vehiculeDisponible24h,
  financement, achatVoitureCredit, creditBail, extensionGarantie, loa,
  conditionsGeneralesVente, mentionsLegales, politiqueConfidentialite, politiqueCookies, declarationAccessibilite,
];

const entry = (path: string, title: string, description: string, extra: Partial<RouteManifestEntry> = {}): RouteManifestEntry => ({ path, title, description, section: sectionOf(path), ...extra });

export const ROUTE_MANIFEST: RouteManifest = {
  app: 'mf-content',
  routes: [
    ...PAGES.map((p) => entry(p.path, p.title, p.description)),
    ...Object.entries(PAGE_HEADS).map(([path, head]) => entry(path, head.title, head.description, path.endsWith('/Formulaire') ? { listed: false } : {})),
    ...FAQ_CATEGORIES.map((c) =>
      entry(`/a-propos/faq/${c.slug}`, `${c.title} – Questions fréquentes`, c.description, {
        faq: c.items.map((item) => ({ question: item.question, answer: item.answer.map(plainText).join(' ') })),
      }),
    ),
  ].sort((a, b) => a.path.localeCompare(b.path)),
  prefetch: [{ pattern: '/a-propos/faq', chunk: 'page-faq' }, { pattern: '/a-propos/faq/:slug', chunk: 'page-faq' }],
};

export default ROUTE_MANIFEST;
