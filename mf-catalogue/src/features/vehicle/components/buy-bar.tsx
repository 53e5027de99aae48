import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './buy-bar.module.css';

/**
 * On a phone, the price and the main step in a bar at the bottom of the screen once the price column
 * has scrolled up out of view (not before it: the column is then still below). Hidden (`hidden`,
 * out of the accessibility tree) while the column shows, and always on a wide screen, where the
 * column itself follows the scroll. While shown, its height is `--ga-bottom-bar-height` on the
 * page, so what else sits at the bottom (the compare bar) stands above it.
 */
export function BuyBar({
  watch,
  price,
  children,
}: {
  watch: RefObject<HTMLElement | null>;
  price: ReactNode;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (shown && bar.current) root.style.setProperty('--ga-bottom-bar-height', `${bar.current.offsetHeight}px`);
    else root.style.removeProperty('--ga-bottom-bar-height');
    return () => {
      root.style.removeProperty('--ga-bottom-bar-height');
    };
  }, [shown]);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // The viewport stretched far downwards: the column « intersects » while on screen or still below,
    // and stops only once it has gone up past the top (a jump from below to above crosses that line too).
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div
      ref={bar}
      className={styles.bar}
      role="region"
      aria-label="Prix et réservation"
      hidden={!shown}
      data-testid="buy-bar"
    >
      <div className={styles.price}>{price}</div>
      <div className={styles.action}>{children}</div>
    </div>
  );
}
