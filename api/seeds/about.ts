/**
 * DEMO DATA: the dealership's services and their people (invented first names, no surnames, no
 * photos), and its partners (invented companies, said so on the page). Nothing here is a real
 * person or a real company.
 */
export interface SeedTeam {
  slug: string;
  name: string;
  mission: string;
  members: readonly (readonly [firstName: string, role: string, speciality: string])[];
}

export const TEAMS: readonly SeedTeam[] = [
  {
    slug: 'conseil-vente',
    name: 'Conseil et vente',
    mission:
      'Vous aider à choisir le bon véhicule, au bon prix, du premier appel jusqu’à la commande : comparaison des versions, des remises et des délais.',
    members: [
      [
        'Julien',
        'Responsable des ventes',
        'Négocie les volumes auprès des réseaux européens et valide chaque remise affichée sur le site.',
      ],
      [
        'Camille',
        'Conseillère commerciale, voitures particulières',
        'Citadines, compactes et SUV : elle compare pour vous les finitions et les options qui comptent.',
      ],
      [
        'Mehdi',
        'Conseiller commercial, électrique et hybride',
        'Autonomie, recharge à domicile, aides à l’achat : il répond aux questions avant de passer à l’électrique.',
      ],
      [
        'Sandrine',
        'Conseillère commerciale, utilitaires et professionnels',
        'Prix HT, TVA récupérable, aménagements et flottes : l’interlocutrice des artisans et des sociétés.',
      ],
    ],
  },
  {
    slug: 'reprise-expertise',
    name: 'Reprise et expertise',
    mission:
      'Estimer votre véhicule actuel avec sérieux et le reprendre au prix annoncé après expertise, déduit de votre achat.',
    members: [
      [
        'Thierry',
        'Expert reprise',
        'Contrôle chaque véhicule repris selon une grille de contrôle détaillée et explique chaque écart avec l’estimation en ligne.',
      ],
      [
        'Laura',
        'Chargée de reprise',
        'Suit votre demande de reprise, du devis en ligne au rendez-vous d’expertise et aux papiers de cession.',
      ],
    ],
  },
  {
    slug: 'financement',
    name: 'Financement',
    mission:
      'Trouver la formule qui convient à votre budget, crédit, LOA ou LLD, et monter le dossier avec nos organismes partenaires.',
    members: [
      [
        'Nadia',
        'Responsable financement',
        'Compare les offres des organismes partenaires et vérifie que chaque mensualité affichée est accompagnée de ses mentions légales.',
      ],
      [
        'Hugo',
        'Conseiller crédit et LOA',
        'Prépare votre dossier, vous explique le coût total et les options d’achat, sans engagement.',
      ],
    ],
  },
  {
    slug: 'administratif',
    name: 'Administratif et immatriculation',
    mission:
      'Commande, certificat d’immatriculation, certificat de conformité, documents de vente : tout ce qui fait qu’un véhicule est à vous.',
    members: [
      [
        'Véronique',
        'Gestionnaire immatriculation',
        'Réalise les demandes de carte grise et vous prévient dès que le certificat provisoire est prêt.',
      ],
      [
        'Kévin',
        'Gestionnaire administratif des commandes',
        'Tient à jour le dossier de votre commande et répond à vos questions sur les documents.',
      ],
    ],
  },
  {
    slug: 'preparation-livraison',
    name: 'Préparation et livraison',
    mission:
      'Préparer chaque véhicule avant sa remise et l’amener chez vous ou le tenir prêt dans notre centre d’Écommoy.',
    members: [
      [
        'Franck',
        'Chef d’atelier préparation',
        'Organise les contrôles de sortie, les mises à jour et les équipements commandés avant la livraison.',
      ],
      [
        'Lucas',
        'Préparateur esthétique',
        'Nettoyage complet, traitements de protection de la peinture et de l’habitacle.',
      ],
      [
        'Amandine',
        'Coordinatrice des livraisons',
        'Fixe avec vous le jour de livraison et suit le camion plateau jusqu’à votre porte.',
      ],
    ],
  },
  {
    slug: 'atelier',
    name: 'Atelier après-vente',
    mission:
      'Entretenir et réparer votre véhicule après l’achat, quelle que soit sa marque, dans le respect de la garantie constructeur.',
    members: [
      ['Patrice', 'Chef d’atelier', 'Planifie les interventions et vous explique le devis avant tout travail.'],
      [
        'Yanis',
        'Technicien véhicules électriques',
        'Habilité aux interventions sur les batteries haute tension des véhicules électriques et hybrides.',
      ],
      [
        'Élodie',
        'Conseillère après-vente',
        'Prend vos rendez-vous d’atelier et vous tient informé(e) de l’avancement des travaux.',
      ],
    ],
  },
  {
    slug: 'relation-client',
    name: 'Relation client',
    mission: 'Répondre à vos messages sous 24 heures ouvrées et suivre chaque réclamation jusqu’à sa solution.',
    members: [
      [
        'Margaux',
        'Chargée de relation client',
        'Lit chaque message du formulaire de contact et l’adresse au bon service, avec votre référence.',
      ],
      [
        'Sébastien',
        'Responsable qualité',
        'Analyse les avis clients et les réclamations pour améliorer nos délais et nos explications.',
      ],
    ],
  },
];

export interface SeedPartner {
  slug: string;
  name: string;
  category: string;
  summary: string;
  description: string[];
  benefits: string[];
  site_path: string | null;
  colour: string;
}

