import { getConfig, Link, useStockFigures } from '@ga/core';
import { DEALERSHIP } from '@ga/contracts';
import { FOOTER_COLUMNS, LEGAL_LINKS } from './navigation';
import { FooterNewsletter } from './footer-newsletter';
import { Logo } from './logo';
import { useConsentPanel } from '../cookies/consent-context';
import styles from './footer.module.css';

/**
 * The year in Paris, on the server as in any browser, whatever the machine's time zone: Paris is at
 * UTC+1 (winter time) around every New Year, so one hour added to UTC gives its year. No
 * `Intl.DateTimeFormat` with a time zone: building one costs a phone ~60 ms during hydration.
 */
export function parisYear(now: number): number {
  return new Date(now + 60 * 60 * 1000).getUTCFullYear();
}

export function Footer() {
  const { reopen } = useConsentPanel();
  const year = parisYear(Date.now());
  const stock = useStockFigures();
  return (
    <footer className={styles.footer}>
      <FooterNewsletter />
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo inverse />
          <p>
            Mandataire automobile indépendant à Écommoy, dans la Sarthe, depuis 1966. Environ {stock.cars} voitures et{' '}
            {stock.vans} utilitaires en stock, neufs, 0 km et d’occasion, livrés partout en France.
          </p>
          <address className={styles.address}>
            {DEALERSHIP.address}
            <br />
            <a href={DEALERSHIP.phoneHref}>{DEALERSHIP.phone}</a> · {DEALERSHIP.hours}
          </address>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className={styles.title}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>
            © {year} {getConfig().brandName}
          </span>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.cookieButton} onClick={reopen}>
                Gérer les cookies
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
