/**
 * DEMO DATA: the press review (docs/spec-notes.md §3 « Press article (static) »: title, picture, date, origin,
 * link). The outlets are invented titles, never real newspapers, and the page says so; each item
 * sums up its subject in our own words (no quotation presented as real) and links to the page of
 * our site on the same subject.
 */
import type { PressArticle } from '@ga/contracts';
import economie from './pictures/press-economie.svg';
import electrique from './pictures/press-electrique.svg';
import histoire from './pictures/press-histoire.svg';
import livraison from './pictures/press-livraison.svg';

export interface PressItem extends PressArticle {
  /** What the article is about, in our words. */
  summary: string;
  /** Label of the link to our page on the subject. */
  link_label: string;
}

export const PRESS_ARTICLES: readonly PressItem[] = [
  {
    title: 'Mandataire auto : comment les remises arrivent jusqu’au client',
    picture: economie,
    date: '2026-09-12',
    origin: 'Auto Mag Ouest (titre fictif)',
    link: '/a-propos/mandataire-automobile',
    link_label: 'Le métier de mandataire expliqué',
    summary:
      'Un dossier sur le métier de mandataire : achats en volume, véhicules de stock, garanties constructeur identiques. Notre centre d’Écommoy y sert d’exemple.',
  },
  {
    title: 'Utilitaires électriques : les questions à se poser avant d’acheter',
    picture: electrique,
    date: '2026-04-02',
    origin: 'Le Journal des Pros de la Route (titre fictif)',
    link: '/a-propos/services-aux-societes/achat-vehicules-electrique',
    link_label: 'Notre guide pour les sociétés',
    summary:
      'Autonomie réelle, recharge au dépôt, fiscalité : un guide pratique pour les artisans, avec les conseils de nos commerciaux utilitaires.',
  },
  {
    title: 'Soixante ans de commerce automobile à Écommoy',
    picture: histoire,
    date: '2026-01-20',
    origin: 'L’Écho du Bélinois (titre fictif)',
    link: '/a-propos/notre-histoire',
    link_label: 'Notre histoire depuis 1966',
    summary:
      'Du garage de village ouvert en 1966 au site qui vend aujourd’hui environ 4 000 voitures d’occasion par an : le portrait d’une entreprise familiale sarthoise.',
  },
  {
    title: 'Acheter sa voiture à distance : la livraison sur camion plateau',
    picture: livraison,
    date: '2025-10-14',
    origin: 'Radio Bocage Info (titre fictif)',
    link: '/services/livraison-domicile',
    link_label: 'La livraison à domicile',
    summary:
      'Un reportage sur la livraison des véhicules à domicile : préparation, transport sans kilomètre au compteur, état des lieux à la remise des clés.',
  },
];