export const PARTNERS: readonly SeedPartner[] = [
  {
    slug: 'financo-ouest',
    name: 'Financo Ouest',
    category: 'Financement',
    summary:
      'Organisme de crédit partenaire pour le crédit auto, la LOA et la LLD des particuliers et des professionnels.',
    description: [
      'Financo Ouest étudie les demandes de financement transmises par nos conseillers : crédit affecté, location avec option d’achat et location longue durée.',
      'Chaque offre est présentée avec son exemple représentatif, son TAEG et son coût total, avant toute signature. Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager.',
    ],
    benefits: [
      'Réponse de principe sous 48 heures ouvrées',
      'Signature électronique du contrat',
      'Offres pour particuliers et professionnels',
    ],
    site_path: '/financement',
    colour: '#0b3d91',
  },
  {
    slug: 'garantie-mecanique-plus',
    name: 'Garantie Mécanique Plus',
    category: 'Garantie',
    summary: 'Extension de garantie panne mécanique, électrique et électronique, au-delà de la garantie constructeur.',
    description: [
      'Garantie Mécanique Plus prend le relais de la garantie constructeur ou de la garantie légale, pour 12 à 36 mois selon l’âge et le kilométrage du véhicule.',
      'Les réparations couvertes sont prises en charge dans le réseau de garages agréés, partout en France.',
    ],
    benefits: ['Pièces et main-d’œuvre couvertes', 'Assistance 24 h/24', 'Transférable en cas de revente'],
    site_path: '/financement/extension-garantie',
    colour: '#1f7a4d',
  },
  {
    slug: 'plateau-express-ouest',
    name: 'Plateau Express Ouest',
    category: 'Livraison',
    summary:
      'Transporteur partenaire : livraison des véhicules à domicile par camion plateau, dans toute la France métropolitaine.',
    description: [
      'Plateau Express Ouest achemine les véhicules préparés dans notre centre d’Écommoy jusqu’à l’adresse de votre choix, sans kilomètre ajouté au compteur.',
      'Le jour de livraison est fixé avec vous ; le chauffeur fait avec vous l’état des lieux du véhicule avant de vous remettre les clés.',
    ],
    benefits: [
      'Véhicule livré sur camion plateau',
      'Créneau convenu à l’avance',
      'État des lieux contradictoire à la remise',
    ],
    site_path: '/services/livraison-domicile',
    colour: '#f2a900',
  },
  {
    slug: 'amenagements-loir-utilitaires',
    name: 'Aménagements Loir Utilitaires',
    category: 'Aménagement',
    summary:
      'Carrossier-aménageur partenaire : habillage bois, rayonnages, galeries et aménagements sur mesure des utilitaires.',
    description: [
      'Aménagements Loir Utilitaires équipe nos fourgonnettes et fourgons avant leur livraison : plancher et habillage, rayonnages, barres de toit, attelage.',
      'Les aménagements sont posés avant la remise du véhicule et apparaissent sur votre devis, avec leur prix HT.',
    ],
    benefits: ['Pose avant livraison, un seul rendez-vous', 'Aménagements homologués', 'Prix HT sur le devis'],
    site_path: '/services/amenagement-utilitaires',
    colour: '#6b2fa3',
  },
  {
    slug: 'brillance-pro',
    name: 'Brillance Pro',
    category: 'Protection',
    summary: 'Traitements de protection de la carrosserie et de l’habitacle appliqués avant la livraison.',
    description: [
      'Brillance Pro forme nos préparateurs à l’application de ses traitements de protection de la peinture, des jantes et des tissus.',
      'Le traitement est appliqué dans notre atelier de préparation avant la remise du véhicule.',
    ],
    benefits: [
      'Carrosserie plus facile à laver',
      'Application en atelier avant livraison',
      'Conseils d’entretien remis avec le véhicule',
    ],
    site_path: '/services/protection-peinture-wax-pro',
    colour: '#c62828',
  },
  {
    slug: 'recharge-maison-services',
    name: 'Recharge Maison Services',
    category: 'Recharge',
    summary: 'Installateur de bornes de recharge à domicile et en entreprise, qualifié pour les bornes de recharge.',
    description: [
      'Recharge Maison Services étudie votre installation électrique, vous conseille la puissance de borne adaptée et l’installe chez vous ou sur le parking de votre entreprise.',
      'Le devis précise les aides et le crédit d’impôt auxquels l’installation peut ouvrir droit selon la réglementation en vigueur.',
    ],
    benefits: [
      'Visite technique avant devis',
      'Installateur qualifié pour les bornes',
      'Bornes pour particuliers et flottes',
    ],
    site_path: '/a-propos/services-aux-societes/achat-vehicules-electrique',
    colour: '#00838f',
  },
  {
    slug: 'flotte-pro-ouest',
    name: 'Flotte Pro Ouest',
    category: 'Flottes d’entreprise',
    summary: 'Gestionnaire de flottes partenaire : ses adhérents bénéficient d’un code partenaire sur nos véhicules.',
    description: [
      'Flotte Pro Ouest accompagne les PME de l’Ouest dans la gestion de leurs véhicules de société. Ses adhérents utilisent le code partenaire FLOTTE-PRO lors de leur devis, avec un compte professionnel.',
      'Nos conseillers professionnels préparent les commandes groupées et les livraisons échelonnées.',
    ],
    benefits: ['Code partenaire FLOTTE-PRO sur les devis', 'Interlocuteur dédié aux flottes', 'Livraisons groupées'],
    site_path: '/a-propos/services-aux-professionnels',
    colour: '#263238',
  },
];
