import { Link } from '@ga/core';
import { Section } from '@ga/ui';
import { useHomeBannersQuery } from '../api';
import styles from './banners.module.css';

/** Promotional banners (GET /api/banners). */
export function Banners() {
  const { data: banners = [] } = useHomeBannersQuery();
  if (banners.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <Section title="Nos offres et services">
        <div className={styles.grid}>
          {banners.map((banner) => (
            <Link
              key={banner.id}
              to={banner.link}
              className={styles.banner}
              style={{ background: banner.background_colour, color: banner.text_colour }}
            >
              <span className={styles.copy}>
                <strong className={styles.title}>{banner.title}</strong>
                {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
                <span className={styles.cta}>{banner.cta_label} →</span>
              </span>
              <img src={banner.image} alt="" className={styles.image} loading="lazy" />
            </Link>
          ))}
        </div>
      </Section>
    </div>
  );
}
