import type { LegalContent } from '../../../shared/content/types';

export const politiqueCookies: LegalContent = {
  kind: 'legal',
  path: '/politique-utilisation-cookies',
  title: 'Politique d’utilisation des cookies',
  description:
    'Les cookies du site Glinche Automobiles : cookies nécessaires (ncc_c, ncc_e), mesure d’audience et pixels publicitaires déposés seulement avec votre accord.',
  heading: 'Politique d’utilisation des cookies',
  lead: 'Les cookies que nous déposons, pourquoi, combien de temps, et comment changer d’avis à tout moment.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'principe',
      title: 'Notre principe',
      blocks: [
        {
          kind: 'text',
          text: 'Seuls les cookies nécessaires au fonctionnement du site sont déposés sans votre accord. Les autres attendent votre choix dans le bandeau : « Tout refuser » est aussi simple que « Tout accepter », et fermer le bandeau revient à refuser.',
        },
      ],
    },
    {
      id: 'necessaires',
      title: 'Cookies nécessaires',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookies déposés sans consentement',
          head: ['Nom', 'Rôle', 'Durée'],
          rows: [
            ['ncc_c', 'Retient que vous avez fait un choix sur les cookies', '365 jours'],
            ['ncc_e', 'Retient les catégories que vous avez acceptées', '365 jours'],
            [
              'ga_cohort',
              'Pendant qu’une nouvelle version d’une partie du site est proposée à une partie des visiteurs : vous garde sur la même version d’une page à l’autre (un numéro tiré au hasard, sans donnée personnelle)',
              '30 jours',
            ],
          ],
        },
        {
          kind: 'text',
          text: 'Votre session de connexion est gardée dans le stockage de votre navigateur, pas dans un cookie ; elle s’efface quand vous vous déconnectez.',
        },
        {
          kind: 'table',
          caption: 'Stockage du navigateur, sans consentement (nécessaire au service que vous demandez)',
          head: ['Nom', 'Rôle', 'Durée'],
          rows: [
            ['ga_app_token', 'Votre session de connexion', 'Jusqu’à la déconnexion'],
            [
              'ga_tradein_draft',
              'Les réponses du formulaire de reprise, pour ne rien ressaisir',
              '30 jours, effacé à l’envoi ou à la déconnexion',
            ],
            [
              'ga-tradein-photos',
              'Les photos de votre reprise en attente d’envoi',
              'Effacé à l’envoi ou à la déconnexion',
            ],
            ['ga_tradein_credit', 'La reprise à déduire du prix d’un véhicule', 'Le temps de l’onglet'],
            ['ga_pending_bookmark', 'Le favori à ajouter après votre connexion', 'Le temps de l’onglet'],
            ['ga_compare', 'Les véhicules que vous avez choisis pour les comparer (3 au plus)', 'Le temps de l’onglet'],
            ['ga_pending_alert', 'La recherche dont créer l’alerte après votre connexion', 'Le temps de l’onglet'],
            ['ga_delivery', 'Le mode de livraison et le département que vous avez choisis', 'Le temps de l’onglet'],
            [
              'ga_purchase_choices',
              'Le code promo et la simulation de financement choisis sur une fiche véhicule',
              'Le temps de l’onglet',
            ],
            [
              'ga_reload_guard',
              'Évite de recharger une page en boucle après une mise à jour du site',
              'Le temps de l’onglet',
            ],
          ],
        },
      ],
    },
    {
      id: 'optionnels',
      title: 'Cookies soumis à votre accord',
      blocks: [
        {
          kind: 'table',
          caption: 'Catégories facultatives',
          head: ['Catégorie', 'Finalité'],
          rows: [
            ['Mesure d’audience', 'Statistiques de visite anonymes pour améliorer le site.'],
            ['Pixel Meta', 'Mesure de nos publicités diffusées sur Facebook et Instagram.'],
            ['Pixel LinkedIn', 'Mesure de nos campagnes destinées aux professionnels sur LinkedIn.'],
            [
              'Site de petites annonces',
              'Suivi des visites venant des annonces de nos véhicules publiées sur un site de petites annonces.',
            ],
            [
              'Personnalisation',
              'Garder dans ce navigateur les derniers véhicules que vous avez consultés (ga_recently_viewed, 12 au plus), pour les retrouver sur l’accueil et dans vos recherches, et vos favoris sans compte (ga_favourites, 50 au plus). Rien n’est envoyé tant que vous ne vous connectez pas : à la connexion, vos favoris rejoignent votre compte. Retirer votre accord les efface.',
            ],
          ],
        },
        {
          kind: 'text',
          text: 'Connecté à votre compte, vos véhicules vus récemment sont gardés avec votre compte pour vous suivre d’un appareil à l’autre ; vous les effacez d’un clic (« Effacer ») et ils disparaissent avec votre compte.',
        },
      ],
    },
    {
      id: 'changer-avis',
      title: 'Changer d’avis',
      blocks: [
        {
          kind: 'text',
          text: 'Votre choix est gardé 365 jours. Vous pouvez le modifier à tout moment avec le bouton ci-dessous ou le lien « Gérer les cookies » en bas de chaque page.',
        },
      ],
    },
  ],
};
