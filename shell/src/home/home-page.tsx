import { usePageHead } from '@ga/core';
import { RemoteWidget } from '../remotes/remote-widget';
import { Hero } from './components/hero';
import { Reassurance } from './components/reassurance';
import { Banners } from './components/banners';
import { Ratings } from './components/ratings';
import { AboutBand } from './components/about-band';
import styles from './home-page.module.css';

/** Home (/): composed by the shell from its own blocks and the widgets the remotes expose. */
export function HomePage() {
  usePageHead({
    title: 'Voitures neuves, 0 km et d’occasion moins chères',
    description:
      'Glinche Automobiles, mandataire auto à Écommoy (Sarthe) depuis 1966 : 1 200 voitures et 200 utilitaires en stock, neufs, 0 km et d’occasion, reprise, financement et livraison partout en France.',
  });
  return (
    <div className={styles.home}>
      <Hero />
      <Reassurance />
      <div className={styles.sliders}>
        <RemoteWidget
          remote="mf-catalogue"
          module="widgets/vehicle-slider"
          label="Nos véhicules"
          props={{ categories: ['nouveautes', 'offre-du-moment', 'utilitaires'] }}
        />
      </div>
      <Banners />
      <Ratings />
      <div className={styles.news}>
        <RemoteWidget remote="mf-content" module="widgets/latest-news" label="Actualités" props={{}} />
      </div>
      <AboutBand />
    </div>
  );
}
