/**
 * DEMO DATA: forms described by data (/formulaire/{slug}), rendered and checked from these
 * definitions (@ga/contracts form-pages.ts).
 */
import type { FormField, FormPage } from '@ga/contracts';

const field = (f: Partial<FormField> & Pick<FormField, 'name' | 'label' | 'kind'>): FormField => ({
  required: true,
  help: null,
  options: null,
  min: null,
  max: null,
  autocomplete: null,
  ...f,
});

const identity = [
  field({ name: 'nom', label: 'Nom et prénom', kind: 'text', max: 120, autocomplete: 'name' }),
  field({ name: 'email', label: 'Adresse e-mail', kind: 'email', autocomplete: 'email' }),
  field({
    name: 'telephone',
    label: 'Téléphone',
    kind: 'tel',
    autocomplete: 'tel',
    help: 'Un conseiller vous appelle pour préciser votre demande.',
  }),
  field({
    name: 'code_postal',
    label: 'Code postal',
    kind: 'postal_code',
    autocomplete: 'postal-code',
    help: 'Pour calculer la livraison jusqu’à chez vous.',
  }),
];
const consent = field({
  name: 'accord_contact',
  label: 'J’accepte d’être recontacté(e) par un conseiller au sujet de cette demande.',
  kind: 'checkbox',
});

