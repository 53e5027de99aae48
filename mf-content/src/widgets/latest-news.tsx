import { Link } from '@ga/core';
import { EmptyState, Section, Skeleton, formatDate } from '@ga/ui';
import { useContentLastNewsQuery } from '../features/news/api';
import styles from './latest-news.module.css';

/** Home widget: the latest news; each item links to its article. */
export default function LatestNewsWidget() {
  const { data: news, isLoading } = useContentLastNewsQuery();
  if (isLoading) return <Skeleton height={320} />;
  return (
    <Section title="Actualités et conseils" subtitle="Le blog de l’équipe Glinche Automobiles">
      {!news || news.length === 0 ? (
        <EmptyState title="Aucune actualité pour le moment">Nos prochains articles arrivent bientôt.</EmptyState>
      ) : (
        <ul className={styles.grid} data-testid="latest-news">
          {news.slice(0, 3).map((item) => (
            <li key={item.id}>
              <Link to={item.url} className={styles.item}>
                <img src={item.image} alt="" loading="lazy" className={styles.image} />
                <span className={styles.body}>
                  <span className={styles.meta}>
                    {item.category} · {formatDate(item.date)}
                  </span>
                  <strong className={styles.title}>{item.title}</strong>
                  <span className={styles.excerpt}>{item.excerpt}</span>
                  <span className={styles.more}>Lire l’article →</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
