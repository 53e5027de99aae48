import type { RouteObject } from 'react-router';
import { pendingRoute } from '@ga/core';

/**
 * Routes of the editorial area (SPEC.md §2: about, FAQ, partners, services, legal pages, site map,
 * the Tesla range, form pages, financing pages). Pages land with the content issue.
 */
const FAQ = ['acheter-une-voiture', 'en-savoir-plus', 'financer', 'les-vehicules', 'livraison-a-domicile', 'livraison-en-centre', 'vendre-ma-voiture'];
const COMPANY = ['achat-vehicules-electrique', 'tout-savoir-sur-tvs', 'tva-recuperable-et-financement'];

export const routes: RouteObject[] = [
  pendingRoute('/a-propos', 'À propos'),
  pendingRoute('/a-propos/contactez-nous', 'Contactez-nous'),
  pendingRoute('/a-propos/glincheland', 'Glincheland'),
  pendingRoute('/a-propos/l-equipe', 'L’équipe'),
  pendingRoute('/a-propos/mandataire-automobile', 'Mandataire automobile'),
  pendingRoute('/a-propos/notre-histoire', 'Notre histoire'),
  pendingRoute('/a-propos/revue-de-presse', 'Revue de presse'),
  pendingRoute('/a-propos/services-aux-professionnels', 'Services aux professionnels'),
  pendingRoute('/a-propos/faq', 'Questions fréquentes'),
  ...FAQ.map((slug) => pendingRoute(`/a-propos/faq/${slug}`, 'Questions fréquentes')),
  pendingRoute('/a-propos/partenaires', 'Nos partenaires'),
  pendingRoute('/a-propos/partenaires/:slug', 'Partenaire'),
  pendingRoute('/a-propos/services-aux-societes', 'Services aux sociétés'),
  ...COMPANY.map((slug) => pendingRoute(`/a-propos/services-aux-societes/${slug}`, 'Services aux sociétés')),
  pendingRoute('/conditions-generales-vente', 'Conditions générales de vente'),
  pendingRoute('/mentions-legales', 'Mentions légales'),
  pendingRoute('/plan-du-site', 'Plan du site'),
  pendingRoute('/politique-confidentialite-protection-donnees', 'Politique de confidentialité'),
  pendingRoute('/politique-utilisation-cookies', 'Politique d’utilisation des cookies'),
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
