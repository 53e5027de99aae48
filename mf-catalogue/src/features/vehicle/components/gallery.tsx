import { lazy, Suspense, useState, type ReactNode } from 'react';
import styles from './gallery.module.css';

interface GalleryProps {
  images: string[];
  title: string;
  /**
   * The vehicle's 360° turntable when the API has one (the view-360 feature, given by the page:
   * a feature does not import another one). Without it, only the photos are shown.
   */
  view360?: ReactNode;
}

const PhotoViewer = lazy(() => import('./photo-viewer'));

/**
 * Photos of the vehicle (a large view and thumbnails) and, when it exists, its 360° view. The large
 * view opens the photos full screen, with zoom (photo-viewer.tsx, loaded on the first opening).
 */
export function Gallery({ images, title, view360 }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<'photos' | '360'>('photos');
  const [viewing, setViewing] = useState(false);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      {view360 && (
        <div className={styles.modes} role="group" aria-label="Affichage">
          <button
            type="button"
            className={mode === 'photos' ? `${styles.mode} ${styles.modeActive}` : styles.mode}
            aria-pressed={mode === 'photos'}
            onClick={() => setMode('photos')}
          >
            Photos
          </button>
          <button
            type="button"
            className={mode === '360' ? `${styles.mode} ${styles.modeActive}` : styles.mode}
            aria-pressed={mode === '360'}
            onClick={() => setMode('360')}
          >
            Vue 360°
          </button>
        </div>
      )}
      {mode === '360' && view360 ? (
        view360
      ) : (
        <>
          <button
            type="button"
            className={styles.enlarge}
            onClick={() => setViewing(true)}
            aria-haspopup="dialog"
            aria-label={`Agrandir la photo ${index + 1} sur ${images.length}`}
          >
            <img
              className={styles.main}
              src={current}
              alt={`${title}, photo ${index + 1} sur ${images.length}`}
              width={800}
              height={520}
              fetchPriority="high"
            />
            <span className={styles.enlargeHint} aria-hidden="true">
              Agrandir
            </span>
          </button>
          {viewing && (
            <Suspense fallback={null}>
              <PhotoViewer
                images={images}
                title={title}
                index={index}
                onClose={(shown) => {
                  setIndex(shown);
                  setViewing(false);
                }}
              />
            </Suspense>
          )}
          <ul className={styles.thumbs}>
            {images.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  className={i === index ? `${styles.thumb} ${styles.active}` : styles.thumb}
                  aria-label={`Photo ${i + 1}`}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                >
                  <img src={src} alt="" loading="lazy" fetchPriority="low" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
