import { CATALOGUE_VERSION, SITE_URL, useTestSiteServer } from './test-store';

const site = useTestSiteServer();

const MANIFEST = {
  app: 'mf-catalogue',
  routes: [
    {
      path: '/achat/occasion',
      title: 'Voitures d’occasion',
      description: 'Des occasions contrôlées.',
      section: 'Acheter',
    },
    {
      path: '/a-propos/faq/financer',
      title: 'Financer – Questions fréquentes',
      description: 'Crédit, LOA.',
      section: 'Aide',
      faq: [{ question: 'Qu’est-ce que le TAEG ?', answer: 'Le taux <annuel> effectif global.' }],
    },
    { path: '/connexion', title: 'Connexion', description: 'Votre espace.', section: 'Compte', listed: false },
    // A page of the account area: not public, so never in sitemap.xml even without `listed: false`.
    {
      path: '/mon-compte/mes-favoris',
      title: 'Mes favoris',
      description: 'Vos véhicules favoris.',
      section: 'Compte',
      public: false,
    },
  ],
};

describe('route manifests of the live releases', () => {
  beforeEach(() => site.store.write(`mf-catalogue/${CATALOGUE_VERSION}/routes.json`, JSON.stringify(MANIFEST)));

  it('give each page its head, and the FAQPage JSON-LD where there are questions (text escaped)', async () => {
    const page = await site.app.inject({ url: '/a-propos/faq/financer' });
    expect(page.body).toContain('<title>Financer – Questions fréquentes | Glinche Automobiles</title>');
    expect(page.body).toContain('<meta name="description" content="Crédit, LOA." />');
    const jsonLd = page.body.match(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/)?.[1];
    expect(jsonLd).not.toContain('<annuel>');
    expect(JSON.parse(jsonLd!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Qu’est-ce que le TAEG ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Le taux <annuel> effectif global.' },
        },
      ],
    });
    const trailing = await site.app.inject({ url: '/achat/occasion/' });
    expect(trailing.body).toContain('<title>Voitures d’occasion | Glinche Automobiles</title>');
  });

  it('list the listed pages in sitemap.xml (the API away: its pages are simply missing)', async () => {
    const xml = (await site.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(xml).toContain(`<loc>${SITE_URL}/achat/occasion</loc>`);
    expect(xml).toContain(`<loc>${SITE_URL}/a-propos/faq/financer</loc>`);
    expect(xml).not.toContain('/connexion');
    expect(xml).not.toContain('/mon-compte');
  });

  it('are served together for /plan-du-site, and a release without one is skipped', async () => {
    const res = await site.app.inject({ url: '/site-routes.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ manifests: [MANIFEST] });
    site.store.write(`mf-catalogue/${CATALOGUE_VERSION}/routes.json`, 'pas du json');
  });
});

describe('a page of the account area', () => {
  beforeEach(() => site.store.write(`mf-catalogue/${CATALOGUE_VERSION}/routes.json`, JSON.stringify(MANIFEST)));

  it('keeps the default head: a page that is not public is not described', async () => {
    const page = await site.app.inject({ url: '/mon-compte/mes-favoris' });
    expect(page.body).toContain('<title>Glinche Automobiles</title>');
  });
});

describe('a page no manifest knows', () => {
  it('keeps the default head', async () => {
    const page = await site.app.inject({ url: '/page-inconnue' });
    expect(page.body).toContain('<title>Glinche Automobiles</title>');
  });
});
