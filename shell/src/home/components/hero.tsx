import { useEffect, useState } from 'react';
import { ButtonLink, Skeleton } from '@ga/ui';
import { useHomeWelcomeSlidesQuery } from '../api';
import styles from './hero.module.css';

const ROTATE_MS = 7000;

/** Welcome slides (GET /api/welcome-slides), rotating, with dots; rotation pauses on hover/focus. */
export function Hero() {
  const { data: slides = [], isLoading } = useHomeWelcomeSlidesQuery();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);

  if (isLoading) return <Skeleton height={460} />;
  const slide = slides[index] ?? slides[0];
  if (!slide) return null;

  return (
    <section
      className={styles.hero}
      aria-roledescription="carrousel"
      aria-label="À la une"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.inner}>
        <div className={styles.copy} aria-live="polite">
          <p className={styles.kicker}>Mandataire auto depuis 1966</p>
          <h1 className={styles.title}>{slide.title}</h1>
          <p className={styles.text}>{slide.text}</p>
          <div className={styles.ctas}>
            <ButtonLink to={slide.link} size="lg">
              {slide.cta_label}
            </ButtonLink>
            <ButtonLink to="/reprise-voiture" variant="outline" size="lg" className={styles.secondaryCta}>
              Faire reprendre ma voiture
            </ButtonLink>
          </div>
          {slides.length > 1 && (
            <div className={styles.dots} role="tablist" aria-label="Choisir une diapositive">
              {slides.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  role="tab"
                  aria-selected={i === index}
                  aria-label={`Diapositive ${i + 1} sur ${slides.length} : ${s.title}`}
                  className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          )}
        </div>
        <img className={styles.image} src={slide.image} alt="" width={640} height={420} />
      </div>
    </section>
  );
}
