import { useEffect } from 'react';
import { useLocation } from '@ga/core';

/** docs/spec-notes.md §2: scroll to the top on a route change, or to the hash target. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
