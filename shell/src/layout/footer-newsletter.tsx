import { useEffect, useRef, useState } from 'react';
import { RemoteWidget } from '../remotes/remote-widget';
import styles from './footer.module.css';

/**
 * The newsletter sign-up of mf-content (widgets/newsletter-signup), mounted only when the footer
 * comes within 600 px of the viewport: its code and the bot check's stay off the first paint.
 */
export function FooterNewsletter() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} className={styles.newsletter} data-testid="footer-newsletter">
      {/* Secondary: if mf-content is away, the footer simply goes without it. */}
      {near && <RemoteWidget remote="mf-content" module="widgets/newsletter-signup" label="Newsletter" props={{}} fallback={null} />}
    </div>
  );
}