export const FORM_PAGES: readonly Omit<FormPage, 'id'>[] = [
  {
    slug: 'recherche-personnalisee',
    title: 'Recherche personnalisée de véhicule',
    description:
      'Vous ne trouvez pas le véhicule idéal dans notre stock ? Décrivez-le : nos acheteurs le cherchent pour vous dans le réseau européen.',
    intro: [
      'Vous ne trouvez pas dans notre stock le véhicule qu’il vous faut ? Décrivez-le ici : nos acheteurs le cherchent auprès des réseaux européens avec lesquels nous travaillons, et un conseiller vous rappelle avec une proposition chiffrée.',
      'La recherche est gratuite et sans engagement.',
    ],
    fields: [
      ...identity,
      field({
        name: 'categorie',
        label: 'Type de véhicule',
        kind: 'radio',
        options: [
          { value: 'voiture', label: 'Voiture' },
          { value: 'utilitaire', label: 'Utilitaire' },
        ],
      }),
      field({
        name: 'marque_modele',
        label: 'Marque et modèle souhaités',
        kind: 'text',
        required: false,
        max: 120,
        help: 'Par exemple « Peugeot 3008 » ; laissez vide si vous êtes ouvert(e) aux propositions.',
      }),
      field({
        name: 'energie',
        label: 'Énergie',
        kind: 'select',
        options: [
          { value: 'indifferent', label: 'Indifférent' },
          { value: 'essence', label: 'Essence' },
          { value: 'diesel', label: 'Diesel' },
          { value: 'hybride', label: 'Hybride' },
          { value: 'electrique', label: 'Électrique' },
        ],
      }),
      field({ name: 'budget', label: 'Budget maximum (€ TTC)', kind: 'number', min: 3000, max: 200000 }),
      field({
        name: 'delai',
        label: 'Quand souhaitez-vous le véhicule ?',
        kind: 'radio',
        options: [
          { value: 'des-que-possible', label: 'Dès que possible' },
          { value: 'sous-3-mois', label: 'Dans les 3 mois' },
          { value: 'sous-6-mois', label: 'Dans les 6 mois' },
        ],
      }),
      field({
        name: 'precisions',
        label: 'Précisions (options, couleur, kilométrage…)',
        kind: 'textarea',
        required: false,
        max: 2000,
      }),
      consent,
    ],
    submit_label: 'Envoyer ma recherche',
    success_title: 'Votre recherche est enregistrée',
    success_message:
      'Merci ! Un conseiller vous rappelle sous 48 heures ouvrées avec les véhicules que nos acheteurs ont trouvés.',
  },
  {
    slug: 'devis-amenagement-utilitaire',
    title: 'Devis d’aménagement d’utilitaire',
    description:
      'Demandez un devis d’aménagement pour votre fourgonnette ou votre fourgon : habillage, rayonnages, galerie, attelage, posés avant la livraison.',
    intro: [
      'Habillage bois, rayonnages, galerie, attelage ou aménagement complet : décrivez votre métier et votre besoin, nous revenons vers vous avec un devis HT, véhicule et aménagement compris.',
      'L’aménagement est posé avant la livraison : vous recevez un utilitaire prêt à travailler.',
    ],
    fields: [
      ...identity,
      field({
        name: 'societe',
        label: 'Société',
        kind: 'text',
        required: false,
        max: 120,
        autocomplete: 'organization',
      }),
      field({
        name: 'vehicule',
        label: 'Véhicule à aménager',
        kind: 'select',
        options: [
          { value: 'fourgonnette', label: 'Fourgonnette (type Kangoo, Berlingo)' },
          { value: 'fourgon-compact', label: 'Fourgon compact (L1H1)' },
          { value: 'fourgon-moyen', label: 'Fourgon moyen (L2H2)' },
          { value: 'grand-fourgon', label: 'Grand fourgon (L3H2 et plus)' },
          { value: 'plancher-cabine', label: 'Plancher-cabine ou châssis' },
          { value: 'deja-equipe', label: 'Un véhicule que j’ai déjà' },
        ],
      }),
      field({
        name: 'metier',
        label: 'Votre activité',
        kind: 'select',
        options: [
          { value: 'batiment', label: 'Bâtiment et travaux' },
          { value: 'livraison', label: 'Livraison et messagerie' },
          { value: 'atelier-mobile', label: 'Dépannage et atelier mobile' },
          { value: 'espaces-verts', label: 'Espaces verts' },
          { value: 'autre', label: 'Autre activité' },
        ],
      }),
      field({
        name: 'besoin',
        label: 'Aménagement souhaité',
        kind: 'textarea',
        max: 2000,
        help: 'Rayonnages, habillage, galerie, attelage, éclairage… et ce que vous transportez.',
      }),
      field({
        name: 'date_souhaitee',
        label: 'Date de mise en service souhaitée',
        kind: 'date',
        required: false,
        min: 14,
        max: 365,
        open_days_only: true,
        help: 'Au plus tôt dans 14 jours : le temps de commander et de poser l’aménagement.',
      }),
      consent,
    ],
    submit_label: 'Demander mon devis',
    success_title: 'Votre demande de devis est envoyée',
    success_message:
      'Merci ! Un conseiller professionnels vous rappelle sous 48 heures ouvrées pour préciser votre aménagement.',
  },
  {
    slug: 'reprise-flotte',
    title: 'Reprise de véhicules d’entreprise',
    description:
      'Sociétés, collectivités, loueurs : faites reprendre plusieurs véhicules en une fois, au renouvellement de votre flotte.',
    intro: [
      'Vous renouvelez plusieurs véhicules de société ? Nous reprenons votre flotte en une fois, au fil de vos livraisons : un seul interlocuteur, une expertise sur place et une offre globale.',
      'Pour un seul véhicule, l’estimation en ligne de la reprise est plus rapide.',
    ],
    fields: [
      field({ name: 'societe', label: 'Société', kind: 'text', max: 120, autocomplete: 'organization' }),
      ...identity,
      field({ name: 'nombre_vehicules', label: 'Nombre de véhicules à reprendre', kind: 'number', min: 2, max: 500 }),
      field({
        name: 'types',
        label: 'Véhicules concernés',
        kind: 'select',
        options: [
          { value: 'voitures', label: 'Voitures' },
          { value: 'utilitaires', label: 'Utilitaires' },
          { value: 'mixte', label: 'Voitures et utilitaires' },
        ],
      }),
      field({
        name: 'details',
        label: 'Détails (modèles, années, kilométrages)',
        kind: 'textarea',
        required: false,
        max: 3000,
      }),
      consent,
    ],
    submit_label: 'Envoyer ma demande',
    success_title: 'Votre demande est envoyée',
    success_message:
      'Merci ! Un conseiller professionnels vous contacte sous 48 heures ouvrées pour organiser l’expertise.',
  },
];
