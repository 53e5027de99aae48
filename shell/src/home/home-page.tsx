import { usePageHead } from '@ga/core';
import { NearViewport } from '../remotes/near-viewport';
import { RemoteWidget } from '../remotes/remote-widget';
import { Hero } from './components/hero';
import { Reassurance } from './components/reassurance';
import { Banners } from './components/banners';
import { Ratings } from './components/ratings';
import { AboutBand } from './components/about-band';
import styles from './home-page.module.css';

/** Widgets start loading when they come within this distance of the viewport. */
const WIDGET_MARGIN = '250px 0px';

/** Home (/): composed by the shell from its own blocks and the widgets the remotes expose. */
export function HomePage() {
  usePageHead({
    title: 'Voitures neuves, 0 km et d’occasion moins chères',
    description:
      'Glinche Automobiles, mandataire auto à Écommoy (Sarthe) depuis 1966 : voitures et utilitaires neufs, 0 km et d’occasion en stock, reprise, financement et livraison partout en France.',
  });
  return (
    <div className={styles.home}>
      <Hero />
      <Reassurance />
      {/* Below the fold on a phone: the remotes' widgets load as the visitor scrolls towards them. */}
      <NearViewport
        className={styles.sliders}
        margin={WIDGET_MARGIN}
        minHeight="var(--home-sliders-height)"
        testId="home-vehicle-sliders"
      >
        <RemoteWidget
          remote="mf-catalogue"
          module="widgets/vehicle-slider"
          label="Nos véhicules"
          props={{ categories: ['nouveautes', 'offre-du-moment', 'utilitaires'] }}
        />
      </NearViewport>
      <Banners />
      <Ratings />
      <NearViewport
        className={styles.news}
        margin={WIDGET_MARGIN}
        minHeight="var(--home-news-height)"
        testId="home-latest-news"
      >
        <RemoteWidget remote="mf-content" module="widgets/latest-news" label="Actualités" props={{}} />
      </NearViewport>
      <AboutBand />
    </div>
  );
}
