import { usePageHead, Link } from '@ga/core';
import { Notice, formatDate } from '@ga/ui';
import { PageHero } from '../../shared/templates/page-hero';
import { PRESS_ARTICLES } from './press-articles';
import styles from './press-page.module.css';
import { PAGE_HEADS } from '../../shared/page-heads';

/** /a-propos/revue-de-presse: press articles as static data (demo, invented outlets). */
export function PressPage() {
  usePageHead(PAGE_HEADS['/a-propos/revue-de-presse']);
  return (
    <div>
      <PageHero
        kicker="À propos"
        heading="Revue de presse"
        lead="Le métier de mandataire, l’électrique, la livraison à domicile, notre histoire : les sujets sur lesquels on nous a interrogés."
      />
      <div className={styles.body}>
        <Notice variant="info">
          Site de démonstration : les titres de presse ci-dessous sont fictifs et les articles résumés ne sont pas
          réels.
        </Notice>
        <ul className={styles.list}>
          {PRESS_ARTICLES.map((a) => (
            <li key={a.title} className={styles.item}>
              <img src={a.picture} alt="" width={480} height={270} loading="lazy" className={styles.picture} />
              <div className={styles.text}>
                <p className={styles.meta}>
                  <span>{a.origin}</span> · <time dateTime={a.date}>{formatDate(a.date)}</time>
                </p>
                <h2>{a.title}</h2>
                <p>{a.summary}</p>
                <Link to={a.link}>{a.link_label}</Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
