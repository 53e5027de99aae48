import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

interface NearViewportProps {
  children: ReactNode;
  /** How far below the viewport the block starts loading (CSS margin, default 600 px). */
  margin?: string;
  className?: string;
  /** Space kept while the block is not there, so the page does not jump when it arrives. */
  minHeight?: CSSProperties['minHeight'];
  testId?: string;
}

/**
 * Mounts its children only once the block comes within `margin` of the viewport: a widget below
 * the fold (its remote entry, its chunks, its API calls) stays off the first paint. Without
 * IntersectionObserver the children mount at once.
 */
export function NearViewport({ children, margin = '600px 0px', className, minHeight, testId }: NearViewportProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={slot} className={className} style={near ? undefined : { minHeight }} data-testid={testId}>
      {near && children}
    </div>
  );
}
