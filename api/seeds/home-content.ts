/**
 * DEMO DATA: home page banners, hero slides, website reviews and blog posts of the dealership.
 * Reviews are invented illustrations (first name + initial only); blog posts are the
 * dealership's own articles. No press coverage, award or real person is presented as fact.
 */
export const BANNERS = [
  {
    title: "Jusqu'à -30 % sur les véhicules neufs",
    subtitle: 'Des remises de mandataire sur plus de 1 000 véhicules en stock, garantie constructeur incluse.',
    cta_label: 'Voir les remises',
    link: '/achat/par-remise',
    image: 'banner-remises',
    background_colour: '#0b3d91',
    text_colour: '#ffffff',
  },
  {
    title: 'Reprise de votre véhicule',
    subtitle: 'Estimation gratuite en ligne en 3 minutes, reprise déduite de votre achat.',
    cta_label: 'Estimer ma reprise',
    link: '/reprise-voiture',
    image: 'banner-reprise',
    background_colour: '#f2a900',
    text_colour: '#1b1c20',
  },
  {
    title: 'Livraison à domicile partout en France',
    subtitle: 'Votre véhicule livré chez vous par camion plateau, ou retiré dans notre centre d’Écommoy.',
    cta_label: 'En savoir plus',
    link: '/services/livraison-domicile',
    image: 'banner-livraison',
    background_colour: '#1f7a4d',
    text_colour: '#ffffff',
  },
  {
    title: 'Financement LOA ou crédit',
    subtitle: 'Une offre de financement adaptée à votre budget, réponse de principe rapide.',
    cta_label: 'Simuler mon financement',
    link: '/financement',
    image: 'banner-financement',
    background_colour: '#6b2fa3',
    text_colour: '#ffffff',
  },
  {
    title: 'Professionnels : prix HT et TVA récupérable',
    subtitle: 'Utilitaires neufs et d’occasion, aménagements et flottes d’entreprise.',
    cta_label: 'Espace professionnels',
    link: '/a-propos/services-aux-professionnels',
    image: 'banner-pro',
    background_colour: '#263238',
    text_colour: '#ffffff',
  },
] as const;

export const WELCOME_SLIDES = [
  {
    title: 'Votre voiture neuve moins chère, sans compromis',
    text: 'Mandataire automobile depuis 1966 à Écommoy, nous achetons en volume dans toute l’Europe pour vous faire profiter de remises importantes.',
    cta_label: 'Découvrir le stock',
    link: '/achat',
    image: 'slide-stock',
  },
  {
    title: 'Près de 1 400 véhicules disponibles',
    text: 'Voitures neuves, 0 km et occasions récentes, utilitaires : trouvez le véhicule qu’il vous faut, disponible rapidement.',
    cta_label: 'Voir les nouveautés',
    link: '/achat/nouveautes',
    image: 'slide-nouveautes',
  },
  {
    title: 'Passez à l’électrique',
    text: 'Citadines, SUV et utilitaires électriques ou hybrides rechargeables, avec les conseils de nos experts sur la recharge.',
    cta_label: 'Véhicules électriques',
    link: '/achat-par-energie/electrique',
    image: 'slide-electrique',
  },
  {
    title: 'Utilitaires prêts à travailler',
    text: 'Fourgonnettes, fourgons et pick-up, aménagés ou non, au meilleur prix HT pour les professionnels.',
    cta_label: 'Voir les utilitaires',
    link: '/achat/utilitaires',
    image: 'slide-utilitaires',
  },
] as const;

