import { useState } from 'react';
import styles from './gallery.module.css';

/** Photos of the vehicle: a large view and thumbnails (keyboard: buttons). */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <img className={styles.main} src={current} alt={`${title}, photo ${index + 1} sur ${images.length}`} width={800} height={520} />
      <ul className={styles.thumbs}>
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" className={i === index ? `${styles.thumb} ${styles.active}` : styles.thumb} aria-label={`Photo ${i + 1}`} aria-pressed={i === index} onClick={() => setIndex(i)}>
              <img src={src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
