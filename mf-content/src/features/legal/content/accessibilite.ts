import type { LegalContent } from '../../../shared/content/types';

/**
 * The accessibility statement (RGAA model: commitment, state of conformity, content not yet
 * accessible, how it was established, feedback and recourse). No full audit has been made yet, so
 * the site says « non conforme », as the RGAA asks until one is: the automated checks run in CI are
 * reported for what they are. The contact address is the dealership's (demo domain).
 */
export const declarationAccessibilite: LegalContent = {
  kind: 'legal',
  path: '/accessibilite',
  title: 'Déclaration d’accessibilité',
  description:
    'Déclaration d’accessibilité du site Glinche Automobiles : état de conformité au RGAA, contenus non accessibles, contact et voies de recours.',
  heading: 'Déclaration d’accessibilité',
  lead: 'Ce que nous faisons pour que chacun puisse acheter, financer ou faire reprendre un véhicule sur ce site, où nous en sommes, et comment nous signaler une difficulté.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'engagement',
      title: 'Notre engagement',
      blocks: [
        {
          kind: 'text',
          text: 'Glinche Automobiles s’engage à rendre son site accessible, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005 et à la directive européenne sur l’accessibilité des produits et services (European Accessibility Act), applicable au commerce en ligne depuis le 28 juin 2025.',
        },
        {
          kind: 'text',
          text: 'Cette déclaration d’accessibilité s’applique au site glinche-automobiles.fr : catalogue, fiches véhicules, réservation, financement, reprise, espace client et pages d’information.',
        },
      ],
    },
    {
      id: 'etat-de-conformite',
      title: 'État de conformité',
      blocks: [
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Accessibilité : non conforme',
          text: 'Le site n’a pas encore fait l’objet d’un audit complet de conformité au référentiel général d’amélioration de l’accessibilité (RGAA 4.1.2). Tant que cet audit n’est pas réalisé, le site est déclaré non conforme, comme le prévoit le RGAA.',
        },
        {
          kind: 'text',
          text: 'En attendant l’audit, chaque nouvelle version du site est vérifiée automatiquement avant sa mise en ligne : toutes les pages du site, l’espace client connecté et les fenêtres de dialogue sont contrôlés avec l’outil axe-core (critères WCAG 2.1 niveaux A et AA) et un seul titre principal par page, sur ordinateur et sur téléphone, sans défilement horizontal de la page ; deux parcours complets sont faits au clavier seul (de la recherche à la réservation, et la demande de reprise). Une version qui ne passe pas ces contrôles n’est pas publiée.',
        },
      ],
    },
    {
      id: 'contenus-non-accessibles',
      title: 'Contenus non accessibles ou non vérifiés',
      blocks: [
        {
          kind: 'text',
          text: 'Les contrôles automatisés ne couvrent qu’une partie des critères, et aucun test avec des lecteurs d’écran n’a encore été mené par des personnes qui les utilisent au quotidien. Nous connaissons ces limites :',
        },
        {
          kind: 'list',
          items: [
            'la vue à 360° n’a pas d’équivalent textuel de chaque angle de vue (les photos et la fiche décrivent le véhicule) ;',
            'la vérification anti-robot des formulaires publics dépend du composant ALTCHA, que nous ne maîtrisons pas entièrement.',
          ],
        },
        {
          kind: 'text',
          text: 'Si l’un de ces contenus vous pose problème, contactez-nous : nous vous donnerons l’information ou ferons la démarche avec vous par téléphone ou par e-mail.',
        },
      ],
    },
    {
      id: 'etablissement',
      title: 'Établissement de cette déclaration',
      blocks: [
        {
          kind: 'table',
          caption: 'Conditions des vérifications',
          head: ['Élément', 'Détail'],
          rows: [
            ['Date de la déclaration', '25 novembre 2026'],
            ['Technologies utilisées', 'HTML5, CSS, JavaScript (React), WAI-ARIA'],
            [
              'Outils de vérification',
              'axe-core 4.13 (contrôles automatiques), navigateur Chromium, parcours au clavier seul automatisés',
            ],
            [
              'Pages vérifiées',
              'Catalogue, fiches véhicules et leurs fenêtres de dialogue, comparatif, réservation, connexion, inscription, « Mon compte » connecté, reprise, services, financement, Tesla, à propos et pages légales (ordinateur et téléphone) ; menu du téléphone',
            ],
          ],
        },
      ],
    },
    {
      id: 'retour-et-contact',
      title: 'Retour d’information et contact',
      blocks: [
        {
          kind: 'text',
          text: 'Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous à accessibilite@glinche-automobiles.fr, appelez le 02 43 00 00 00 (du lundi au samedi, de 9 h à 19 h) ou utilisez notre [formulaire de contact](/a-propos/contactez-nous). Courrier : Glinche Automobiles, Route du Mans, 72220 Écommoy.',
        },
      ],
    },
    {
      id: 'voies-de-recours',
      title: 'Voies de recours',
      blocks: [
        {
          kind: 'text',
          text: 'Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :',
        },
        {
          kind: 'list',
          items: [
            'par le formulaire en ligne du site defenseurdesdroits.fr ;',
            'en contactant le délégué du Défenseur des droits de votre région ;',
            'par courrier, gratuitement et sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
          ],
        },
      ],
    },
  ],
};
