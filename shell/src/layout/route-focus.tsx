import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@ga/core';
import { VisuallyHidden } from '@ga/ui';

/** How long a new page may take to show its heading (a remote's chunks may still be loading). */
const WAIT_MS = 8_000;

interface Seen {
  node: HTMLHeadingElement | null;
  text: string;
}

const pageHeading = () =>
  document.querySelector<HTMLHeadingElement>('main h1') ?? document.querySelector<HTMLHeadingElement>('h1');

/**
 * A page change in a single-page site is silent for a screen reader and leaves the keyboard focus
 * on a link that is gone. After each change of path (not of query: filters keep the focus where it
 * is; not on the first load: the browser starts at the top), the focus moves to the new page's h1
 * and the page's title is announced in a polite live region (WCAG 2.4.3, 4.1.3).
 * The new heading is told from the old one (a page may still be on screen while the next one's
 * code loads) by its node or its text; after WAIT_MS the heading on screen is taken. Focus the
 * visitor or the page has put elsewhere meanwhile is never taken away.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef<Seen | null>(null);

  useEffect(() => {
    const current = pageHeading();
    if (previous.current === null || hash) {
      // First load, or an anchor (ScrollManager brings its target into view): remember, no focus.
      previous.current = { node: current, text: current?.textContent ?? '' };
      return undefined;
    }
    const before = previous.current;
    // Whatever has the focus now (often nothing: the link followed is gone). If the visitor, or the
    // page itself (autofocus), puts it somewhere else before the heading comes, it stays there.
    const focusedAtStart = document.activeElement;
    const isNew = (heading: HTMLHeadingElement) => heading !== before.node || heading.textContent !== before.text;
    const land = (heading: HTMLHeadingElement) => {
      previous.current = { node: heading, text: heading.textContent ?? '' };
      const focused = document.activeElement;
      if (focused && focused !== focusedAtStart && focused !== document.body) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      // The page sets its title in an effect of the same commit as its heading, or just after.
      requestAnimationFrame(() => setMessage(document.title || heading.textContent || ''));
    };
    if (current && isNew(current)) {
      land(current);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const heading = pageHeading();
      if (heading && isNew(heading)) {
        stop();
        land(heading);
      }
    });
    const timer = window.setTimeout(() => {
      stop();
      const heading = pageHeading();
      if (heading) land(heading);
    }, WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname, hash]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
