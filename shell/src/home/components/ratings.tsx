import { Section, Stars, formatNumber } from '@ga/ui';
import { DEFAULT_RATINGS } from '@ga/contracts';
import { formatDate } from '@ga/ui';
import { useHomeRatingsQuery } from '../api';
import styles from './ratings.module.css';

/** Website ratings (GET /api/ratings): count and percentage default to 199 / 90 % until the API answers. */
export function Ratings() {
  const { data } = useHomeRatingsQuery();
  const count = data?.count ?? DEFAULT_RATINGS.count;
  const percentage = data?.percentage ?? DEFAULT_RATINGS.percentage;
  const reviews = data?.data ?? [];
  return (
    <div className={styles.wrap}>
      <Section title="Ils nous ont fait confiance" subtitle="Avis de clients vérifiés après livraison">
        <div className={styles.layout}>
          <div className={styles.summary} data-testid="ratings-summary">
            <span className={styles.percentage}>{percentage} %</span>
            <span>de clients satisfaits</span>
            <span className={styles.count}>sur {formatNumber(count)} avis</span>
          </div>
          <ul className={styles.reviews}>
            {reviews.slice(0, 3).map((review) => (
              <li key={review.id} className={styles.review}>
                <Stars value={review.rating} />
                <strong className={styles.reviewTitle}>{review.title}</strong>
                <p>{review.comment}</p>
                <small>
                  {review.author}
                  {review.city ? `, ${review.city}` : ''} · {formatDate(review.date)}
                </small>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </div>
  );
}
