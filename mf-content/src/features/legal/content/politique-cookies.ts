import type { LegalContent } from '../../../content/types';

export const politiqueCookies: LegalContent = {
  kind: 'legal',
  path: '/politique-utilisation-cookies',
  title: 'Politique d’utilisation des cookies',
  description: 'Les cookies du site Glinche Automobiles : cookies nécessaires (ncc_c, ncc_e), mesure d’audience et pixels publicitaires déposés seulement avec votre accord.',
  heading: 'Politique d’utilisation des cookies',
  lead: 'Les cookies que nous déposons, pourquoi, combien de temps, et comment changer d’avis à tout moment.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'principe',
      title: 'Notre principe',
      blocks: [
        { kind: 'text', text: 'Seuls les cookies nécessaires au fonctionnement du site sont déposés sans votre accord. Les autres attendent votre choix dans le bandeau : « Tout refuser » est aussi simple que « Tout accepter », et fermer le bandeau revient à refuser.' },
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
          ],
        },
        { kind: 'text', text: 'Votre session de connexion est gardée dans le stockage de votre navigateur, pas dans un cookie ; elle s’efface quand vous vous déconnectez.' },
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
            ['Site de petites annonces', 'Suivi des visites venant des annonces de nos véhicules publiées sur un site de petites annonces.'],
          ],
        },
      ],
    },
    {
      id: 'changer-avis',
      title: 'Changer d’avis',
      blocks: [
        { kind: 'text', text: 'Votre choix est gardé 365 jours. Vous pouvez le modifier à tout moment avec le bouton ci-dessous ou le lien « Gérer les cookies » en bas de chaque page.' },
      ],
    },
  ],
};