const FIRST_NAMES = [
  'Sophie',
  'Thomas',
  'Nathalie',
  'Julien',
  'Isabelle',
  'Nicolas',
  'Céline',
  'Stéphane',
  'Sandrine',
  'Laurent',
  'Émilie',
  'Sébastien',
  'Aurélie',
  'Christophe',
  'Camille',
  'Mathieu',
  'Claire',
  'Olivier',
  'Hélène',
  'François',
  'Marie',
  'Pierre',
  'Valérie',
  'Antoine',
  'Manon',
  'Guillaume',
  'Sylvie',
  'Maxime',
  'Chloé',
  'Romain',
];
const INITIALS = 'ABCDGHLMPRT';
const CITIES = [
  'Le Mans',
  'Angers',
  'Tours',
  'Laval',
  'Alençon',
  'Nantes',
  'Rennes',
  'Orléans',
  'Caen',
  'Chartres',
  'La Flèche',
  'Sablé-sur-Sarthe',
  'Écommoy',
  'Poitiers',
  'Rouen',
  'Paris',
  'Lyon',
  'Bordeaux',
  'Lille',
  'Brest',
];

const REVIEW_TEXTS: readonly (readonly [number, string, string])[] = [
  [
    5,
    'Très bonne expérience',
    'Commande simple, suivi régulier par téléphone et véhicule livré à la date annoncée. La remise était bien celle affichée sur le site.',
  ],
  [
    5,
    'Je recommande',
    'Équipe à l’écoute, reprise de mon ancienne voiture au prix estimé. Livraison à domicile impeccable.',
  ],
  [
    4,
    'Bon rapport qualité-prix',
    'Prix très intéressant pour un SUV hybride neuf. Un peu d’attente pour les papiers mais rien de grave.',
  ],
  [
    5,
    'Parfait du début à la fin',
    'Achat d’un utilitaire pour mon entreprise : prix HT clair, financement rapide, véhicule prêt comme prévu.',
  ],
  [
    5,
    'Accueil au top à Écommoy',
    'Retrait du véhicule au centre, explications complètes sur la voiture électrique et la recharge. Merci !',
  ],
  [
    4,
    'Satisfait',
    'Voiture conforme à l’annonce, bien préparée. Le délai de livraison a été un peu plus long que prévu.',
  ],
  [
    5,
    'Deuxième achat chez eux',
    'Toujours aussi sérieux. Les remises sur le neuf sont réelles, on économise plusieurs milliers d’euros.',
  ],
  [3, 'Correct', 'Le véhicule est bien, mais j’aurais aimé être tenu informé plus souvent pendant l’attente.'],
  [
    5,
    'Conseils précieux',
    'Le conseiller m’a orienté vers une hybride plutôt qu’un diesel vu mon usage, très bon conseil.',
  ],
  [4, 'Bonne affaire', 'Occasion récente en très bon état, révisée, avec garantie. Démarches en ligne faciles.'],
  [5, 'LOA simple et claire', 'Offre de LOA transparente, sans frais cachés, signature électronique rapide.'],
  [
    2,
    'Livraison décalée',
    'Le transporteur a décalé deux fois la livraison. Le service client a fini par régler le problème.',
  ],
  [
    5,
    'Très professionnel',
    'Tout a été fait à distance, de la reprise au financement. Véhicule livré propre avec le plein.',
  ],
  [4, 'Bien', 'Prix compétitif et personnel aimable. Le site pourrait afficher plus de photos par véhicule.'],
];

const SATISFIED = REVIEW_TEXTS.filter((r) => r[0] >= 4);
const MIXED = REVIEW_TEXTS.filter((r) => r[0] < 4);

export interface SeedReview {
  author: string;
  city: string;
  rating: number;
  title: string;
  comment: string;
  reviewed_on: string;
}

/** 199 reviews (the spec's default count), about nine in ten rated 4 or 5. */
export function generateReviews(now = new Date(), count = 199): SeedReview[] {
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i += 1) {
    // One review in ten is mixed (rated 2 or 3), the others are rated 4 or 5.
    const pool = i % 10 === 9 ? MIXED : SATISFIED;
    const text = pool[(i * 5 + Math.floor(i / 10)) % pool.length]!;
    const day = new Date(now.getTime() - (i * 2 + (i % 3)) * 24 * 3600 * 1000);
    reviews.push({
      author: `${FIRST_NAMES[(i * 11) % FIRST_NAMES.length]} ${INITIALS[(i * 5) % INITIALS.length]}.`,
      city: CITIES[(i * 3) % CITIES.length]!,
      rating: text[0],
      title: text[1],
      comment: text[2],
      reviewed_on: day.toISOString().slice(0, 10),
    });
  }
  return reviews;
}

