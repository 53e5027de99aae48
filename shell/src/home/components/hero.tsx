import { useEffect, useState } from 'react';
import { ButtonLink, Icon, Skeleton, cx, prefersReducedMotion } from '@ga/ui';
import { useHomeWelcomeSlidesQuery } from '../api';
import styles from './hero.module.css';

const ROTATE_MS = 7000;
/** Above every slide, and above their placeholders while they load. */
const KICKER = 'Mandataire auto depuis 1966';

/**
 * The slides' room while they load (a page rendered in the browser; the server renders the slides):
 * the hero's own boxes, with placeholders the size of a slide's title, text, buttons and picture, so
 * that nothing below moves when they arrive. A 460 px block moved the rest of a phone's home by
 * 320 px (CLS 0.106, the slides stacking to ~846 px).
 */
function HeroSkeleton() {
  return (
    <section className={styles.hero} aria-busy="true" aria-label="À la une">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.kicker}>{KICKER}</p>
          <div className={styles.title}>
            <Skeleton className={cx(styles.placeholder, styles.titleLines)} />
          </div>
          <div className={styles.text}>
            <Skeleton className={cx(styles.placeholder, styles.textLines)} />
          </div>
          <div className={styles.ctas}>
            <Skeleton className={styles.placeholder} variant="rect" width="13rem" height="3.5rem" />
            <Skeleton className={styles.placeholder} variant="rect" width="17rem" height="3.5rem" />
          </div>
          <div className={styles.controls}>
            <Skeleton className={styles.placeholder} variant="rect" width="5.5rem" height="2rem" />
          </div>
        </div>
        <Skeleton className={cx(styles.image, styles.placeholder)} variant="rect" />
      </div>
    </section>
  );
}

/**
 * Welcome slides (GET /api/welcome-slides), with dots. They turn by themselves unless the visitor
 * asked for less motion; a « Pause » button stops them for good (WCAG 2.2.2), hovering or focusing
 * them holds them; while they turn, changes are not announced (aria-live off), once stopped they are.
 */
export function Hero() {
  const { data: slides = [], isLoading } = useHomeWelcomeSlidesQuery();
  const [index, setIndex] = useState(0);
  // Turning on the first render, as the server renders it (it cannot know the visitor's setting);
  // a visitor who asked for less motion has the slides stopped right after.
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const turning = !stopped && !held && slides.length > 1;
  useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [turning, slides.length]);

  if (isLoading) return <HeroSkeleton />;
  const slide = slides[index] ?? slides[0];
  if (!slide) return null;

  return (
    <section
      className={styles.hero}
      aria-roledescription="carrousel"
      aria-label="À la une"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.inner}>
        <div className={styles.copy} aria-live={stopped ? 'polite' : 'off'} data-testid="hero-slide">
          <p className={styles.kicker}>{KICKER}</p>
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
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.pause}
                aria-pressed={stopped}
                onClick={() => setStopped((value) => !value)}
                data-testid="hero-pause"
              >
                <Icon name={stopped ? 'play' : 'pause'} size={16} />
                {stopped ? 'Lecture' : 'Pause'}
              </button>
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
            </div>
          )}
        </div>
        <img
          className={styles.image}
          src={slide.image}
          alt=""
          width={640}
          height={420}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </div>
    </section>
  );
}
