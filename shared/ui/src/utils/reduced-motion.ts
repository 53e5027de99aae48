/**
 * The visitor asked their system for less motion (WCAG 2.3.3 and 2.2.2): no carousel turns by
 * itself and scrolling jumps instead of gliding. CSS follows the same media query (global.css).
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** `behavior` for scrollBy / scrollIntoView that respects prefersReducedMotion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