export const NEWS = [
  {
    slug: 'bien-choisir-sa-borne-de-recharge-a-domicile',
    category: 'Électrique',
    image: 'news-recharge',
    title: 'Bien choisir sa borne de recharge à domicile',
    excerpt:
      'Prise renforcée ou wallbox, puissance, abonnement électrique : nos conseils pour recharger votre voiture électrique chez vous.',
    body: 'Recharger à domicile reste la solution la plus économique…',
  },
  {
    slug: 'mandataire-automobile-comment-ca-marche',
    category: 'Conseils',
    image: 'news-mandataire',
    title: 'Mandataire automobile : comment ça marche ?',
    excerpt:
      'Un mandataire achète des véhicules neufs en volume auprès des réseaux européens. Voici pourquoi les remises sont possibles et ce qui est garanti.',
    body: 'Le mandataire agit pour le compte de son client…',
  },
  {
    slug: 'loa-ou-credit-classique',
    category: 'Financement',
    image: 'news-financement',
    title: 'LOA ou crédit classique : que choisir ?',
    excerpt: 'Loyer, apport, option d’achat, coût total : nous comparons les deux formules pour vous aider à décider.',
    body: 'La location avec option d’achat permet…',
  },
  {
    slug: 'preparer-la-reprise-de-son-vehicule',
    category: 'Reprise',
    image: 'news-reprise',
    title: 'Préparer la reprise de son véhicule',
    excerpt:
      'Carnet d’entretien, contrôle technique, petits défauts : les points qui comptent lors de l’estimation de votre voiture.',
    body: 'Une estimation juste commence par un dossier complet…',
  },
  {
    slug: 'utilitaire-amenage-quel-kit-choisir',
    category: 'Professionnels',
    image: 'news-utilitaire',
    title: 'Utilitaire aménagé : quel kit choisir ?',
    excerpt: 'Étagères, habillage bois, galerie : les aménagements les plus demandés par les artisans et leur coût.',
    body: 'Un utilitaire bien aménagé fait gagner du temps…',
  },
  {
    slug: 'vignette-crit-air-ce-qui-change',
    category: 'Réglementation',
    image: 'news-critair',
    title: 'Vignette Crit’Air : ce qu’il faut savoir',
    excerpt:
      'Zones à faibles émissions, classes de vignette, véhicules concernés : le point pour bien choisir votre prochaine voiture.',
    body: 'Les zones à faibles émissions se généralisent…',
  },
  {
    slug: 'livraison-a-domicile-comment-ca-se-passe',
    category: 'Services',
    image: 'news-livraison',
    title: 'Livraison à domicile : comment ça se passe ?',
    excerpt:
      'Prise de rendez-vous, arrivée du camion plateau, contrôle du véhicule et remise des documents : le déroulé pas à pas.',
    body: 'Le jour de la livraison, notre transporteur…',
  },
  {
    slug: 'hybride-ou-hybride-rechargeable',
    category: 'Conseils',
    image: 'news-hybride',
    title: 'Hybride ou hybride rechargeable ?',
    excerpt: 'Deux technologies, deux usages : comment savoir laquelle correspond à vos trajets quotidiens.',
    body: 'La motorisation hybride simple se recharge en roulant…',
  },
] as const;

/** Blog posts dated every 12 days back from now. */
export function newsDates(now = new Date()): string[] {
  return NEWS.map((_, i) => new Date(now.getTime() - (i * 12 + 3) * 24 * 3600 * 1000).toISOString().slice(0, 10));
}
